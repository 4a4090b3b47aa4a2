import { type PlanFeature, planLimitations } from '#app/modules/plans/plan-features.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/**
 * A plan's features as list items, the same on the pricing cards, the subscribe page and the demo screen: what the
 * plan gives is ticked; what it lacks ('Sin clonación de voz', 'Con marca de agua') is marked as a limit, never ticked.
 */
export function PlanFeatureItems({ features, cloningVoices }: { features: readonly PlanFeature[]; cloningVoices: number }) {
	const { t } = useTranslation(['landing', 'common'])
	return features.map((feature) => {
		const limit = planLimitations.has(feature)
		return (
			<li key={feature} className="flex gap-2" data-limit={limit || undefined}>
				<span aria-hidden="true" className={limit ? 'text-muted' : 'text-brand-700'}>
					{limit ? '–' : '✓'}
				</span>
				<span>
					{feature === 'humanCloning'
						? t('common:plans.cloning', { count: cloningVoices })
						: t(`landing:pricing.features.${feature}`)}
				</span>
			</li>
		)
	})
}
