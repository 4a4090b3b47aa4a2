import { type Tone, tones } from '#app/modules/script/script-options.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** Strategic focus: the four tones as radio cards (default innovación). */
export function TonePicker({ initial }: { initial: Tone }) {
	const { t } = useTranslation('episodes')
	return (
		<div className="grid gap-3 sm:grid-cols-2">
			{tones.map((tone) => (
				<label
					key={tone}
					className="cursor-pointer rounded-xl border border-gray-200 p-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
				>
					<input type="radio" name="tone" value={tone} defaultChecked={initial === tone} className="sr-only" />
					<span className="block font-semibold text-ink">{t(`create.tones.${tone}.label`)}</span>
					<span className="mt-1 block text-sm text-muted">{t(`create.tones.${tone}.text`)}</span>
				</label>
			))}
		</div>
	)
}
