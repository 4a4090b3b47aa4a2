import type { Script } from '#app/modules/script/script-types.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** A script to read: section titles, and each line with who says it. */
export function ScriptView({ script, names }: { script: Script | null; names: { presenter: string; guest: string } }) {
	const { t } = useTranslation('episodes')
	if (!script) return <p className="text-muted">{t('library.noScript')}</p>
	return (
		<div className="space-y-6">
			{script.sections.map((section, index) => (
				// sections have no id; their order is their identity and never changes while shown
				// biome-ignore lint/suspicious/noArrayIndexKey: see above
				<section key={index}>
					<h2 className="text-lg font-semibold">{section.title}</h2>
					<dl className="mt-2 space-y-2">
						{section.lines.map((line, lineIndex) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; the list is read-only
							<div key={lineIndex} className="grid gap-1 sm:grid-cols-[8rem_1fr]">
								<dt className="font-medium text-brand-800">{names[line.speaker]}</dt>
								<dd>{line.text}</dd>
							</div>
						))}
					</dl>
				</section>
			))}
		</div>
	)
}
