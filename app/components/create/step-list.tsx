import { useTranslation } from '#app/utils/translation.tsx'

const steps = ['input', 'generating', 'preview', 'audio', 'complete'] as const

/** Where the episode is, as an ordered list of the steps (the current one marked for assistive technology). */
export function StepList({ step }: { step: string }) {
	const { t } = useTranslation('episodes')
	const current = steps.indexOf(step as (typeof steps)[number])
	return (
		<ol className="mt-4 flex flex-wrap gap-2 text-xs">
			{steps.map((name, index) => (
				<li
					key={name}
					aria-current={index === current ? 'step' : undefined}
					className={`rounded-full px-3 py-1 ${index === current ? 'bg-brand-700 font-semibold text-white' : index < current ? 'bg-brand-100 text-brand-900' : 'bg-gray-100 text-muted'}`}
				>
					{t(`episode.steps.${name}`)}
				</li>
			))}
		</ol>
	)
}
