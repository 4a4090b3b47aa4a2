import { prisma } from '#app/utils/db.server.ts'
import type { EpisodeFile } from './episode-files.ts'

/** The files whose download counts as a download of the episode (its cover and preview do not). */
const COUNTED: ReadonlySet<EpisodeFile> = new Set(['audio.mp3', 'video.mp4'])

/**
 * Whether an answer to a `?download=1` request is one download: a GET that sends the file from its first byte. A
 * download manager's later ranges, a HEAD and a 304 (the browser already has it) are parts of one, or none.
 */
export function isOneDownload(request: Request, response: Response) {
	if (request.method !== 'GET') return false
	if (response.status === 200) return true
	return response.status === 206 && /^bytes 0-/.test(response.headers.get('Content-Range') ?? '')
}

/** A player's first look at a file (its ID3 tag, its length) reads fewer bytes than this: no listen yet. */
const PROBE_BYTES = 1024

/**
 * Whether an answer to a podcast app is one listener's download: a GET whose bytes include the file's first
 * kilobyte's end. Players ask for the file in parts — Apple Podcasts sends «bytes=0-1» and then «bytes=0-», others
 * read the tag first and then the rest — and exactly one part of a download covers that byte; a HEAD, a 304, a
 * probe of the first bytes and a later range never count.
 */
export function isOneListen(request: Request, response: Response) {
	if (request.method !== 'GET') return false
	if (response.status === 200) return true
	const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')
	if (response.status !== 206 || !range) return false
	const [start, end, size] = range.slice(1).map(Number) as [number, number, number]
	const marker = Math.min(PROBE_BYTES, size - 1)
	return start <= marker && end >= marker
}

/** Counts one download of an episode's audio or video: the episode's total, and a dated row for the weekly report. */
export async function recordDownload(episodeId: string, file: EpisodeFile) {
	if (!COUNTED.has(file)) return
	await prisma.$transaction([
		prisma.episode.update({ where: { id: episodeId }, data: { downloads: { increment: 1 } } }),
		prisma.episodeDownload.create({ data: { episodeId, file } }),
	])
}

/** What a download through the show's RSS feed is logged as (the weekly report counts it with the others). */
export const FEED_DOWNLOAD_FILE = 'feed-mp3'

/**
 * Counts one download of a published episode's MP3 by a podcast app, through its show's feed: a dated row for the
 * weekly report. The episode's `downloads` total stays the owner's own downloads.
 */
export async function recordFeedDownload(episodeId: string) {
	await prisma.episodeDownload.create({ data: { episodeId, file: FEED_DOWNLOAD_FILE } })
}

/** How many times a user's episodes were downloaded from `from` (included) to `to` (excluded). */
export function downloadsBetween(userId: string, from: Date, to: Date) {
	return prisma.episodeDownload.count({ where: { episode: { userId }, downloadedAt: { gte: from, lt: to } } })
}
