import { useId } from 'react'
import { useTranslation } from '#app/utils/translation.tsx'

type FieldProps = {
	label: string
	/** i18n keys (or texts) of this field's errors */
	errors?: string[]
	ns?: string
	inputProps: React.InputHTMLAttributes<HTMLInputElement>
	hint?: React.ReactNode
}

/** A labelled input with its error below. Space for one error line is always reserved so nothing jumps. */
export function Field({ label, errors, ns, inputProps, hint }: FieldProps) {
	const { t } = useTranslation(ns)
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	const errorId = `${id}-error`
	const error = errors?.[0]
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium text-ink">
				{label}
			</label>
			<input
				{...inputProps}
				id={id}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? errorId : undefined}
				className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-gray-500 focus:border-brand-600 aria-invalid:border-red-600"
			/>
			{hint ? <div className="text-xs text-muted">{hint}</div> : null}
			<p id={errorId} className="min-h-5 text-sm text-red-700" role={error ? 'alert' : undefined}>
				{error ? t(error) : null}
			</p>
		</div>
	)
}

type CheckboxProps = {
	label: React.ReactNode
	errors?: string[]
	ns?: string
	inputProps: React.InputHTMLAttributes<HTMLInputElement>
}

export function CheckboxField({ label, errors, ns, inputProps }: CheckboxProps) {
	const { t } = useTranslation(ns)
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	const error = errors?.[0]
	return (
		<div className="flex flex-col gap-1">
			<div className="flex items-start gap-2">
				<input
					{...inputProps}
					id={id}
					type="checkbox"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
				/>
				<label htmlFor={id} className="text-sm text-muted">
					{label}
				</label>
			</div>
			<p id={`${id}-error`} className="min-h-5 text-sm text-red-700" role={error ? 'alert' : undefined}>
				{error ? t(error) : null}
			</p>
		</div>
	)
}

/**
 * A native file input drawn like the app's secondary button (the browser's own "Choose file" otherwise), so it
 * looks the same with or without JavaScript; `className` places it.
 */
export function fileInputClass(className = '') {
	return `block w-full text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-gray-50 ${className}`
}

/** A native <select> drawn like the app's text fields (settings, the voice form). */
export const selectClass = 'mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base'
