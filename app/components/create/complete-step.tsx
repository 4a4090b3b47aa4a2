import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FeedAction, type FeedSummary } from '#app/components/podcasts/feed-status.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { YoutubeAction, type YoutubeView } from '#app/components/youtube/youtube-status.tsx'
import { captionsUrl } from '#app/modules/captions/caption-formats.ts'
import { formatDuration } from '#app/modules/description/chapters.ts'
import { publishPageUrl } from '#app/modules/podcasts/publish-links.ts'
import { youtubePageUrl } from '#app/modules/youtube/youtube-back.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export type CompleteEpisode = {
	id: string
	title: string
	audioUrl: string | null
	duration: number | null
	coverUrl: string | null
	coverStatus: string
	videoUrl: string | null
	videoStatus: string
	description: string | null
}

/**
 * The complete step: the player (the media route answers ranges, so it seeks), the MP3
 * download named after the title, the cover, the YouTube description, the video panel on plans with video, the
 * YouTube upload (its page, its state and link, or every condition it still misses), the way to the library, «Crear
 * versión» (the same episode for another market, issue 25), the publication in its show's feed (its state and its
 * page, issue 26), and the correction of the script (CorrectionPanel, ADR 0051) under the player it makes again.
 */
export function CompleteStep({
	episode,
	videoPlan,
	youtube,
	feed,
	demo,
	correction,
}: {
	episode: CompleteEpisode
	videoPlan: boolean
	youtube?: YoutubeView | null
	/** where the episode is in its show's feed (none for the demo) */
	feed?: FeedSummary | null
	/** a demo user: the e-mail capture comes before the download, which ends the demo */
	demo?: { email: string; error?: string }
	/** the correction panel, when the episode may be corrected */
	correction?: React.ReactNode
}) {
	const { t } = useTranslation('episodes')
	const download = (url: string) => `${url.split('?')[0]}?download=1`
	return (
		<div className="space-y-6">
			<section aria-labelledby="complete-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
				<h2 id="complete-title" className="text-xl font-semibold">
					{t('episode.complete.title')}
				</h2>
				{episode.audioUrl ? (
					<>
						{/* biome-ignore lint/a11y/useMediaCaption: the script, shown in the library, is the transcript */}
						<audio controls preload="metadata" src={episode.audioUrl} className="mt-4 w-full" />
						<p className="mt-2 text-sm text-muted">
							{t('episode.complete.duration', { duration: formatDuration(episode.duration ?? 0) })}
						</p>
						{demo ? <DemoDownload email={demo.email} error={demo.error} /> : null}
						<div className="mt-4 flex flex-wrap gap-2">
							{demo ? null : (
								<a href={download(episode.audioUrl)} download className={buttonClass()}>
									{t('episode.complete.download')}
								</a>
							)}
							{youtube ? <YoutubeAction youtube={youtube} href={youtubePageUrl(episode.id, `/create/${episode.id}`)} /> : null}
							<Link to="/library" className={buttonClass({ variant: 'secondary' })}>
								{t('episode.complete.library')}
							</Link>
							{/* the demo ends with the download: no other episodes from it */}
							{demo ? null : (
								<Link to={`/library/${episode.id}/version`} className={buttonClass({ variant: 'secondary' })}>
									{t('version.link')}
								</Link>
							)}
						</div>
						{demo ? null : <CaptionLinks episodeId={episode.id} />}
						{feed ? <FeedAction feed={feed} href={publishPageUrl(episode.id, `/create/${episode.id}`)} /> : null}
					</>
				) : null}
			</section>
			{correction}
			<div className="grid gap-6 md:grid-cols-2">
				<CoverPanel episode={episode} />
				<DescriptionPanel description={episode.description ?? ''} />
			</div>
			{videoPlan ? <VideoPanel episode={episode} download={download} /> : null}
		</div>
	)
}

/** The captions, SRT and WebVTT, made from the real timings of the audio. */
function CaptionLinks({ episodeId }: { episodeId: string }) {
	const { t } = useTranslation('episodes')
	const link = 'font-medium text-brand-800 underline'
	return (
		<p className="mt-4 text-sm text-muted">
			{t('episode.complete.captions')}{' '}
			<a href={captionsUrl(episodeId, 'srt')} download className={link}>
				{t('episode.complete.captionsSrt')}
			</a>
			{' · '}
			<a href={captionsUrl(episodeId, 'vtt')} download className={link}>
				{t('episode.complete.captionsVtt')}
			</a>
		</p>
	)
}

