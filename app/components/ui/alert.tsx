type AlertProps = {
	title: string
	children?: React.ReactNode
	tone?: 'error' | 'warning' | 'info'
	className?: string
}

const tones = {
	error: 'border-red-200 bg-red-50 text-red-900',
	warning: 'border-amber-200 bg-amber-50 text-amber-900',
	info: 'border-brand-200 bg-brand-50 text-brand-900',
} as const

/** A message in the page (not a toast), so it is there with and without JavaScript; errors are announced. */
export function Alert({ title, children, tone = 'error', className = '' }: AlertProps) {
	return (
		<div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border p-4 text-sm ${tones[tone]} ${className}`}>
			<p className="font-semibold">{title}</p>
			{children ? <div className="mt-1 space-y-1">{children}</div> : null}
		</div>
	)
}
