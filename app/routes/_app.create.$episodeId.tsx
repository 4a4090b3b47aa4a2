import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { EpisodeForm } from '#app/components/create/episode-form.tsx'
import { GeneratingStep } from '#app/components/create/generating-step.tsx'
import { ScriptEditor, SourceWarnings } from '#app/components/create/script-editor.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { QuotaExceededError, retryEpisode } from '#app/modules/episodes/create-episode.server.ts'
import {
	approveScript,
	regenerateScript,
	reopenScript,
	requireOwnEpisode,
	saveScript,
	storedScript,
} from '#app/modules/episodes/episode-steps.server.ts'
import { prepareEpisode } from '#app/modules/episodes/episode-submission.server.ts'
import { readEpisodeForm } from '#app/modules/episodes/episode-uploads.server.ts'
import type { SourceFile, SourceWarning } from '#app/modules/episodes/gather-sources.server.ts'
import { defaultsFromEpisode, inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import { scriptWords } from '#app/modules/script/script-types.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useAccount } from './_app.tsx'

export const handle = { i18n: ['episodes'] }

export const clientLoader = withNamespaces(['episodes'])

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId ?? '')
	const inputStep = await inputStepFor(userId)
	const script = storedScript(episode)
	return {
		episode: {
			id: episode.id,
			title: episode.title,
			step: episode.step,
			progress: episode.progress,
			errorMessage: episode.errorMessage,
			script: episode.script ?? '',
			scriptTake: episode.scriptTake,
			words: script ? scriptWords(script) : 0,
			hasScript: Boolean(script),
			sourceWarnings: episode.sourceWarnings as SourceWarning[],
		},
		autosave: inputStep.user.autoSaveScript,
		retry:
			episode.step === 'input'
				? {
						defaults: defaultsFromEpisode(episode),
						voices: inputStep.voices,
						planLanguages: inputStep.planLanguages,
						documents: episode.sourceFiles as SourceFile[],
					}
				: null,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.episode.title }, matches)

/** The steps' actions, as intents: retry (from the input step), save-script, approve, regenerate, edit. */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId ?? '')
	const here = `/create/${episode.id}`
	if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
		const { user } = await inputStepFor(userId)
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
			await approveScript(episode.id)
			return redirectWithToast(here, { type: 'success', title: 'toasts.scriptApproved' })
		}
		case 'regenerate':
			await regenerateScript(episode.id)
			return redirectWithToast(here, { type: 'success', title: 'toasts.regenerating' })
		case 'edit':
			await reopenScript(episode.id)
			return redirect(here)
		default:
			throw new Response('Acción desconocida', { status: 400 })
	}
}

/** An episode's page: the step it is in (spec 'Episode creation'). */
export default function EpisodePage() {
	const { t } = useTranslation('episodes')
	const { episode, autosave, retry } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { quota } = useAccount()
	const retryReply = actionData && 'retry' in actionData ? actionData.retry : undefined
	const scriptError = actionData && 'scriptError' in actionData ? actionData.scriptError : undefined
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
				<GeneratingStep episodeId={episode.id} progress={episode.progress} regenerating={episode.hasScript} />
			) : null}
			{episode.step === 'preview' ? (
				<>
					<SourceWarnings warnings={episode.sourceWarnings} />
					<h2 className="text-xl font-semibold">{t('episode.preview.title')}</h2>
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
			{episode.step === 'approved' ? (
				<Alert tone="info" title={t('episode.approved.title')}>
					<p>{t('episode.approved.text')}</p>
					<Form method="post" className="mt-3">
						<Button type="submit" name="intent" value="edit" variant="secondary">
							{t('episode.approved.edit')}
						</Button>
					</Form>
				</Alert>
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

const steps = ['input', 'generating', 'preview', 'approved'] as const

/** Where the episode is, as an ordered list of the steps (the current one marked for assistive technology). */
function StepList({ step }: { step: string }) {
	const { t } = useTranslation('episodes')
	const current = steps.indexOf(step as (typeof steps)[number])
	return (
		<ol className="mt-4 flex flex-wrap gap-2 text-xs">
			{steps.map((name, index) => (
				<li
					key={name}
					aria-current={index === current ? 'step' : undefined}
					className={`rounded-full px-3 py-1 ${index === current ? 'bg-brand-700 font-semibold text-white' : index < current ? 'bg-brand-100 text-brand-900' : 'bg-gray-100 text-muted'}`}
				>
					{t(`episode.steps.${name}`)}
				</li>
			))}
		</ol>
	)
}
