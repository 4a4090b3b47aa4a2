import type { LoaderFunctionArgs } from '@remix-run/node'
import { getEnv } from './env.server.ts'
import { i18nServer } from './i18n.server.ts'
import { isLanguage } from './i18n.ts'
import { getFixedT } from './locales.server.ts'

/** Loader of a static page: its translated title for <title>. */
export async function pageTitleLoader({ request }: LoaderFunctionArgs, ns: string, key: string) {
	const locale = await i18nServer.getLocale(request)
	const t = getFixedT(isLanguage(locale) ? locale : 'es', ns)
	return { title: t(key, { appName: getEnv().APP_NAME }) }
}
