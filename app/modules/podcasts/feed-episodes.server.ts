import type { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

type Show = { id: string; userId: string }

/**
 * The episodes a show's feed carries at `now`: its owner's (an episode moved to another account's show never shows),
 * complete with their audio, and published no later than now (a scheduled one appears at its time, an unpublished
 * one not at all). A deleted episode is gone with its row; a deleted account takes its shows and episodes with it.
 */
export function publishedIn(show: Show, now: Date): Prisma.EpisodeWhereInput {
	return { podcastId: show.id, userId: show.userId, feedPublishAt: { lte: now }, step: 'complete', audioUrl: { not: null } }
}

const feedEpisodeSelect = {
	id: true,
	feedGuid: true,
	title: true,
	feedTitle: true,
	description: true,
	feedDescription: true,
	feedPublishAt: true,
	duration: true,
	episodeNumber: true,
	season: true,
	feedEpisodeType: true,
	feedExplicit: true,
	presenterName: true,
	guestName: true,
	isMonologue: true,
	updatedAt: true,
} satisfies Prisma.EpisodeSelect

export type FeedEpisode = Prisma.EpisodeGetPayload<{ select: typeof feedEpisodeSelect }>

/** The show's published episodes, the latest first. */
export function publishedEpisodes(show: Show, now: Date) {
	return prisma.episode.findMany({
		where: publishedIn(show, now),
		select: feedEpisodeSelect,
		orderBy: [{ feedPublishAt: 'desc' }, { createdAt: 'desc' }],
	})
}

/** One published episode of the show by its item guid, or null (not this show's, not published, malformed). */
export function publishedEpisode(show: Show, guid: string, now: Date) {
	if (!isUuid(guid)) return Promise.resolve(null)
	return prisma.episode.findFirst({ where: { ...publishedIn(show, now), feedGuid: guid }, select: feedEpisodeSelect })
}

/**
 * When anything of the show's last changed: the show, any of its episodes (published, edited, unpublished or being
 * made) and the latest publication that has come. It only moves forward, except when an episode is deleted.
 */
export async function showLastChange(show: Show & { updatedAt: Date }, now: Date) {
	const [edited, published] = await Promise.all([
		prisma.episode.aggregate({ where: { podcastId: show.id }, _max: { updatedAt: true } }),
		prisma.episode.aggregate({ where: publishedIn(show, now), _max: { feedPublishAt: true } }),
	])
	const moments = [show.updatedAt, edited._max.updatedAt, published._max.feedPublishAt].filter((date) => date !== null)
	return new Date(Math.max(...moments.map((date) => date.getTime())))
}
