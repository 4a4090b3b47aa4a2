import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { EpisodeGone } from '#app/components/email/episode-gone.tsx'
import { episodeLinkTarget } from '#app/modules/email/mail-links.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'

/** The download link of e-mails: the episode's MP3 as a download (after signing in), or the friendly page. */
export const handle = { i18n: ['email'] }

export const clientLoader = withNamespaces(['email'])

export async function loader(args: LoaderFunctionArgs) {
	const { request, params } = args
	const target = await episodeLinkTarget(await requireUserId(request), params.episodeId ?? '', 'download')
	if (target) throw redirect(target)
	return data(await pageTitleLoader(args, 'email', 'episodeGone.title'), { status: 404 })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function EpisodeDownloadLink() {
	return <EpisodeGone />
}
