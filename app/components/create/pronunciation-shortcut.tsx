import { buttonClass } from '#app/components/ui/button.tsx'
import { WRITTEN_MAX } from '#app/modules/pronunciation/pronunciation-limits.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/**
 * 'Cómo se dice', under the script editor: a word or phrase the voices say badly goes to settings → Pronunciación
 * with the new entry's written form filled in. A plain GET form, in another tab so that the script being edited
 * stays as it is; with JavaScript, the text selected in the script fills it (`selected`).
 */
export function PronunciationShortcut({ selected }: { selected: string | undefined }) {
	const { t } = useTranslation('episodes')
	return (
		<form method="get" action="/settings" target="_blank" className="flex flex-wrap items-end gap-2 text-sm" rel="noopener">
			<input type="hidden" name="tab" value="pronunciacion" />
			<div className="flex min-w-48 flex-1 flex-col gap-1">
				<label htmlFor="pronunciation-written" className="text-sm text-muted">
					{t('episode.preview.pronunciation.label')}
				</label>
				<input
					id="pronunciation-written"
					name="written"
					maxLength={WRITTEN_MAX}
					autoComplete="off"
					// a selection replaces what was typed; the key makes React set the new value (the field stays uncontrolled)
					key={selected}
					defaultValue={selected}
					className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink"
				/>
			</div>
			<button type="submit" className={buttonClass({ variant: 'secondary' })}>
				{t('episode.preview.pronunciation.submit')}
				<span className="sr-only"> {t('episode.preview.pronunciation.newTab')}</span>
			</button>
		</form>
	)
}
