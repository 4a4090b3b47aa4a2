import { useEffect, useId, useRef } from 'react'

type DialogProps = {
	open: boolean
	/** called once the dialog has closed (Escape, the close button or a click on the backdrop) */
	onClose: () => void
	title: string
	description?: string
	/** the close button's accessible name */
	closeLabel: string
	/** a request is pending: Escape, the close button and the backdrop leave the dialog open */
	busy?: boolean
	children: React.ReactNode
}

/**
 * A modal dialog on the native <dialog> element opened with showModal(): the browser moves focus inside, keeps it
 * there, makes the rest of the page inert and closes it on Escape. Focus starts on the first form field (else the
 * close button). The dialog is labelled by its title (and described by the description); when it closes the browser
 * returns focus to what opened it.
 */
export function Dialog({ open, onClose, title, description, closeLabel, busy = false, children }: DialogProps) {
	const ref = useRef<HTMLDialogElement>(null)
	const titleId = useId()
	const descriptionId = useId()
	// a click counts as one on the backdrop only when it also started there (not a text selection dragged out)
	const pressedOnBackdrop = useRef(false)

	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		if (open && !dialog.open) {
			dialog.showModal()
			firstField(dialog)?.focus()
		}
		if (!open && dialog.open) dialog.close()
	}, [open])

	function requestClose() {
		if (!busy) ref.current?.close()
	}

	return (
		<dialog
			ref={ref}
			aria-labelledby={titleId}
			aria-describedby={description ? descriptionId : undefined}
			aria-busy={busy || undefined}
			onCancel={(event) => {
				// Escape
				if (busy) event.preventDefault()
			}}
			onKeyDown={(event) => {
				// browsers let a second Escape in a row through a cancelled 'cancel' event; stop it at the key
				if (event.key === 'Escape' && busy) event.preventDefault()
			}}
			onClose={(event) => {
				const dialog = event.currentTarget
				// a close that got through while a request is pending: open again
				if (busy && dialog.isConnected) dialog.showModal()
				else onClose()
			}}
			onMouseDown={(event) => {
				pressedOnBackdrop.current = event.target === event.currentTarget
			}}
			onClick={(event) => {
				if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose()
			}}
			className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60"
		>
			<div className="p-6 sm:p-8">
				<div className="flex items-start justify-between gap-4">
					<div>
						<h2 id={titleId} className="text-2xl font-bold">
							{title}
						</h2>
						{description ? (
							<p id={descriptionId} className="mt-1 text-sm text-muted">
								{description}
							</p>
						) : null}
					</div>
					<button
						type="button"
						onClick={requestClose}
						disabled={busy}
						aria-label={closeLabel}
						className="-mr-2 -mt-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-2xl leading-none text-muted hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-50"
					>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				{children}
			</div>
		</dialog>
	)
}

/** The first form field a visitor can type in (not hidden inputs, not the honeypot, which is not rendered). */
function firstField(dialog: HTMLDialogElement) {
	return Array.from(dialog.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')).find(
		(element) => !(element as HTMLInputElement).disabled && element.getClientRects().length > 0,
	)
}
