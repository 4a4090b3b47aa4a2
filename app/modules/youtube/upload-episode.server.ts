import type { z } from 'zod'
import { googleConfig } from '#app/integrations/google/google-client.server.ts'
import { setThumbnail, type UploadSource, uploadResumable, youtubeError } from '#app/integrations/google/youtube-upload.server.ts'
import { youtubeThumbnail } from '#app/integrations/image/youtube-thumbnail.server.ts'
import { openFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { youtubeDisclosureLine } from '#app/modules/audio/ai-disclosure.ts'
import { contentSentences } from '#app/modules/description/description-summary.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import {
	requestYoutubeUpload,
	youtubeFailed,
	youtubeSessionOpened,
	youtubeUploaded,
	youtubeUploading,
} from '#app/modules/episodes/episode-lifecycle.server.ts'
import { storedScript } from '#app/modules/episodes/episode-script.server.ts'
import type { YoutubeErrorCode } from '#app/modules/errors/error-codes.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { keyTerms } from '#app/modules/script/sentences.ts'
import { prisma } from '#app/utils/db.server.ts'
import { markYoutubeDisconnected, rememberChannel, YoutubeNotConnectedError, youtubeClientFor } from './youtube-account.server.ts'
import { fitYoutubeDescription, missingForYoutube, withDisclosureLine, youtubeWatchUrl } from './youtube-upload-rules.ts'
import type { youtubeUploadSchema } from './youtube-upload-schema.ts'

const episodeFields = {
	id: true,
	userId: true,
	title: true,
	podcastName: true,
	language: true,
	description: true,
	scriptData: true,
	step: true,
	audioUrl: true,
	videoStatus: true,
	videoUrl: true,
	coverStatus: true,
	coverUrl: true,
	youtubeStatus: true,
	youtubeProgress: true,
	youtubeErrorCode: true,
	youtubeErrorParams: true,
	youtubeVideoId: true,
	youtubeVideoUrl: true,
	youtubeTitle: true,
	youtubeDescription: true,
	youtubePrivacy: true,
	youtubeUploadSession: true,
} as const

const userFields = { planId: true, isDemoUser: true, youtubeRefreshToken: true } as const

type UploadEpisode = { youtubeStatus: string; step: string; audioUrl: string | null } & Parameters<
	typeof missingForYoutube
>[0]['episode']

/** Every missing condition for this user's episode (empty: it may be uploaded). */
function missingFor(user: { planId: string; isDemoUser: boolean; youtubeRefreshToken: string | null }, episode: UploadEpisode) {
	return missingForYoutube({
		configured: googleConfig() !== null,
		planAllows: planOf(user).youtubeUpload,
		connected: Boolean(user.youtubeRefreshToken),
		episode,
	})
}

/**
 * What the episode's pages show about YouTube, for its owner (the caller checked ownership): the missing conditions,
 * the upload's state with its percent, the link once uploaded, the failure, and the form's defaults.
 */
export async function youtubeUploadView(userId: string, episodeId: string) {
	const [user, episode] = await Promise.all([
		prisma.user.findUniqueOrThrow({ where: { id: userId }, select: userFields }),
		prisma.episode.findFirstOrThrow({ where: { id: episodeId, userId }, select: episodeFields }),
	])
	const params = episode.youtubeErrorParams && typeof episode.youtubeErrorParams === 'object' ? episode.youtubeErrorParams : {}
	return {
		missing: missingFor(user, episode),
		status: episode.youtubeStatus,
		progress: episode.youtubeProgress,
		videoUrl: episode.youtubeVideoUrl,
		error: episode.youtubeErrorCode
			? { code: episode.youtubeErrorCode as YoutubeErrorCode, params: params as Record<string, string> }
			: null,
		defaults: {
			title: (episode.youtubeTitle ?? episode.title).slice(0, 100),
			description: fitYoutubeDescription((episode.youtubeDescription ?? episode.description ?? '').replace(/[<>]/g, '')),
			privacy: episode.youtubePrivacy,
		},
	}
}

/** The user's confirmed upload: refused with the missing conditions, else queued (false if one is already under way). */
export async function startYoutubeUpload(userId: string, episodeId: string, form: z.output<typeof youtubeUploadSchema>) {
	const view = await youtubeUploadView(userId, episodeId)
	if (view.missing.length > 0) return { ok: false as const, missing: view.missing }
	return { ok: true as const, queued: await requestYoutubeUpload(episodeId, form) }
}

/** A refusal retrying cannot change: the upload fails at once with this code. */
class YoutubeUploadRefused extends Error {
	override name = 'YoutubeUploadRefused'
	readonly code: YoutubeErrorCode
	readonly params: Record<string, string>
	constructor(code: YoutubeErrorCode, params: Record<string, string> = {}) {
		super(code)
		this.code = code
		this.params = params
	}
}

const LANGUAGES: Record<string, string> = { castellano: 'es-ES', latino: 'es-419', english: 'en' }
/** People & Blogs: YouTube's category for talk content without a better fit. */
const CATEGORY_PEOPLE_AND_BLOGS = '22'

