import type { LoaderFunctionArgs } from '@remix-run/node'
import { getEnv } from './env.server.ts'
import { getLanguage } from './i18n.server.ts'
import { getFixedT } from './locales.server.ts'

/** Loader of a static page: its translated title for <title>. */
export async function pageTitleLoader({ request }: LoaderFunctionArgs, ns: string, key: string) {
	const t = getFixedT(await getLanguage(request), ns)
	return { title: t(key, { appName: getEnv().APP_NAME }) }
}
