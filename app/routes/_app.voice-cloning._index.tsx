import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { Toast } from '#app/components/toast.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { RequirementsCard } from '#app/components/voices/requirements-card.tsx'
import { VoiceForm } from '#app/components/voices/voice-form.tsx'
import { VoiceList } from '#app/components/voices/voice-list.tsx'
import { getElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import {
	listClonedVoices,
	requireClonedVoice,
	retryClonedVoice,
	VoiceLimitError,
} from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { cloningAllowance } from '#app/modules/voices/cloning/cloning-allowance.server.ts'
import type { VoiceRefusal } from '#app/modules/voices/cloning/voice-refusal.ts'
import { acceptAttribute, voiceRequirementsJson } from '#app/modules/voices/cloning/voice-requirements.ts'
import { submitVoice } from '#app/modules/voices/cloning/voice-submission.server.ts'
import { readVoiceForm } from '#app/modules/voices/cloning/voice-upload.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { isMultipartForm, parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { useSingleAudio } from '#app/utils/use-single-audio.ts'

export const handle = { i18n: ['voices', 'errors'] }

export const clientLoader = withNamespaces(['voices', 'errors'])

export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	const language = await getLanguage(args.request)
	const { plan, limit } = await cloningAllowance(userId)
	const dates = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' })
	// listed with the plan gate too (a downgrade, the end of a trial), so they can be deleted
	const voices = await listClonedVoices(userId)
	// without JavaScript the page refreshes itself with ?since=<when it was drawn>: a voice that finished since then
	// gets its toast on the refreshed page (with JavaScript, useSettledWatch does it)
	const since = Number(new URL(args.request.url).searchParams.get('since'))
	// a preview made without JavaScript: the page plays it (see resources.cloned-voices.$voiceId.preview.tsx)
	const previewParam = new URL(args.request.url).searchParams.get('preview')
	const previewed = voices.some((voice) => voice.id === previewParam) ? previewParam : null
	const settledSince = (status: string) =>
		Number.isFinite(since) && since > 0 && voices.some((voice) => voice.status === status && voice.updatedAt.getTime() > since)
	return {
		...(await pageTitleLoader(args, 'voices', 'title')),
		enabled: limit > 0,
		planId: plan.id,
		limit,
		engine: getElevenLabs() ? ('elevenlabs' as const) : ('local' as const),
		requirements: voiceRequirementsJson(),
		acceptAttribute,
		voices: voices.map(({ createdAt, updatedAt: _updated, elevenlabsVoiceId: _, ...voice }) => ({
			...voice,
			created: dates.format(createdAt),
		})),
		drawnAt: Date.now(),
		previewed,
		settled: settledSince('completed') ? ('cloned' as const) : settledSince('failed') ? ('failed' as const) : null,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** intent 'create' (the multipart create form) or 'retry' (a failed voice's button). */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	if (!isMultipartForm(request)) {
		const formData = await parsePlainForm(request)
		if (formData.get('intent') !== 'retry') throw new Response('Acción desconocida', { status: 400 })
		const voiceId = formData.get('voiceId')
		const voice = await requireClonedVoice(userId, typeof voiceId === 'string' ? voiceId : undefined, { request })
		try {
			await retryClonedVoice(voice)
		} catch (error) {
			// the plan no longer includes cloning (a downgrade, the end of a trial): the page shows its gate
			if (error instanceof VoiceLimitError) {
				return redirectWithToast('/voice-cloning', {
					type: 'error',
					title: 'voices:problems.notInPlan.title',
					description: 'voices:problems.notInPlan.message',
				})
			}
			throw error
		}
		return redirectWithToast('/voice-cloning', { type: 'success', title: 'voices:toasts.retrying' })
	}
	const form = await readVoiceForm(request)
	if (form.intent !== 'create') throw new Response('Acción desconocida', { status: 400 })
	const submitted = await submitVoice(userId, form)
	if (!submitted.created) {
		const { problem, limit, sample } = submitted
		return data(
			{ refused: { problem, name: form.name, accent: form.accent, consent: form.consent, limit, sample } satisfies VoiceRefusal },
			{ status: problem === 'limit' ? 409 : 400 },
		)
	}
	return redirectWithToast('/voice-cloning', { type: 'success', title: 'voices:toasts.created' })
}

/** Mis Voces: the plan gate, the requirements, the create form and the list of voices. */
export default function VoiceCloningPage() {
	const { t } = useTranslation('voices')
	const page = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	useSingleAudio()
	const processing = page.voices.some((voice) => voice.status === 'processing')
	const watched = useSettledWatch(page.voices, processing)
	const settled = watched ?? (page.settled ? { key: `server-${page.drawnAt}`, kind: page.settled } : null)
	return (
		<div className="mx-auto max-w-4xl space-y-6">
			{processing ? (
				<noscript>
					<meta httpEquiv="refresh" content={`3;url=/voice-cloning?since=${page.drawnAt}`} />
				</noscript>
			) : null}
			{settled ? (
				<Toast
					key={settled.key}
					toast={
						settled.kind === 'cloned'
							? { type: 'success', title: 'voices:toasts.cloned' }
							: { type: 'error', title: 'voices:toasts.cloneFailed' }
					}
				/>
			) : null}
			<div>
				<h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
				<p className="mt-1 text-muted">{t('subtitle')}</p>
			</div>
			{page.enabled ? (
				<>
					<Alert tone="info" title={t(`engine.${page.engine}`)}>
						{page.engine === 'local' ? <p>{t('engine.localNote')}</p> : null}
					</Alert>
					<RequirementsCard requirements={page.requirements} />
					<VoiceForm
						requirements={page.requirements}
						acceptAttribute={page.acceptAttribute}
						refused={actionData && 'refused' in actionData ? actionData.refused : null}
						used={page.voices.length}
						limit={page.limit}
					/>
					<VoiceList voices={page.voices} previewed={page.previewed} />
				</>
			) : (
				<section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
					<h2 className="text-lg font-semibold">{t('gate.title')}</h2>
					<p className="mt-2 text-muted">{t('gate.text')}</p>
					<p className="mt-4 font-semibold">{t('gate.locked')}</p>
					<ButtonLink to="/subscribe/creadores" className="mt-3">
						{t('gate.upgrade')}
					</ButtonLink>
					<div className="mt-6">
						<RequirementsCard requirements={page.requirements} />
					</div>
				</section>
			)}
			{!page.enabled && page.voices.length > 0 ? <VoiceList voices={page.voices} /> : null}
		</div>
	)
}

/**
 * With JavaScript, while a voice is processing the page's data is revalidated every 3 seconds (without it, the page
 * refreshes itself). Says when a voice went from processing to completed or failed on screen.
 */
function useSettledWatch(voices: Array<{ id: string; status: string }>, processing: boolean) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	const previous = useRef(new Map<string, string>())
	const [settled, setSettled] = useState<{ key: string; kind: 'cloned' | 'failed' } | null>(null)
	useEffect(() => {
		const done = voices.find((voice) => voice.status !== 'processing' && previous.current.get(voice.id) === 'processing')
		if (done) setSettled({ key: `${done.id}-${Date.now()}`, kind: done.status === 'completed' ? 'cloned' : 'failed' })
		previous.current = new Map(voices.map((voice) => [voice.id, voice.status]))
	}, [voices])
	useEffect(() => {
		if (!processing) return
		const timer = setInterval(() => revalidate.current(), 3000)
		return () => clearInterval(timer)
	}, [processing])
	return settled
}