/** Demo users give an e-mail before downloading; then the post-download screen ends the demo. */
function DemoDownload({ email, error }: { email: string; error?: string }) {
	const { t } = useTranslation('episodes')
	return (
		<Form method="post" className="mt-4 space-y-2 rounded-xl bg-brand-50 p-4">
			<input type="hidden" name="intent" value="demo-download" />
			<p className="text-sm">{t('episode.demo.emailHelp')}</p>
			<Field
				label={t('episode.demo.emailLabel')}
				ns="episodes"
				errors={error ? [error] : undefined}
				inputProps={{ name: 'email', type: 'email', defaultValue: email, autoComplete: 'email', required: true }}
			/>
			<CheckboxField label={t('episode.demo.consent')} inputProps={{ name: 'consentMarketing' }} />
			<Button type="submit">{t('episode.demo.download')}</Button>
		</Form>
	)
}

function CoverPanel({ episode }: { episode: CompleteEpisode }) {
	const { t } = useTranslation('episodes')
	return (
		<Panel title={t('episode.complete.cover')}>
			{episode.coverStatus === 'ready' && episode.coverUrl ? (
				<img
					src={episode.coverUrl}
					alt={t('episode.complete.coverAlt', { title: episode.title })}
					width={600}
					height={600}
					className="mt-3 aspect-square w-full rounded-xl object-cover"
				/>
			) : episode.coverStatus === 'failed' ? (
				<RetryBox title={t('episode.complete.coverFailed')} intent="retry-cover" label={t('episode.complete.retry')} />
			) : (
				<p className="mt-3 text-sm text-muted">{t('episode.complete.coverPending')}</p>
			)}
		</Panel>
	)
}

function DescriptionPanel({ description }: { description: string }) {
	const { t } = useTranslation('episodes')
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	return (
		<Panel
			title={<label htmlFor="youtube-description">{t('episode.complete.description')}</label>}
			actions={
				hydrated ? (
					<Button
						variant="secondary"
						onClick={async () => {
							await navigator.clipboard.writeText(description)
							setCopied(true)
						}}
					>
						{copied ? t('episode.complete.copied') : t('episode.complete.copy')}
					</Button>
				) : null
			}
		>
			<textarea
				id="youtube-description"
				readOnly
				rows={14}
				value={description}
				className="mt-3 w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-sm"
			/>
		</Panel>
	)
}

function VideoPanel({ episode, download }: { episode: CompleteEpisode; download: (url: string) => string }) {
	const { t } = useTranslation('episodes')
	return (
		<Panel title={t('episode.complete.video')}>
			{episode.videoStatus === 'ready' && episode.videoUrl ? (
				<>
					{/* biome-ignore lint/a11y/useMediaCaption: a still cover over the episode's audio; its script is the transcript */}
					<video
						controls
						preload="metadata"
						src={episode.videoUrl}
						poster={episode.coverStatus === 'ready' && episode.coverUrl ? episode.coverUrl : undefined}
						className="mt-3 w-full rounded-xl"
					/>
					<a href={download(episode.videoUrl)} download className={buttonClass({ className: 'mt-3' })}>
						{t('episode.complete.videoDownload')}
					</a>
				</>
			) : episode.videoStatus === 'failed' ? (
				<RetryBox
					title={t('episode.complete.videoFailed')}
					intent={episode.coverStatus === 'failed' ? 'retry-cover' : 'retry-video'}
					label={t('episode.complete.retry')}
				/>
			) : (
				<p className="mt-3 text-sm text-muted">{t('episode.complete.videoPending')}</p>
			)}
		</Panel>
	)
}

function RetryBox({ title, intent, label }: { title: string; intent: string; label: string }) {
	return (
		<Alert title={title} className="mt-3">
			<Form method="post">
				<Button type="submit" name="intent" value={intent} variant="secondary" className="mt-2">
					{label}
				</Button>
			</Form>
		</Alert>
	)
}
