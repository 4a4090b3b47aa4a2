import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useActionData, useLoaderData, useParams } from '@remix-run/react'
import { CorrectionPanel } from '#app/components/create/correction-panel.tsx'
import { useJobPolling } from '#app/components/create/job-progress.tsx'
import { ScriptView } from '#app/components/library/script-view.tsx'
import { LibrarySubPage } from '#app/components/library/sub-page.tsx'
import { correctionAction, correctionSelect } from '#app/modules/episodes/episode-correction.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { libraryScript, libraryScriptSelect } from '#app/modules/library/library-script.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['episodes', 'errors'] }

export const clientLoader = withNamespaces(['episodes', 'errors'])

/** An episode's script as its own page (without JavaScript) and as the data of the library's script dialog. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: libraryScriptSelect })
	return libraryScript(episode, new URL(request.url).searchParams.get('back'))
}

/**
 * The correction of a complete episode's script (ADR 0051): `correct` with the corrected text, or `retry-correction`.
 * Back to this page, which shows the progress until the new audio is ready.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: correctionSelect })
	const refused = await correctionAction(userId, episode, await request.formData())
	if (refused) return data({ correction: refused }, { status: refused.status })
	const url = new URL(request.url)
	return redirect(`${url.pathname}${url.search}`)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.title }, matches)

export default function ScriptPage() {
	const { t } = useTranslation('episodes')
	const { episodeId } = useParams()
	const { title, names, script, back, correction, signature } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	useJobPolling(episodeId!, signature, correction.working)
	return (
		<LibrarySubPage title={t('library.scriptTitle', { title })} back={back}>
			{correction.available ? <CorrectionPanel correction={correction} refused={actionData?.correction} /> : null}
			<ScriptView script={script} names={names} />
		</LibrarySubPage>
	)
}
