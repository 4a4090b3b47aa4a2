import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ScriptView } from '#app/components/library/script-view.tsx'
import { LibrarySubPage } from '#app/components/library/sub-page.tsx'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { libraryScript, libraryScriptSelect } from '#app/modules/library/library-script.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const handle = { i18n: ['episodes'] }

export const clientLoader = withNamespaces(['episodes'])

/** An episode's script as its own page (without JavaScript) and as the data of the library's script dialog. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: libraryScriptSelect })
	return libraryScript(episode, new URL(request.url).searchParams.get('back'))
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.title }, matches)

export default function ScriptPage() {
	const { t } = useTranslation('episodes')
	const { title, names, script, back } = useLoaderData<typeof loader>()
	return (
		<LibrarySubPage title={t('library.scriptTitle', { title })} back={back}>
			<ScriptView script={script} names={names} />
		</LibrarySubPage>
	)
}
