import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { EpisodeGone } from '#app/components/email/episode-gone.tsx'
import { episodeLinkLoader } from '#app/modules/email/mail-links.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'

/** The download link of e-mails: the episode's MP3 as a download after signing in, or the friendly page. */
export const handle = { i18n: ['email'] }

export const clientLoader = withNamespaces(['email'])

export const loader = (args: LoaderFunctionArgs) => episodeLinkLoader(args, 'download')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function EpisodeDownloadLink() {
	return <EpisodeGone />
}
