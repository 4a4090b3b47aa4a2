import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { AudioSample } from '#app/components/create/audio-sample.tsx'
import { CompleteStep } from '#app/components/create/complete-step.tsx'
import { CorrectionPanel } from '#app/components/create/correction-panel.tsx'
import { JobProgress, RefreshWithoutJs, useJobPolling } from '#app/components/create/job-progress.tsx'
import { LengthEstimate } from '#app/components/create/length-estimate.tsx'
import { ScriptEditor, SourceWarnings } from '#app/components/create/script-editor.tsx'
import { StepList } from '#app/components/create/step-list.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { captureDemoEmail } from '#app/modules/auth/demo-download.server.ts'
import { demoDownloadSchema } from '#app/modules/auth/demo-download-schema.ts'
import { correctionAction } from '#app/modules/episodes/episode-correction.server.ts'
import {
	approve,
	QuotaExceededError,
	regenerate,
	retryMedia,
	startPreview,
} from '#app/modules/episodes/episode-lifecycle.server.ts'
import { saveScript, storedScript } from '#app/modules/episodes/episode-script.server.ts'
import { submitEpisode } from '#app/modules/episodes/episode-submission.server.ts'
import { originalOf } from '#app/modules/episodes/episode-version.server.ts'
import { correctionView, episodePageSelect, episodeView } from '#app/modules/episodes/episode-view.server.ts'
import { markEpisodeViewed } from '#app/modules/episodes/episode-viewed.server.ts'
import { EpisodeVoiceError, requireUsableEpisodeVoices } from '#app/modules/episodes/episode-voices.server.ts'
import { defaultsFromEpisode, episodeUser, inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import { estimatedMinutes } from '#app/modules/episodes/length-range.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import type { SourceFile, StoredSourceWarning } from '#app/modules/episodes/source-types.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { feedSummary } from '#app/modules/podcasts/publish-episode.server.ts'
import { limitTextValues } from '#app/modules/quota/limit-text.ts'
import { scriptWords } from '#app/modules/script/script-types.ts'
import { youtubeUploadView } from '#app/modules/youtube/upload-episode.server.ts'
import { useAccount } from '#app/utils/account.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { Trans, useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['episodes', 'errors'] }

// The input form (with conform) shows here only for an episode sent back to the input step: a chunk of its own, so
// the other steps' pages do not carry it. The server renders it whole, so it works before (and without) JavaScript.
const EpisodeForm = lazy(() =>
	import('#app/components/create/episode-form.tsx').then((module) => ({ default: module.EpisodeForm })),
)

export const clientLoader = withNamespaces(['episodes', 'errors'])

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: episodePageSelect })
	await markEpisodeViewed(userId, episode.id)
	const user = await episodeUser(userId)
	const script = storedScript(episode)
	const view = episodeView({ ...episode, hasScript: Boolean(script) })
	const words = script ? scriptWords(script) : 0
	return {
		episode: {
			...episode,
			script: episode.script ?? '',
			words,
			length: { minutes: estimatedMinutes(words), ...user.plan.lengthMinutes },
			sourceWarnings: episode.sourceWarnings as StoredSourceWarning[],
		},
		view,
		// a version of another episode says which (issue 25); none when the original was deleted
		versionOf: await originalOf(userId, episode.versionOfId),
		autosave: user.autoSaveScript,
		demoEmail: user.isDemoUser ? user.email : null,
		videoPlan: user.plan.video,
		youtube: view.step === 'complete' ? await youtubeUploadView(userId, episode.id) : null,
		// the show's feed (not for the demo, which ends with the download)
		feed: view.step === 'complete' && !user.isDemoUser ? await feedSummary(userId, episode.id, await getLanguage(request)) : null,
		// corrections of the finished episode (not in the demo, which ends with the download)
		correction: view.step === 'complete' && !user.isDemoUser ? correctionView(episode) : null,
		// the voices are only looked up for the one step that shows them
		retry: view.retryForm
			? {
					defaults: defaultsFromEpisode(episode),
					...(await retryInputStep(userId)),
					planLanguages: user.plan.languages,
					documents: episode.sourceFiles as SourceFile[],
				}
			: null,
	}
}

/**
 * What the retry form needs of the input step: the voices, the user's shows and whether content in another language
 * can be used.
 */
async function retryInputStep(userId: string) {
	const { voices, shows, otherLanguageUsable } = await inputStepFor(userId)
	return { voices, shows, otherLanguageUsable }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.episode.title }, matches)

