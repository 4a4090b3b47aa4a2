import type { Podcast } from '#app/generated/prisma/client.ts'
import { openFile } from '#app/integrations/storage/storage.server.ts'
import { episodeCaptions } from '#app/modules/captions/episode-captions.server.ts'
import { isOneListen, recordFeedDownload } from '#app/modules/episodes/episode-downloads.server.ts'
import { downloadName, episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { prisma } from '#app/utils/db.server.ts'
import { documentResponse, mediaResponse } from '#app/utils/media-response.server.ts'
import { jsonChapters } from './feed-chapters.ts'
import { publishedEpisode } from './feed-episodes.server.ts'
import { episodeMp3Chapters, openShowArtwork } from './feed-storage.server.ts'
import { type FeedItemFile, feedItemFiles } from './feed-urls.ts'
import { findPodcastByFeedToken } from './podcast-feed-token.server.ts'
import { showFeed } from './show-feed.server.ts'

/**
 * How long caches may keep what the feed serves: the feed itself briefly (a scheduled episode appears at its time,
 * an unpublished one goes, within five minutes), the files of an item a day (they change only when the episode's
 * audio is made again, and then their ETag does).
 */
const FEED_CACHE = 'public, max-age=300'
const FILE_CACHE = 'public, max-age=86400'

/** The show the token opens, or null for a made-up or regenerated one. */
export async function showByFeedToken(token: string) {
	const found = await findPodcastByFeedToken(token)
	return found ? prisma.podcast.findUnique({ where: { id: found.id } }) : null
}

/** The feed: RSS 2.0 with its validators (the ETag is a hash of the document, so it changes when anything in it does). */
export async function feedResponse(request: Request, podcast: Podcast, address: { origin: string; token: string }) {
	const { xml, lastModified } = await showFeed(podcast, address)
	return documentResponse(request, xml, {
		contentType: 'application/rss+xml; charset=utf-8',
		cacheControl: FEED_CACHE,
		lastModified,
	})
}

/**
 * One file of a published item: the MP3 (by ranges; the part that covers its first kilobyte's end is one listener's
 * download, isOneListen),
 * its cover, its captions (WebVTT, SRT) or its JSON chapters. null: the guid is not one of this show's published
 * items, or the file is not there.
 */
export async function feedItemFileResponse(request: Request, podcast: Podcast, guid: string, file: FeedItemFile) {
	const episode = await publishedEpisode(podcast, guid, new Date())
	if (!episode) return null
	const contentType = feedItemFiles[file]
	if (file === 'mp3' || file === 'png') {
		const stored = await openFile(episodeFileKey(episode.id, file === 'mp3' ? 'audio.mp3' : 'cover.png'))
		if (!stored) return null
		const response = mediaResponse(
			request,
			{ size: stored.size, etag: `"${stored.size}-${stored.modifiedAt.getTime()}"`, read: stored.stream },
			{
				contentType,
				cacheControl: FILE_CACHE,
				lastModified: stored.modifiedAt,
				...(file === 'mp3' && { fileName: downloadName(episode.feedTitle?.trim() || episode.title, 'audio.mp3') }),
			},
		)
		if (file === 'mp3' && isOneListen(request, response)) await recordFeedDownload(episode.id)
		return response
	}
	const body = file === 'json' ? await chaptersJson(episode.id) : await episodeCaptions(episode.id, file)
	if (body === null) return null
	return documentResponse(request, body, { contentType, cacheControl: FILE_CACHE })
}

async function chaptersJson(episodeId: string) {
	const chapters = await episodeMp3Chapters(episodeId)
	return chapters && JSON.stringify(jsonChapters(chapters))
}

/** The show's artwork, by ranges (Apple Podcasts asks HEAD and ranges of artwork too). null: none. */
export async function artworkResponse(request: Request, podcast: Podcast) {
	const artwork = await openShowArtwork(podcast)
	if (!artwork) return null
	const { stored, contentType } = artwork
	return mediaResponse(
		request,
		{ size: stored.size, etag: `"${stored.size}-${stored.modifiedAt.getTime()}"`, read: stored.stream },
		{ contentType, cacheControl: FILE_CACHE, lastModified: stored.modifiedAt },
	)
}