/** Up to 10 tags: the episode's key terms, then the podcast's name; YouTube allows 500 characters in all. */
export function episodeTags(script: ReturnType<typeof storedScript>, podcastName: string | null) {
	const terms = script ? keyTerms(contentSentences(script).flat()) : []
	const tags: string[] = []
	for (const tag of [...terms.slice(0, 9), ...(podcastName ? [podcastName] : [])]) {
		const clean = tag.replace(/[<>,"]/g, '').trim()
		if (!clean || tags.some((known) => known.toLowerCase() === clean.toLowerCase())) continue
		if ([...tags, clean].join(',').length > 450) break
		tags.push(clean)
	}
	return tags
}

/** The video in storage, read a chunk at a time. */
async function storedVideo(episodeId: string): Promise<UploadSource | null> {
	const stored = await openFile(episodeFileKey(episodeId, 'video.mp4'))
	if (!stored) return null
	return {
		size: stored.size,
		async read(start, length) {
			return Buffer.from(await new Response(stored.stream(start, start + length - 1)).arrayBuffer())
		},
	}
}

/**
 * The `youtube-upload` job: the MP4 with its title, description (with the chapters, ending with the AI disclosure),
 * tags, language and category, declared as synthetic media, through a resumable upload that a later run goes on
 * with; then the 1280x720 thumbnail from the cover. The percent is shown while it runs, the video's link once done.
 */
export async function uploadEpisodeToYoutube(episodeId: string) {
	const episode = await prisma.episode.findUnique({ where: { id: episodeId }, select: episodeFields })
	if (!episode || (episode.youtubeStatus !== 'queued' && episode.youtubeStatus !== 'uploading')) return { skipped: true }
	const user = await prisma.user.findUniqueOrThrow({ where: { id: episode.userId }, select: userFields })
	const [missing] = missingFor(user, episode)
	if (missing) throw new YoutubeUploadRefused(missing)
	const [source, cover] = await Promise.all([storedVideo(episodeId), readFile(episodeFileKey(episodeId, 'cover.png'))])
	if (!source) throw new YoutubeUploadRefused('YOUTUBE_VIDEO_MISSING')
	if (!cover) throw new YoutubeUploadRefused('YOUTUBE_COVER_MISSING')
	const { client, config } = await youtubeClientFor(episode.userId).catch((error: unknown) => {
		throw error instanceof YoutubeNotConnectedError ? new YoutubeUploadRefused('YOUTUBE_NOT_CONNECTED') : error
	})
	let shown = -1
	try {
		const video = await uploadResumable({
			client,
			config,
			source,
			session: episode.youtubeUploadSession,
			metadata: {
				title: episode.youtubeTitle ?? episode.title,
				description: withDisclosureLine(
					episode.youtubeDescription ?? episode.description ?? '',
					youtubeDisclosureLine(episode.language as ScriptLanguage),
				),
				tags: episodeTags(storedScript(episode), episode.podcastName),
				language: LANGUAGES[episode.language] ?? 'es-ES',
				categoryId: CATEGORY_PEOPLE_AND_BLOGS,
				privacy:
					episode.youtubePrivacy === 'public' || episode.youtubePrivacy === 'unlisted' ? episode.youtubePrivacy : 'private',
			},
			onSession: (session) => youtubeSessionOpened(episodeId, session),
			onProgress: (sent, total) => {
				const percent = Math.floor((sent / total) * 100)
				if (percent > shown) {
					shown = percent
					void youtubeUploading(episodeId, percent)
				}
			},
		})
		await rememberChannel(episode.userId, video)
		try {
			await setThumbnail(client, config, video.id, await youtubeThumbnail(cover))
		} catch (error) {
			// the video is up: a channel that may not set custom thumbnails (not verified) keeps YouTube's own
			console.warn(
				`[youtube-upload] ${episodeId}: la miniatura no se pudo poner:`,
				error instanceof Error ? error.message : error,
			)
		}
		await youtubeUploaded(episodeId, { id: video.id, url: youtubeWatchUrl(video.id) })
		return { videoId: video.id }
	} catch (error) {
		const failure = youtubeError(error)
		if (failure.failure === 'invalid_grant') {
			await markYoutubeDisconnected(episode.userId)
			throw new YoutubeUploadRefused('YOUTUBE_AUTH_EXPIRED')
		}
		if (failure.failure === 'quota') throw new YoutubeUploadRefused('YOUTUBE_QUOTA_EXCEEDED', quotaResetParams())
		throw failure
	}
}

/** YouTube's daily quota starts again at midnight Pacific time: when that is, in Madrid's time. */
export function quotaResetParams(now = new Date()) {
	const pacific = new Intl.DateTimeFormat('en-CA', {
		timeZone: 'America/Los_Angeles',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	}).formatToParts(now)
	const part = (type: string) => Number(pacific.find((item) => item.type === type)!.value)
	const minutesToMidnight = (24 - part('hour')) * 60 - part('minute')
	const reset = new Date(Math.ceil((now.getTime() + minutesToMidnight * 60_000) / 60_000) * 60_000)
	const madrid = (options: Intl.DateTimeFormatOptions) =>
		new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', ...options }).format(reset)
	return { date: madrid({ day: 'numeric', month: 'long' }), time: madrid({ hour: '2-digit', minute: '2-digit' }) }
}

/** Refusals (missing conditions, expired authorisation, quota) fail at once; anything else is retried. */
export function isPermanentYoutubeError(error: unknown) {
	return error instanceof YoutubeUploadRefused
}

export async function giveUpYoutubeUpload(episodeId: string, error: unknown) {
	if (error instanceof YoutubeUploadRefused) await youtubeFailed(episodeId, error.code, error.params)
	else await youtubeFailed(episodeId, 'YOUTUBE_UPLOAD_FAILED')
	return { failed: true }
}
