import { ButtonLink } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/utils/translation.tsx'

/** What a mail's link to a deleted episode (or someone else's) shows: a plain page with the way to the library. */
export function EpisodeGone() {
	const { t } = useTranslation('email')
	return (
		<div className="mx-auto max-w-2xl space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="text-2xl font-bold">{t('episodeGone.title')}</h1>
			<p className="text-gray-700">{t('episodeGone.text')}</p>
			<ButtonLink to="/library">{t('episodeGone.library')}</ButtonLink>
		</div>
	)
}
