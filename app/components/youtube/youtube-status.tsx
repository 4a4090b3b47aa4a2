import { Link } from '@remix-run/react'
import { Alert } from '#app/components/ui/alert.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { YoutubeErrorCode } from '#app/modules/errors/error-codes.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export type YoutubeView = {
	missing: YoutubeErrorCode[]
	status: string
	progress: number
	videoUrl: string | null
	error: { code: YoutubeErrorCode; params: Record<string, string> } | null
}

const needsSettings = (code: string) => code === 'YOUTUBE_NOT_CONNECTED' || code === 'YOUTUBE_AUTH_EXPIRED'

/** Each missing condition with its own sentence, and the way to settings when the account is what is missing. */
function YoutubeMissing({ missing, id }: { missing: YoutubeErrorCode[]; id?: string }) {
	const { t } = useTranslation('episodes')
	const { t: tError } = useTranslation('errors')
	return (
		<ul id={id} className="mt-2 space-y-1 text-sm text-muted">
			{missing.map((code) => (
				<li key={code}>
					{errorText(tError, { code })}{' '}
					{needsSettings(code) ? (
						<Link to="/settings?tab=youtube" className="font-medium text-brand-800 underline">
							{t('youtube.toSettings')}
						</Link>
					) : null}
				</li>
			))}
		</ul>
	)
}

/** The upload's state: queued, uploading with its percent, uploaded with the link, or failed with why. */
export function YoutubeStatus({ youtube }: { youtube: YoutubeView }) {
	const { t } = useTranslation('episodes')
	const { t: tError } = useTranslation('errors')
	if (youtube.status === 'uploaded' && youtube.videoUrl) {
		return (
			<section aria-label={t('youtube.statusLabel')} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
				<p className="font-semibold">{t('youtube.uploaded')}</p>
				<a href={youtube.videoUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ className: 'mt-3' })}>
					{t('youtube.watch')}
				</a>
			</section>
		)
	}
	if (youtube.status === 'queued' || youtube.status === 'uploading') {
		return (
			<section aria-label={t('youtube.statusLabel')} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
				<p className="font-semibold">{t(youtube.status === 'queued' ? 'youtube.queued' : 'youtube.uploading')}</p>
				<div className="mt-2 flex justify-between text-sm">
					<span>{t('youtube.sent')}</span>
					<span>{youtube.progress}%</span>
				</div>
				<progress
					max={100}
					value={youtube.progress}
					aria-label={t('youtube.sent')}
					className="mt-1 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-600"
				/>
			</section>
		)
	}
	return (
		<>
			{youtube.status === 'failed' && youtube.error ? (
				<Alert title={errorText(tError, youtube.error)}>
					{needsSettings(youtube.error.code) ? (
						<Link to="/settings?tab=youtube" className="font-medium underline">
							{t('youtube.toSettings')}
						</Link>
					) : (
						<p>{t('youtube.failedHelp')}</p>
					)}
				</Alert>
			) : null}
			{youtube.missing.length > 0 ? (
				<section aria-label={t('youtube.missingLabel')} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
					<p className="font-semibold">{t('youtube.missingTitle')}</p>
					<YoutubeMissing missing={youtube.missing} />
				</section>
			) : null}
		</>
	)
}

/**
 * 'Subir a YouTube' where an episode is shown (complete step, library menu): the link to its upload page when it may
 * go, the state while it goes, the link once it is there, or the button disabled with every missing condition.
 */
export function YoutubeAction({
	youtube,
	href,
	compact = false,
}: {
	youtube: Pick<YoutubeView, 'missing' | 'status' | 'progress' | 'videoUrl'>
	href: string
	compact?: boolean
}) {
	const { t } = useTranslation('episodes')
	const link = compact ? 'text-sm font-medium text-brand-800 underline' : buttonClass({ variant: 'secondary' })
	if (youtube.status === 'uploaded' && youtube.videoUrl) {
		return (
			<a href={youtube.videoUrl} target="_blank" rel="noopener noreferrer" className={link}>
				{t('youtube.watch')}
			</a>
		)
	}
	if (youtube.status === 'queued' || youtube.status === 'uploading') {
		return (
			<Link to={href} className={link}>
				{t('youtube.uploadingShort', { percent: youtube.progress })}
			</Link>
		)
	}
	if (youtube.missing.length > 0) {
		const reasonId = `youtube-missing-${href.replace(/\W/g, '')}`
		return (
			<div>
				<button
					type="button"
					disabled
					aria-describedby={reasonId}
					className={
						compact
							? 'cursor-not-allowed text-sm text-gray-500'
							: 'inline-flex cursor-not-allowed justify-center rounded-xl bg-gray-200 px-4 py-2.5 text-sm font-semibold text-gray-600'
					}
				>
					{t('youtube.upload')}
				</button>
				<YoutubeMissing missing={youtube.missing} id={reasonId} />
			</div>
		)
	}
	return (
		<Link to={href} className={link}>
			{t(youtube.status === 'failed' ? 'youtube.retryShort' : 'youtube.upload')}
		</Link>
	)
}
