import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/utils/translation.tsx'

type Props = { episodeId: string; title: string; back: string; onDone: () => void }

/**
 * Rename in place (with JavaScript): Enter saves, Escape cancels, an empty title is refused with the message of
 * the server's schema. Saving posts to the rename page's action, which answers with a redirect back here.
 */
export function InlineRename({ episodeId, title, back, onDone }: Props) {
	const { t } = useTranslation('episodes')
	const fetcher = useFetcher<{ result?: { error?: Record<string, string[] | null> } }>()
	const [value, setValue] = useState(title)
	const [empty, setEmpty] = useState(false)
	const input = useRef<HTMLInputElement>(null)
	useEffect(() => input.current?.select(), [])
	const serverError = fetcher.data?.result?.error?.title?.[0]
	const error = empty ? 'library.errors.titleRequired' : serverError
	const submitted = useRef(false)
	function save() {
		if (!value.trim()) return setEmpty(true)
		submitted.current = true
		fetcher.submit({ title: value, back }, { method: 'post', action: `/library/${episodeId}/rename` })
	}
	// saved: the action redirected back to the library (fresh data, the toast); refused: its errors stay shown
	useEffect(() => {
		if (!submitted.current || fetcher.state !== 'idle') return
		submitted.current = false
		if (!serverError) onDone()
	}, [fetcher.state, serverError, onDone])
	return (
		<div>
			<label htmlFor={`rename-${episodeId}`} className="sr-only">
				{t('library.renameLabel')}
			</label>
			<input
				ref={input}
				id={`rename-${episodeId}`}
				value={value}
				maxLength={100}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `rename-${episodeId}-error` : undefined}
				onChange={(event) => {
					setValue(event.currentTarget.value)
					setEmpty(false)
				}}
				onKeyDown={(event) => {
					if (event.key === 'Enter') {
						event.preventDefault()
						save()
					}
					if (event.key === 'Escape') onDone()
				}}
				className="w-full rounded-lg border border-gray-300 px-2 py-1 text-lg font-semibold aria-invalid:border-red-600"
			/>
			{error ? (
				<p id={`rename-${episodeId}-error`} role="alert" className="mt-1 text-sm text-red-700">
					{t(error)}
				</p>
			) : null}
			<div className="mt-1 flex gap-3 text-sm">
				<button type="button" onClick={save} className="font-medium text-brand-800 underline">
					{t('library.save')}
				</button>
				<button type="button" onClick={onDone} className="text-muted underline">
					{t('library.cancel')}
				</button>
			</div>
		</div>
	)
}
