import type { Podcast } from '#app/generated/prisma/client.ts'
import { hasFile, openFile } from '#app/integrations/storage/storage.server.ts'
import { hasEpisodeCaptions } from '#app/modules/captions/episode-captions.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { feedDescriptionHtml } from './feed-description.ts'
import { type FeedEpisode, publishedEpisodes, showLastChange } from './feed-episodes.server.ts'
import { openShowArtwork } from './feed-storage.server.ts'
import { feedArtworkUrl, feedItemUrl, feedUrl } from './feed-urls.ts'
import { podcastGuid } from './podcast-guid.ts'
import { buildRssFeed, type FeedChannel, type FeedItem, type FeedLanguage, type FeedPerson } from './rss-feed.ts'

/**
 * Where the feed's addresses point: APP_URL when it is set (behind a proxy the request may name an inner host),
 * else the request's own origin.
 */
export function feedOrigin(request: Request) {
	return getEnv().APP_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin
}

type Address = { origin: string; token: string }

/**
 * The show's feed as it is at `now`, and when it last changed (its Last-Modified and lastBuildDate). An item whose
 * MP3 is not in storage is left out: its enclosure's length could not be told.
 */
export async function showFeed(podcast: Podcast, address: Address, now = new Date()) {
	const [episodes, artwork, lastChange] = await Promise.all([
		publishedEpisodes(podcast, now),
		openShowArtwork(podcast),
		showLastChange(podcast, now),
	])
	const items = (await Promise.all(episodes.map((episode) => feedItem(podcast, episode, address)))).filter(
		(item) => item !== null,
	)
	const lastModified = new Date(Math.max(lastChange.getTime(), artwork?.stored.modifiedAt.getTime() ?? 0))
	const channel: FeedChannel = {
		title: podcast.name,
		description: podcast.description.trim() || podcast.name,
		link: `${address.origin}/`,
		feedUrl: feedUrl(address.origin, address.token),
		// from an address without the token, so that regenerating the token (a new feed address) keeps the show's guid
		guid: podcastGuid(`${address.origin}/feeds/${podcast.id}`),
		language: feedLanguage(podcast.language),
		author: podcast.author.trim() || podcast.name,
		ownerName: podcast.author.trim() || podcast.name,
		ownerEmail: podcast.ownerEmail.trim(),
		category: podcast.category,
		subcategory: podcast.subcategory,
		explicit: podcast.explicit,
		showType: podcast.showType === 'serial' ? 'serial' : 'episodic',
		artworkUrl: artwork && feedArtworkUrl(address.origin, address.token, artwork.version, artwork.extension),
		copyright: `© ${podcast.createdAt.getUTCFullYear()} ${podcast.author.trim() || podcast.name}`,
		lastBuildDate: lastModified,
	}
	return { xml: buildRssFeed(channel, items), lastModified }
}

async function feedItem(podcast: Podcast, episode: FeedEpisode, { origin, token }: Address): Promise<FeedItem | null> {
	const [mp3, captions, cover] = await Promise.all([
		openFile(episodeFileKey(episode.id, 'audio.mp3')),
		hasEpisodeCaptions(episode.id),
		hasFile(episodeFileKey(episode.id, 'cover.png')),
	])
	if (!mp3 || !episode.feedPublishAt) return null
	const url = (file: Parameters<typeof feedItemUrl>[3]) => feedItemUrl(origin, token, episode.feedGuid, file)
	return {
		guid: episode.feedGuid,
		title: episode.feedTitle?.trim() || episode.title,
		descriptionHtml: episode.feedDescription?.trim() || feedDescriptionHtml(episode.description),
		pubDate: episode.feedPublishAt,
		enclosure: { url: url('mp3'), length: mp3.size },
		durationSeconds: episode.duration,
		episode: episode.episodeNumber,
		season: episode.season,
		episodeType: episodeType(episode.feedEpisodeType),
		explicit: episode.feedExplicit ?? podcast.explicit,
		imageUrl: cover ? url('png') : null,
		transcripts: captions
			? [
					{ url: url('vtt'), type: 'text/vtt' },
					{ url: url('srt'), type: 'application/x-subrip' },
				]
			: [],
		chaptersUrl: url('json'),
		persons: persons(episode),
	}
}

/** The presenter as host, and the guest unless the episode is a monologue. */
function persons(episode: FeedEpisode): FeedPerson[] {
	const host = episode.presenterName?.trim()
	const guest = episode.isMonologue ? '' : episode.guestName?.trim()
	return [...(host ? [{ name: host, role: 'host' as const }] : []), ...(guest ? [{ name: guest, role: 'guest' as const }] : [])]
}

function feedLanguage(language: string): FeedLanguage {
	return language === 'es-419' || language === 'en' ? language : 'es-ES'
}

function episodeType(type: string): FeedItem['episodeType'] {
	return type === 'trailer' || type === 'bonus' ? type : 'full'
}
