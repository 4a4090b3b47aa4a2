import { useId } from 'react'

type PanelProps = {
	title: React.ReactNode
	/** beside the title (a copy button) */
	actions?: React.ReactNode
	children: React.ReactNode
}

/** A titled white card of a page (cover, description, video, audio sample), labelled by its title. */
export function Panel({ title, actions, children }: PanelProps) {
	const id = useId()
	return (
		<section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
			<div className="flex items-center justify-between gap-2">
				<h3 id={id} className="font-semibold">
					{title}
				</h3>
				{actions}
			</div>
			{children}
		</section>
	)
}
