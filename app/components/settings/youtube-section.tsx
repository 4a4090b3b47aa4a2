import { useTranslation } from 'react-i18next'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
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
			<UnavailableButton className="mt-4" label={t('settings.youtube.connect')} reason={t('settings.youtube.notConfigured')} />
		</Section>
	)
}
