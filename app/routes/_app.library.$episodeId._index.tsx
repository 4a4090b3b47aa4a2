import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { EpisodeGone } from '#app/components/email/episode-gone.tsx'
import { episodeLinkTarget } from '#app/modules/email/mail-links.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'

/**
 * An episode's address in e-mails (/library/{id}): a signed-out reader signs in first and comes back here (the
 * app's guard keeps the address in redirectTo); then the episode's page, or a friendly page if it was deleted.
 */
export const handle = { i18n: ['email'] }

export const clientLoader = withNamespaces(['email'])

export async function loader(args: LoaderFunctionArgs) {
	const { request, params } = args
	const target = await episodeLinkTarget(await requireUserId(request), params.episodeId ?? '', 'page')
	if (target) throw redirect(target)
	return data(await pageTitleLoader(args, 'email', 'episodeGone.title'), { status: 404 })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function EpisodeLink() {
	return <EpisodeGone />
}
