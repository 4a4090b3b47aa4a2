import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import type { ErrorCode } from '#app/modules/errors/error-codes.ts'
import type { VoiceAccent } from '#app/modules/voices/cloning/voice-accent.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export type ListedVoice = {
	id: string
	name: string
	accent: VoiceAccent
	status: string
	errorCode: ErrorCode | null
	engine: string | null
	canPreview: boolean
	/** a failed voice the plan lets the user clone again */
	canRetry: boolean
	/** the creation date, already written in the reader's language */
	created: string
}

const badges: Record<string, string> = {
	processing: 'bg-amber-100 text-amber-900',
	completed: 'bg-green-100 text-green-900',
	failed: 'bg-red-100 text-red-900',
}

/** 'Mis Voces Clonadas': each voice with its status, date, error and retry, preview and delete (retry and preview only while the plan has cloning). */
export function VoiceList({ voices, previewed = null }: { voices: ListedVoice[]; previewed?: string | null }) {
	const { t } = useTranslation('voices')
	return (
		<section aria-labelledby="voice-list-title" className="space-y-3">
			<h2 id="voice-list-title" className="text-lg font-semibold">
				{t('list.title')}
			</h2>
			{voices.length === 0 ? (
				<p className="rounded-2xl border border-dashed border-gray-300 bg-white p-6 text-center text-muted">{t('list.empty')}</p>
			) : (
				<ul className="space-y-3">
					{voices.map((voice) => (
						<VoiceItem key={voice.id} voice={voice} previewed={previewed === voice.id} />
					))}
				</ul>
			)}
		</section>
	)
}

function VoiceItem({ voice, previewed }: { voice: ListedVoice; previewed: boolean }) {
	const { t } = useTranslation('voices')
	const { t: tErrors } = useTranslation('errors')
	const status = ['processing', 'completed', 'failed'].includes(voice.status) ? t(`list.status.${voice.status}`) : voice.status
	return (
		<li
			id={`voz-${voice.id}`}
			className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
			aria-label={voice.name}
			data-testid="cloned-voice"
		>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<div>
					<p className="font-semibold">{voice.name}</p>
					<p className="text-xs text-muted">
						{t('list.created', { date: voice.created })}
						{voice.engine ? ` · ${voice.engine === 'local' ? t('list.engineLocal') : t('list.engineElevenlabs')}` : null}
						{` · ${t(`form.accents.${voice.accent}`)}`}
					</p>
				</div>
				<div className="flex items-center gap-2">
					<span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badges[voice.status] ?? 'bg-gray-100'}`}>
						{status}
					</span>
					<Link to={`/voice-cloning/${voice.id}/delete`} className={buttonClass({ variant: 'ghost' })}>
						{t('list.delete')}
					</Link>
				</div>
			</div>
			{voice.status === 'failed' ? (
				<div className="mt-2 flex flex-wrap items-center gap-2">
					<p role="alert" className="text-sm text-red-700">
						{tErrors(voice.errorCode ?? 'VOICE_CLONE_FAILED')}
					</p>
					{voice.canRetry ? (
						<Form method="post">
							<input type="hidden" name="intent" value="retry" />
							<input type="hidden" name="voiceId" value={voice.id} />
							<Button type="submit" variant="secondary">
								{t('list.retry')}
							</Button>
						</Form>
					) : null}
				</div>
			) : null}
			{voice.canPreview ? <VoicePreview voice={voice} previewed={previewed} /> : null}
		</li>
	)
}

/**
 * The preview: a text box and a play button. With JavaScript the MP3 is fetched and plays in the page (one audio at
 * a time, see useSingleAudio). Without it the form posts `page=1`: the route keeps the preview and the page comes
 * back with `previewed` set, and a player of it.
 */
function VoicePreview({ voice, previewed }: { voice: ListedVoice; previewed: boolean }) {
	const { t } = useTranslation('voices')
	const hydrated = useHydrated()
	const [audioUrl, setAudioUrl] = useState<string | null>(null)
	const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
	const action = `/resources/cloned-voices/${voice.id}/preview`
	// the preview the page was drawn with (no JavaScript), until one is made in place
	const src = audioUrl ?? (previewed ? action : null)

	async function play(form: HTMLFormElement) {
		setState('loading')
		try {
			// URL-encoded, as the form posts it without JavaScript (multipart is only for the routes that take files)
			const text = String(new FormData(form).get('text') ?? '')
			const response = await fetch(action, { method: 'POST', body: new URLSearchParams({ text }) })
			if (!response.ok) throw new Error(`HTTP ${response.status}`)
			const url = URL.createObjectURL(await response.blob())
			setAudioUrl((previous) => {
				if (previous) URL.revokeObjectURL(previous)
				return url
			})
			setState('idle')
		} catch {
			setState('error')
		}
	}

	return (
		<form
			method="post"
			action={action}
			className="mt-3 flex flex-wrap items-end gap-2"
			onSubmit={(event) => {
				if (!hydrated) return
				event.preventDefault()
				void play(event.currentTarget)
			}}
		>
			<input type="hidden" name="page" value="1" />
			<label className="flex min-w-60 flex-1 flex-col gap-1 text-sm">
				<span>{t('preview.label', { name: voice.name })}</span>
				<input
					name="text"
					defaultValue={t('preview.default')}
					maxLength={200}
					required
					className="rounded-lg border border-gray-300 px-3 py-2 text-base"
				/>
			</label>
			<Button type="submit" variant="secondary" disabled={state === 'loading'}>
				{state === 'loading' ? t('preview.loading') : t('preview.play')}
			</Button>
			{src ? (
				// biome-ignore lint/a11y/useMediaCaption: the voice saying the text typed just above
				<audio controls autoPlay src={src} className="w-full" data-testid="voice-preview-audio" />
			) : null}
			{state === 'error' ? (
				<p role="alert" className="w-full text-sm text-red-700">
					{t('preview.error')}
				</p>
			) : null}
		</form>
	)
}
