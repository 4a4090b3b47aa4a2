import { lengthAgainstPlan } from '#app/modules/episodes/length-range.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** The preview step's estimate of the episode's length against the plan's range; below it, why and what to do. */
export function LengthEstimate({ length }: { length: { minutes: number; min: number; max: number } }) {
	const { t } = useTranslation('episodes')
	return (
		<p className="text-sm text-muted">
			{t('episode.preview.length', length)}
			{lengthAgainstPlan(length.minutes, length) === 'short' ? ` ${t('episode.preview.lengthShort')}` : null}
		</p>
	)
}
