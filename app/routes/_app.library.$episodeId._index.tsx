import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { EpisodeGone } from '#app/components/email/episode-gone.tsx'
import { episodeLinkLoader } from '#app/modules/email/mail-links.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'

/** An episode's address in e-mails (/library/{id}): its page after signing in, or 'Este episodio ya no existe'. */
export const handle = { i18n: ['email'] }

export const clientLoader = withNamespaces(['email'])

export const loader = (args: LoaderFunctionArgs) => episodeLinkLoader(args, 'page')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function EpisodeLink() {
	return <EpisodeGone />
}
