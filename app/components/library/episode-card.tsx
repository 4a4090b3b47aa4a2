import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { FeedSummary } from '#app/components/podcasts/feed-status.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { YoutubeAction } from '#app/components/youtube/youtube-status.tsx'
import { captionsUrl } from '#app/modules/captions/caption-formats.ts'
import { formatDuration } from '#app/modules/description/chapters.ts'
import type { YoutubeErrorCode } from '#app/modules/errors/error-codes.ts'
import { publishPageUrl } from '#app/modules/podcasts/publish-links.ts'
import { youtubePageUrl } from '#app/modules/youtube/youtube-back.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { InlineRename } from './inline-rename.tsx'
import { ScriptDialog } from './script-dialog.tsx'

export type CardEpisode = {
	id: string
	title: string
	podcastName: string | null
	episodeNumber: number | null
	createdAt: string | Date
	duration: number | null
	step: string
	audioUrl: string | null
	coverUrl: string | null
	videoStatus: string
	videoUrl: string | null
	youtubeStatus: string
	youtubeProgress: number
	youtubeVideoUrl: string | null
	youtubeMissing: YoutubeErrorCode[]
	/** where it is in its show's feed (issue 26) */
	feedState?: FeedSummary['state']
	/** its versions in other markets (issue 25), listed on its card */
	versions?: CardVersion[]
}

type CardVersion = { id: string; title: string; language: string; step: string; audioUrl: string | null }

const feedLinks = { unpublished: 'publish.link', scheduled: 'publish.linkScheduled', published: 'publish.linkPublished' } as const

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' })
const link = 'text-sm font-medium text-brand-800 underline'

/**
 * One episode of the library. Every action is a link or a form that works without JavaScript (script, rename and
 * delete have their own pages); with it, rename happens in place and script and delete open dialogs.
 */
export function EpisodeCard({ episode, videoPlan, back }: { episode: CardEpisode; videoPlan: boolean; back: string }) {
	const { t } = useTranslation('episodes')
	const hydrated = useHydrated()
	const [renaming, setRenaming] = useState(false)
	const [dialog, setDialog] = useState<'script' | 'delete' | null>(null)
	const complete = episode.step === 'complete' && episode.audioUrl
	const query = `?back=${encodeURIComponent(back)}`
	const open = (which: 'script' | 'delete') => (event: React.MouseEvent) => {
		if (!hydrated) return
		event.preventDefault()
		setDialog(which)
	}
	return (
		<li className="flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
			{episode.coverUrl ? (
				<img
					src={episode.coverUrl.replace('/cover.png', '/cover.webp')}
					alt={t('library.coverAlt', { title: episode.title })}
					width={600}
					height={600}
					loading="lazy"
					className="aspect-square w-full object-cover"
				/>
			) : (
				<div aria-hidden="true" className="aspect-square w-full bg-gradient-to-br from-brand-100 to-brand-300" />
			)}
			<div className="flex flex-1 flex-col gap-2 p-4">
				{renaming ? (
					<InlineRename episodeId={episode.id} title={episode.title} back={back} onDone={() => setRenaming(false)} />
				) : (
					<h2 className="text-lg leading-snug font-semibold">{episode.title}</h2>
				)}
				<p className="text-sm text-muted">
					{[episode.podcastName, episode.episodeNumber ? t('library.number', { number: episode.episodeNumber }) : null]
						.filter(Boolean)
						.join(' · ')}
				</p>
				<p className="text-xs text-muted">
					<time dateTime={new Date(episode.createdAt).toISOString()}>{dateFormat.format(new Date(episode.createdAt))}</time>
					{episode.duration ? ` · ${formatDuration(episode.duration)}` : null}
					{' · '}
					<span className="font-medium">{t(`library.status.${episode.step}`, { defaultValue: episode.step })}</span>
				</p>
				{complete ? (
					// biome-ignore lint/a11y/useMediaCaption: the script (Ver guion) is the transcript
					<audio
						controls
						preload="none"
						src={episode.audioUrl!}
						aria-label={t('library.play', { title: episode.title })}
						className="w-full"
					/>
				) : (
					<Link to={`/create/${episode.id}`} className={buttonClass({ variant: 'secondary' })}>
						{t('library.continue')}
					</Link>
				)}
				<div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-2">
					<Link to={`/library/${episode.id}/script${query}`} onClick={open('script')} className={link}>
						{t('library.script')}
					</Link>
					{complete ? (
						<>
							<a href={`${episode.audioUrl!.split('?')[0]}?download=1`} download className={link}>
								{t('library.download')}
							</a>
							<a href={captionsUrl(episode.id, 'srt')} download className={link}>
								{t('library.captionsSrt')}
							</a>
							<a href={captionsUrl(episode.id, 'vtt')} download className={link}>
								{t('library.captionsVtt')}
							</a>
						</>
					) : null}
					<Link
						to={`/library/${episode.id}/rename${query}`}
						onClick={(event) => {
							if (!hydrated) return
							event.preventDefault()
							setRenaming(true)
						}}
						className={link}
					>
						{t('library.rename')}
					</Link>
					{complete ? (
						<Link to={`/library/${episode.id}/version${query}`} className={link}>
							{t('version.link')}
						</Link>
					) : null}
					{complete ? (
						<Link to={publishPageUrl(episode.id, back)} className={link}>
							{t(feedLinks[episode.feedState ?? 'unpublished'])}
						</Link>
					) : null}
					<Link to={`/library/${episode.id}/delete${query}`} onClick={open('delete')} className={`${link} text-red-700`}>
						{t('library.delete')}
					</Link>
				</div>
				{videoPlan && complete ? <VideoMenu episode={episode} back={back} /> : null}
				{episode.versions?.length ? <VersionList title={episode.title} versions={episode.versions} back={back} /> : null}
			</div>
			{dialog === 'script' ? <ScriptDialog episodeId={episode.id} title={episode.title} onClose={() => setDialog(null)} /> : null}
			{/* made when asked for, like the script's: a closed dialog on each of the page's cards was a fifth of its HTML */}
			{dialog === 'delete' ? <DeleteDialog episode={episode} back={back} onClose={() => setDialog(null)} /> : null}
		</li>
	)
}