/**
 * The steps' actions: retry (the input step's form), save-script, approve, regenerate, preview-audio, retry-cover,
 * retry-video, and on the complete step correct and retry-correction (ADR 0051).
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: episodePageSelect })
	const here = `/create/${episode.id}`
	if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
		const submitted = await submitEpisode(request, userId, episode.id)
		return submitted.ok ? redirect(here) : data({ retry: submitted.reply }, { status: submitted.status })
	}
	const form = await request.formData()
	switch (form.get('intent')) {
		case 'save-script':
		case 'approve': {
			const text = String(form.get('script') ?? '')
			const saved = await saveScript(episode, text)
			if (form.get('autosave') === 'on') return data(saved, { status: saved.ok ? 200 : 400 })
			if (!saved.ok) return data({ scriptError: { error: saved.error, text } }, { status: 400 })
			if (form.get('intent') === 'save-script') return redirectWithToast(here, { type: 'success', title: 'toasts.scriptSaved' })
			try {
				await requireUsableEpisodeVoices(userId, episode)
				await approve(userId, episode.id)
			} catch (error) {
				if (error instanceof EpisodeVoiceError) return redirectWithToast(here, voiceRefusal(error))
				if (!(error instanceof QuotaExceededError)) throw error
				const { quota } = await getAccountSummary(userId)
				const values = limitTextValues(quota)
				return redirectWithToast(here, {
					type: 'error',
					title: 'toasts.limitReached',
					description: 'toasts.limitReachedText',
					values,
				})
			}
			return redirect(here)
		}
		case 'regenerate':
			await regenerate(episode.id)
			return redirectWithToast(here, { type: 'success', title: 'toasts.regenerating' })
		case 'demo-download': {
			const submission = demoDownloadSchema.safeParse(Object.fromEntries(form))
			if (!submission.success) return data({ demoError: 'episode.demo.emailInvalid' }, { status: 400 })
			await captureDemoEmail(userId, submission.data)
			return redirect(`/demo/descarga/${episode.id}`)
		}
		case 'preview-audio':
			try {
				await requireUsableEpisodeVoices(userId, episode)
			} catch (error) {
				if (error instanceof EpisodeVoiceError) return redirectWithToast(here, voiceRefusal(error))
				throw error
			}
			await startPreview(episode.id)
			return redirect(here)
		case 'retry-cover':
		case 'retry-video':
			await retryMedia(episode.id, form.get('intent') === 'retry-cover' ? 'cover' : 'video')
			return redirect(here)
		case 'correct':
		case 'retry-correction': {
			const refused = await correctionAction(userId, episode, form)
			return refused ? data({ correction: refused }, { status: refused.status }) : redirect(here)
		}
		default:
			throw new Response('Acción desconocida', { status: 400 })
	}
}

/** A draft whose cloned voice cannot speak now: the plan no longer includes cloning, or the voice is gone. */
const voiceRefusal = ({ code }: EpisodeVoiceError) =>
	({ type: 'error', title: `toasts.${code}`, description: `toasts.${code}Text` }) as const

/** An episode's page: the step it is in, reloading itself while something is made. */
export default function EpisodePage() {
	const { t } = useTranslation('episodes')
	const { t: tError } = useTranslation('errors')
	const { episode, view, versionOf, autosave, videoPlan, retry, demoEmail, youtube, feed, correction } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { quota } = useAccount()
	const retryReply = actionData && 'retry' in actionData ? actionData.retry : undefined
	const scriptError = actionData && 'scriptError' in actionData ? actionData.scriptError : undefined
	const demoError = actionData && 'demoError' in actionData ? actionData.demoError : undefined
	const correctionRefused = actionData && 'correction' in actionData ? actionData.correction : undefined
	useJobPolling(episode.id, view.signature, view.working)
	return (
		<div className="mx-auto max-w-3xl space-y-6">
			<div>
				<p className="text-sm text-muted">{t('episode.title')}</p>
				<h1 className="text-2xl font-bold sm:text-3xl">{episode.title}</h1>
				{versionOf ? (
					<p className="mt-1 text-sm text-muted">
						<Trans
							t={t}
							i18nKey="version.of"
							values={{ title: versionOf.title }}
							components={{
								original: <Link to={`/create/${versionOf.id}`} className="font-medium text-brand-800 underline" />,
							}}
						/>
					</p>
				) : null}
				<StepList step={view.step} />
			</div>
			{view.error ? (
				<Alert title={errorText(tError, view.error)}>{view.retryForm ? <p>{t('episode.failed.text')}</p> : null}</Alert>
			) : null}
			{view.job ? (
				<JobProgress
					title={t(view.job.title)}
					text={t(view.job.text)}
					note={view.job.note ? t(view.job.note) : undefined}
					stepName={t(view.job.stepName)}
					progress={view.job.progress}
				/>
			) : null}
			{view.step === 'preview' ? (
				<>
					<SourceWarnings warnings={episode.sourceWarnings} />
					<h2 className="text-xl font-semibold">{t('episode.preview.title')}</h2>
					<LengthEstimate length={episode.length} />
					<AudioSample status={episode.previewStatus} url={episode.previewUrl} />
					<ScriptEditor
						// a new take from the script job replaces the text; the user's own saves keep the editor as it is
						key={episode.scriptTake}
						text={episode.script}
						words={episode.words}
						autosave={autosave}
						failed={scriptError}
					/>
				</>
			) : null}
			{view.step === 'complete' ? (
				<>
					{view.mediaPending ? <RefreshWithoutJs /> : null}
					<CompleteStep
						episode={episode}
						videoPlan={videoPlan}
						youtube={youtube}
						feed={feed}
						demo={demoEmail === null ? undefined : { email: demoEmail, error: demoError }}
						correction={correction ? <CorrectionPanel correction={correction} refused={correctionRefused} /> : null}
					/>
				</>
			) : null}
			{retry ? (
				<Suspense fallback={null}>
					<EpisodeForm
						defaults={retry.defaults}
						shows={retry.shows}
						voices={retry.voices}
						planLanguages={retry.planLanguages}
						otherLanguageUsable={retry.otherLanguageUsable}
						reply={retryReply}
						documents={retry.documents}
						submitLabel={t('episode.failed.retry')}
						blocked={
							quota.reached
								? { label: t('create.errors.limitTitle'), reason: t('create.errors.limitUsage', limitTextValues(quota)) }
								: undefined
						}
					/>
				</Suspense>
			) : null}
			<Link to="/create" className="inline-block text-sm font-medium text-brand-800 underline">
				{t('episode.back')}
			</Link>
		</div>
	)
}
