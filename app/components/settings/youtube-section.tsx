import { useTranslation } from 'react-i18next'
import { Section } from './section.tsx'

/** YouTube: the not-connected state. Connecting arrives with the YouTube issue; until then the button says why not. */
export function YoutubeSection() {
	const { t } = useTranslation('app')
	const bullets = t('settings.youtube.bullets', { returnObjects: true }) as unknown as string[]
	return (
		<Section title={t('settings.youtube.title')} description={t('settings.youtube.notConnected')}>
			<ul className="list-disc space-y-1 pl-5 text-sm text-muted">
				{bullets.map((bullet) => (
					<li key={bullet}>{bullet}</li>
				))}
			</ul>
			<button
				type="button"
				disabled
				aria-describedby="youtube-not-configured"
				className="mt-4 cursor-not-allowed rounded-xl bg-gray-200 px-4 py-2.5 text-sm font-semibold text-gray-600"
			>
				{t('settings.youtube.connect')}
			</button>
			<p id="youtube-not-configured" className="mt-2 text-sm text-muted">
				{t('settings.youtube.notConfigured')}
			</p>
		</Section>
	)
}
