/** A settings card: a titled section with its own form(s). */
export function Section({
	title,
	description,
	children,
	tone = 'default',
}: {
	title: string
	description?: string
	children: React.ReactNode
	tone?: 'default' | 'danger'
}) {
	return (
		<section
			aria-label={title}
			className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ${tone === 'danger' ? 'ring-red-200' : 'ring-gray-200'}`}
		>
			<h2 className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : ''}`}>{title}</h2>
			{description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
			<div className="mt-4">{children}</div>
		</section>
	)
}

/** An on/off setting: a checkbox with the switch role (a real form control, so it works without JavaScript). */
export function Switch({
	name,
	label,
	description,
	defaultChecked,
}: {
	name: string
	label: string
	description?: string
	defaultChecked: boolean
}) {
	return (
		<label className="flex items-start justify-between gap-4 py-3">
			<span>
				<span className="block text-sm font-medium text-ink">{label}</span>
				{description ? <span className="block text-sm text-muted">{description}</span> : null}
			</span>
			<input
				type="checkbox"
				// biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state to the switch role itself (ARIA in HTML)
				role="switch"
				name={name}
				defaultChecked={defaultChecked}
				className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5"
			/>
		</label>
	)
}
