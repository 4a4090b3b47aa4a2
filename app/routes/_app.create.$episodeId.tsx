import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AudioSample } from '#app/components/create/audio-sample.tsx'
import { CompleteStep } from '#app/components/create/complete-step.tsx'
import { EpisodeForm } from '#app/components/create/episode-form.tsx'
import { JobProgress, RefreshWithoutJs, useJobPolling } from '#app/components/create/job-progress.tsx'
import { ScriptEditor, SourceWarnings } from '#app/components/create/script-editor.tsx'
import { StepList } from '#app/components/create/step-list.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { captureDemoEmail, demoDownloadSchema } from '#app/modules/auth/demo-download.server.ts'
import { QuotaExceededError, retryEpisode } from '#app/modules/episodes/create-episode.server.ts'
import {
	regenerateScript,
	requireOwnEpisode,
	retryMedia,
	saveScript,
	startAudio,
	startPreview,
	statusSignature,
	storedScript,
} from '#app/modules/episodes/episode-steps.server.ts'
import { prepareEpisode } from '#app/modules/episodes/episode-submission.server.ts'
import { readEpisodeForm } from '#app/modules/episodes/episode-uploads.server.ts'
import type { SourceFile, SourceWarning } from '#app/modules/episodes/gather-sources.server.ts'
import { defaultsFromEpisode, episodeUser, inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import { scriptWords } from '#app/modules/script/script-types.ts'
import { useAccount } from '#app/utils/account.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const handle = { i18n: ['episodes'] }

export const clientLoader = withNamespaces(['episodes'])

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId ?? '')
	const user = await episodeUser(userId)
	const script = storedScript(episode)
	return {
		episode: {
			...episode,
			script: episode.script ?? '',
			words: script ? scriptWords(script) : 0,
			hasScript: Boolean(script),
			sourceWarnings: episode.sourceWarnings as SourceWarning[],
			signature: statusSignature(episode),
		},
		autosave: user.autoSaveScript,
		demoEmail: user.isDemoUser ? user.email : null,
		videoPlan: user.plan.video,
		// the voices are only looked up for the one step that shows them
		retry:
			episode.step === 'input'
				? {
						defaults: defaultsFromEpisode(episode),
						voices: (await inputStepFor(userId)).voices,
						planLanguages: user.plan.languages,
						documents: episode.sourceFiles as SourceFile[],
					}
				: null,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.episode.title }, matches)

/**
 * The steps' actions: retry (the input step's form), save-script, approve, regenerate, preview-audio, retry-cover,
 * retry-video.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId ?? '')
	const here = `/create/${episode.id}`
	if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
		const user = await episodeUser(userId)
		const prepared = await prepareEpisode({ id: userId, ...user }, await readEpisodeForm(request))
		if (!prepared.ok) return data({ retry: prepared.reply }, { status: 400 })
		try {
			await retryEpisode(userId, episode.id, prepared.episode)
		} catch (error) {
			if (!(error instanceof QuotaExceededError)) throw error
			return data({ retry: { ...prepared.reply, limitReached: true } }, { status: 403 })
		}
		return redirect(here)
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
				await startAudio(userId, episode.id)
			} catch (error) {
				if (!(error instanceof QuotaExceededError)) throw error
				return redirectWithToast(here, { type: 'error', title: 'toasts.limitReached', description: 'toasts.limitReachedText' })
			}
			return redirect(here)
		}
		case 'regenerate':
			await regenerateScript(episode.id)
			return redirectWithToast(here, { type: 'success', title: 'toasts.regenerating' })
		case 'demo-download': {
			const submission = demoDownloadSchema.safeParse(Object.fromEntries(form))
			if (!submission.success) return data({ demoError: 'episode.demo.emailInvalid' }, { status: 400 })
			await captureDemoEmail(userId, submission.data)
			return redirect(`/demo/descarga/${episode.id}`)
		}
		case 'preview-audio':
			await startPreview(episode.id)
			return redirect(here)
		case 'retry-cover':
		case 'retry-video':
			await retryMedia(episode.id, form.get('intent') === 'retry-cover' ? 'cover' : 'video')
			return redirect(here)
		default:
			throw new Response('Acción desconocida', { status: 400 })
	}
}

/** An episode's page: the step it is in (spec 'Episode creation'), reloading itself while something is made. */
export default function EpisodePage() {
	const { t } = useTranslation('episodes')
	const { episode, autosave, videoPlan, retry, demoEmail } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { quota } = useAccount()
	const retryReply = actionData && 'retry' in actionData ? actionData.retry : undefined
	const scriptError = actionData && 'scriptError' in actionData ? actionData.scriptError : undefined
	const demoError = actionData && 'demoError' in actionData ? actionData.demoError : undefined
	const mediaPending =
		(episode.step === 'complete' && (episode.coverStatus === 'processing' || episode.videoStatus === 'processing')) ||
		(episode.step === 'preview' && episode.previewStatus === 'processing')
	const working = episode.step === 'generating' || episode.step === 'audio' || mediaPending
	useJobPolling(episode.id, episode.signature, working)
	return (
		<div className="mx-auto max-w-3xl space-y-6">
			<div>
				<p className="text-sm text-muted">{t('episode.title')}</p>
				<h1 className="text-2xl font-bold sm:text-3xl">{episode.title}</h1>
				<StepList step={episode.step} />
			</div>
			{episode.errorMessage ? (
				<Alert title={episode.errorMessage}>{episode.step === 'input' ? <p>{t('episode.failed.text')}</p> : null}</Alert>
			) : null}
			{episode.step === 'generating' ? (
				<JobProgress
					title={t(episode.hasScript ? 'episode.generating.regenerating' : 'episode.generating.title')}
					text={t('episode.generating.text')}
					note={episode.hasScript ? t('episode.generating.keepPrevious') : undefined}
					stepName={t('episode.steps.generating')}
					progress={episode.progress}
				/>
			) : null}
			{episode.step === 'audio' ? (
				<JobProgress
					title={t('episode.audio.title')}
					text={t('episode.audio.text')}
					stepName={t('episode.steps.audio')}
					progress={episode.progress}
				/>
			) : null}
			{episode.step === 'preview' ? (
				<>
					<SourceWarnings warnings={episode.sourceWarnings} />
					<h2 className="text-xl font-semibold">{t('episode.preview.title')}</h2>
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
			{episode.step === 'complete' ? (
				<>
					{mediaPending ? <RefreshWithoutJs /> : null}
					<CompleteStep
						episode={episode}
						videoPlan={videoPlan}
						demo={demoEmail === null ? undefined : { email: demoEmail, error: demoError }}
					/>
				</>
			) : null}
			{retry ? (
				<EpisodeForm
					defaults={retry.defaults}
					voices={retry.voices}
					planLanguages={retry.planLanguages}
					reply={retryReply}
					documents={retry.documents}
					submitLabel={t('episode.failed.retry')}
					blocked={
						quota.reached ? { label: t('create.errors.limitTitle'), reason: t('create.errors.limitUsage', quota) } : undefined
					}
				/>
			) : null}
			<Link to="/create" className="inline-block text-sm font-medium text-brand-800 underline">
				{t('episode.back')}
			</Link>
		</div>
	)
}
