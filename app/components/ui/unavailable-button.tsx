import { useId } from 'react'

/**
 * An action the visitor cannot take yet, with the reason right below it ('Límite alcanzado', payments or YouTube
 * not configured). The reason describes the button for screen readers.
 */
export function UnavailableButton({ label, reason, className = '' }: { label: string; reason: string; className?: string }) {
	const reasonId = useId()
	return (
		<div className={className}>
			<button
				type="button"
				disabled
				aria-describedby={reasonId}
				className="inline-flex w-full cursor-not-allowed justify-center rounded-xl bg-gray-200 px-4 py-2.5 text-sm font-semibold text-gray-600 sm:w-auto"
			>
				{label}
			</button>
			<p id={reasonId} className="mt-2 text-sm text-muted">
				{reason}
			</p>
		</div>
	)
}