/** 'Eliminar' with JavaScript: the confirmation in place; without it the link opens the episode's delete page. */
function DeleteDialog({ episode, back, onClose }: { episode: CardEpisode; back: string; onClose: () => void }) {
	const { t } = useTranslation('episodes')
	return (
		<Dialog
			open
			onClose={onClose}
			title={t('library.deleteTitle', { title: episode.title })}
			description={t('library.deleteText')}
			closeLabel={t('library.cancel')}
		>
			<Form method="post" action={`/library/${episode.id}/delete`} className="mt-4 flex justify-end gap-2">
				<input type="hidden" name="back" value={back} />
				<button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary' })}>
					{t('library.cancel')}
				</button>
				<button type="submit" className={buttonClass({ className: 'bg-red-700 hover:bg-red-800' })}>
					{t('library.deleteConfirm')}
				</button>
			</Form>
		</Dialog>
	)
}

/**
 * The versions of an episode in other markets, under its card: each with its language, its state, and its page (where
 * it is listened to, downloaded or corrected); an MP3 to download once it is made, and its deletion.
 */
function VersionList({ title, versions, back }: { title: string; versions: CardVersion[]; back: string }) {
	const { t } = useTranslation('episodes')
	const query = `?back=${encodeURIComponent(back)}`
	return (
		<section aria-label={t('library.versions', { title })} className="border-t border-gray-200 pt-3">
			<ul className="space-y-2">
				{versions.map((version) => {
					const language = t(`create.languages.${version.language}`, { defaultValue: version.language })
					return (
						<li key={version.id} className="text-sm">
							<span className="mr-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{language}</span>
							<Link to={`/create/${version.id}`} className="font-medium text-ink underline">
								{version.title}
							</Link>
							<span className="text-xs text-muted">
								{' · '}
								{t(`library.status.${version.step}`, { defaultValue: version.step })}
							</span>
							<span className="mt-1 flex flex-wrap gap-x-3">
								{version.step === 'complete' && version.audioUrl ? (
									<a
										href={`${version.audioUrl.split('?')[0]}?download=1`}
										download
										aria-label={t('library.downloadVersion', { language })}
										className={link}
									>
										{t('library.download')}
									</a>
								) : null}
								<Link
									to={`/library/${version.id}/delete${query}`}
									aria-label={t('library.deleteVersion', { language })}
									className={`${link} text-red-700`}
								>
									{t('library.delete')}
								</Link>
							</span>
						</li>
					)
				})}
			</ul>
		</section>
	)
}

/** Video plans: the MP4 and the YouTube upload, in a menu that opens without JavaScript (<details>). */
function VideoMenu({ episode, back }: { episode: CardEpisode; back: string }) {
	const { t } = useTranslation('episodes')
	return (
		<details className="rounded-lg border border-gray-200 px-3 py-2 text-sm">
			<summary className="cursor-pointer font-medium">{t('library.more')}</summary>
			<ul className="mt-2 space-y-2">
				<li>
					{episode.videoStatus === 'ready' && episode.videoUrl ? (
						<a href={`${episode.videoUrl.split('?')[0]}?download=1`} download className={link}>
							{t('library.mp4')}
						</a>
					) : episode.videoStatus === 'processing' || episode.videoStatus === 'failed' ? (
						<span className="text-muted">
							{t(episode.videoStatus === 'failed' ? 'library.videoFailed' : 'library.videoProcessing')}
						</span>
					) : null}
				</li>
				<li>
					<YoutubeAction
						compact
						youtube={{
							missing: episode.youtubeMissing,
							status: episode.youtubeStatus,
							progress: episode.youtubeProgress,
							videoUrl: episode.youtubeVideoUrl,
						}}
						href={youtubePageUrl(episode.id, back)}
					/>
				</li>
			</ul>
		</details>
	)
}
