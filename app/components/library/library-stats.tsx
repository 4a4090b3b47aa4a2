import { useTranslation } from '#app/utils/translation.tsx'

/** The total duration, as h:mm:ss. */
function hms(totalSeconds: number) {
	const h = Math.floor(totalSeconds / 3600)
	const m = String(Math.floor((totalSeconds % 3600) / 60)).padStart(2, '0')
	const s = String(Math.floor(totalSeconds % 60)).padStart(2, '0')
	return `${h}:${m}:${s}`
}

export function LibraryStats({ episodes, seconds }: { episodes: number; seconds: number }) {
	const { t } = useTranslation('episodes')
	return (
		<dl className="grid grid-cols-2 gap-4">
			<div className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
				<dt className="text-sm text-muted">{t('library.stats.episodes')}</dt>
				<dd className="mt-1 text-2xl font-bold">{episodes}</dd>
			</div>
			<div className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
				<dt className="text-sm text-muted">{t('library.stats.duration')}</dt>
				<dd className="mt-1 text-2xl font-bold">{hms(seconds)}</dd>
			</div>
		</dl>
	)
}
