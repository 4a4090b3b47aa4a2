import { useEffect, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/utils/translation.tsx'

/**
 * 'Grabar con el micrófono' (JavaScript only): records with MediaRecorder while a level meter moves and a Spanish
 * text is shown to read aloud; on stop, the recording can be replayed and is handed to `onRecorded` as a File, which
 * the form sends exactly like a chosen file.
 */
export function VoiceRecorder({ onRecorded }: { onRecorded: (file: File) => void }) {
	const { t } = useTranslation('voices')
	const [state, setState] = useState<'idle' | 'recording' | 'done' | 'denied'>('idle')
	const [seconds, setSeconds] = useState(0)
	const [level, setLevel] = useState(0)
	const [replay, setReplay] = useState<string | null>(null)
	const stopRef = useRef<() => void>(() => {})

	useEffect(() => () => stopRef.current(), [])
	useEffect(() => () => (replay ? URL.revokeObjectURL(replay) : undefined), [replay])

	async function start() {
		let stream: MediaStream
		try {
			stream = await navigator.mediaDevices.getUserMedia({ audio: true })
		} catch {
			setState('denied')
			return
		}
		const context = new AudioContext()
		const analyser = context.createAnalyser()
		analyser.fftSize = 1024
		context.createMediaStreamSource(stream).connect(analyser)
		const samples = new Float32Array(analyser.fftSize)
		const mimeType = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'].find((type) =>
			MediaRecorder.isTypeSupported(type),
		)
		const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
		const chunks: Blob[] = []
		const startedAt = Date.now()
		let frame = 0
		const tick = () => {
			analyser.getFloatTimeDomainData(samples)
			let sum = 0
			for (const sample of samples) sum += sample * sample
			setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4))
			setSeconds(Math.floor((Date.now() - startedAt) / 1000))
			frame = requestAnimationFrame(tick)
		}
		recorder.ondataavailable = (event) => chunks.push(event.data)
		recorder.onstop = () => {
			cancelAnimationFrame(frame)
			for (const track of stream.getTracks()) track.stop()
			void context.close()
			const type = recorder.mimeType || 'audio/webm'
			const blob = new Blob(chunks, { type })
			const extension = type.includes('ogg') ? 'ogg' : 'webm'
			onRecorded(new File([blob], `grabacion.${extension}`, { type }))
			setReplay(URL.createObjectURL(blob))
			setSeconds(Math.round((Date.now() - startedAt) / 1000))
			setLevel(0)
			setState('done')
		}
		stopRef.current = () => {
			if (recorder.state === 'recording') recorder.stop()
		}
		recorder.start(250)
		tick()
		setState('recording')
	}

	return (
		<div className="space-y-3 rounded-xl border border-gray-200 p-4" data-testid="voice-recorder">
			<p className="text-sm font-medium">{t('recorder.readAloud')}</p>
			<blockquote className="rounded-lg bg-gray-50 p-3 text-sm italic text-ink">{t('recorder.text')}</blockquote>
			<div className="flex flex-wrap items-center gap-3">
				{state === 'recording' ? (
					<Button variant="secondary" onClick={() => stopRef.current()}>
						{t('recorder.stop')}
					</Button>
				) : (
					<Button variant="secondary" onClick={() => void start()}>
						{state === 'done' ? t('recorder.again') : t('recorder.start')}
					</Button>
				)}
				{state === 'recording' ? (
					<>
						<meter aria-label={t('recorder.level')} min={0} max={1} value={level} className="h-3 w-40" />
						<span className="text-sm text-muted" role="status">
							{t('recorder.recording', { seconds })}
						</span>
					</>
				) : null}
			</div>
			{state === 'done' && replay ? (
				<div className="space-y-1">
					<p className="text-sm text-muted" role="status">
						{t('recorder.recorded', { seconds })}
					</p>
					{/* biome-ignore lint/a11y/useMediaCaption: the user's own recording of the text shown above */}
					<audio controls src={replay} className="w-full" />
				</div>
			) : null}
			{state === 'denied' ? (
				<p role="alert" className="text-sm text-red-700">
					{t('recorder.denied')}
				</p>
			) : null}
		</div>
	)
}
