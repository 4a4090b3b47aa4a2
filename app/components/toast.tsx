import { useEffect, useState } from 'react'
import type { Toast as ToastData } from '#app/utils/toast.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/**
 * The one toast of a page (one at a time, for 5 s). Rendered by the server, so it shows without JavaScript; with
 * it, it can be dismissed and hides itself after five seconds. Give it a `key` per toast so a new one starts fresh.
 * On a phone it sits at the bottom: at the top it would cover the menu button (and without JavaScript it stays).
 */
export function Toast({ toast }: { toast: ToastData }) {
	const { t } = useTranslation()
	const [open, setOpen] = useState(true)
	useEffect(() => {
		const timer = setTimeout(() => setOpen(false), 5000)
		return () => clearTimeout(timer)
	}, [])
	if (!open) return null
	return (
		<div
			role={toast.type === 'error' ? 'alert' : 'status'}
			className={`fixed inset-x-4 bottom-4 z-50 rounded-xl sm:inset-x-auto sm:bottom-auto sm:right-4 sm:top-4 sm:w-80 p-4 shadow-lg ring-1 ${toast.type === 'error' ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-white text-ink ring-gray-200'}`}
		>
			<div className="flex items-start justify-between gap-3">
				<div>
					<p className="font-semibold">{t(toast.title)}</p>
					{toast.description ? <p className="mt-1 text-sm">{t(toast.description, toast.values)}</p> : null}
				</div>
				<button
					type="button"
					onClick={() => setOpen(false)}
					aria-label={t('toast.close')}
					className="text-lg leading-none text-muted"
				>
					×
				</button>
			</div>
		</div>
	)
}
