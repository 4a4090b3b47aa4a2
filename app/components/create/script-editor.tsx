import { Form, useFetcher, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { StoredSourceWarning } from '#app/modules/episodes/source-types.ts'
import { isSourceNoticeCode } from '#app/modules/errors/error-codes.ts'
import { sourceWarningText } from '#app/modules/errors/error-text.ts'
import { WRITTEN_MAX } from '#app/modules/pronunciation/pronunciation-limits.ts'
import type { ScriptTextError } from '#app/modules/script/script-text.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { PronunciationShortcut } from './pronunciation-shortcut.tsx'

/** Quiet time after the last keystroke before an autosave. */
const AUTOSAVE_DELAY_MS = 1200

type Props = {
	text: string
	words: number
	autosave: boolean
	/** the save that failed, from the action (the text the user sent is shown again, not the stored one) */
	failed?: { error: ScriptTextError; text: string }
}

/**
 * The preview step: the script as 'NOMBRE: texto' lines under '## Título' section lines, in one textarea. Save,
 * approve (which saves first) and regenerate are intents of one form. With the autosave preference and
 * JavaScript, edits save themselves a moment after typing stops, and say so. Under it, 'Cómo se dice' takes a word
 * to the pronunciation dictionary; with JavaScript, a word selected in the script is the one it takes.
 */
export function ScriptEditor({ text, words, autosave, failed }: Props) {
	const { t } = useTranslation('episodes')
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const autosaver = useAutosave(autosave)
	const error = autosaver.error ?? failed?.error
	const [selected, setSelected] = useState<string>()
	function onSelect(event: React.SyntheticEvent<HTMLTextAreaElement>) {
		const { value, selectionStart, selectionEnd } = event.currentTarget
		const text = value.slice(selectionStart, selectionEnd).replace(/\s+/g, ' ').trim()
		// a word or a short phrase, not a passage of the script
		if (text && text.length <= WRITTEN_MAX && !value.slice(selectionStart, selectionEnd).includes('\n')) setSelected(text)
	}
	return (
		<div className="space-y-4">
			<Form method="post" className="space-y-3" onInput={autosaver.onInput}>
				<label htmlFor="script" className="block text-sm font-medium text-ink">
					{t('episode.preview.label')}
				</label>
				<p id="script-help" className="text-sm text-muted">
					{t('episode.preview.help')}
				</p>
				<textarea
					id="script"
					name="script"
					rows={24}
					defaultValue={failed?.text ?? text}
					aria-describedby={error ? 'script-help script-error' : 'script-help'}
					aria-invalid={error ? true : undefined}
					// React's onSelect misses some selections made with the mouse or the keyboard: these read it too
					onSelect={onSelect}
					onMouseUp={onSelect}
					onKeyUp={onSelect}
					className="w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm leading-6 aria-invalid:border-red-600"
				/>
				<div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
					<span>{t('episode.preview.words', { count: words, minutes: Math.max(1, Math.round(words / 150)) })}</span>
					<span aria-live="polite">{autosaver.status ? t(`episode.preview.${autosaver.status}`) : null}</span>
				</div>
				{error ? (
					<p id="script-error" role="alert" className="text-sm font-medium text-red-700">
						{t(error.key, error.values)}
					</p>
				) : null}
				<div className="flex flex-wrap gap-2">
					<Button type="submit" name="intent" value="approve" disabled={busy}>
						{t('episode.preview.approve')}
					</Button>
					<Button type="submit" name="intent" value="save-script" variant="secondary" disabled={busy}>
						{t('episode.preview.save')}
					</Button>
					<Button type="submit" name="intent" value="regenerate" variant="ghost" disabled={busy}>
						{t('episode.preview.regenerate')}
					</Button>
				</div>
			</Form>
			<PronunciationShortcut selected={selected} />
		</div>
	)
}

/**
 * Sources that could not be read (by address or file name, with the reason); the rest was used. Then what was done
 * with long or mixed sources (pages used, pages and paragraphs left out), as notices.
 */
export function SourceWarnings({ warnings }: { warnings: StoredSourceWarning[] }) {
	const { t } = useTranslation('episodes')
	const { t: tError } = useTranslation('errors')
	const notices = warnings.filter((warning) => 'code' in warning && isSourceNoticeCode(warning.code))
	const problems = warnings.filter((warning) => !notices.includes(warning))
	const item = (warning: StoredSourceWarning, index: number) => (
		<li key={`${warning.source}-${index}`}>
			{warning.source ? <span className="break-all font-medium">{warning.source}: </span> : null}
			{'message' in warning ? warning.message : sourceWarningText(tError, warning)}
		</li>
	)
	return (
		<>
			{problems.length > 0 ? (
				<Alert tone="warning" title={t('episode.preview.warningsTitle')}>
					<ul className="list-disc pl-5">{problems.map(item)}</ul>
				</Alert>
			) : null}
			{notices.length > 0 ? (
				<Alert tone="info" title={t('episode.preview.noticesTitle')}>
					<ul className="list-disc pl-5">{notices.map(item)}</ul>
				</Alert>
			) : null}
		</>
	)
}

type AutosaveReply = { ok: true } | { ok: false; error: ScriptTextError }

function useAutosave(enabled: boolean) {
	const fetcher = useFetcher<AutosaveReply>()
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const [dirty, setDirty] = useState(false)
	useEffect(() => () => clearTimeout(timer.current), [])
	function onInput(event: React.FormEvent<HTMLFormElement>) {
		if (!enabled) return
		const form = event.currentTarget
		setDirty(true)
		clearTimeout(timer.current)
		timer.current = setTimeout(() => {
			const script = (form.elements.namedItem('script') as HTMLTextAreaElement).value
			fetcher.submit({ intent: 'save-script', autosave: 'on', script }, { method: 'post' })
			setDirty(false)
		}, AUTOSAVE_DELAY_MS)
	}
	const reply = fetcher.data
	const status = dirty || fetcher.state !== 'idle' ? 'autosaving' : reply?.ok ? 'autosaved' : reply ? 'autosaveFailed' : null
	return { onInput, status, error: fetcher.state === 'idle' && reply && !reply.ok ? reply.error : undefined }
}
