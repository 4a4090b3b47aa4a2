import type { voiceRequirementsJson } from '#app/modules/voices/cloning/voice-requirements.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export type Requirements = ReturnType<typeof voiceRequirementsJson>

/** The sample's requirements, from the same figures as GET /api/voice/requirements. */
export function RequirementsCard({ requirements }: { requirements: Requirements }) {
	const { t } = useTranslation('voices')
	const items = [
		t('requirements.duration', { min: requirements.minDuration, max: requirements.maxDuration / 60 }),
		t('requirements.formats', { formats: requirements.acceptedFormatNames.join(', ') }),
		t('requirements.size', { mb: requirements.maxFileSize / (1024 * 1024) }),
		t('requirements.bitrate', { kbps: requirements.recommendedBitrateKbps }),
		t('requirements.room'),
		t('requirements.speaker'),
	]
	return (
		<section aria-labelledby="requirements-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
			<h2 id="requirements-title" className="font-semibold">
				{t('requirements.title')}
			</h2>
			<ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
				{items.map((item) => (
					<li key={item}>{item}</li>
				))}
			</ul>
		</section>
	)
}
