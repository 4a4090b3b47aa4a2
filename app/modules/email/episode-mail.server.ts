import type { Tx } from '#app/utils/db.server.ts'
import { scheduleUserEmail } from './outbox.server.ts'

/**
 * How recently the episode page must have been open for a failure to count as seen there: the page asks for news
 * every 3 seconds (polling with JavaScript, a refresh without), so 30 seconds of silence means the user left.
 */
const SEEN_ON_PAGE_SECONDS = 30

/**
 * The episode-ready mail, when the episode is complete and its cover settled (made or failed), in the transition's
 * transaction. Keyed by the episode: a cover made again, or the video finishing later, sends nothing more.
 */
export async function scheduleEpisodeReadyMail(tx: Tx, episodeId: string) {
	const episode = await tx.episode.findUnique({
		where: { id: episodeId },
		select: { userId: true, step: true, title: true, podcastName: true, duration: true, coverStatus: true },
	})
	if (episode?.step !== 'complete' || episode.coverStatus === 'processing') return null
	return scheduleUserEmail(tx, episode.userId, {
		key: `episode-ready:${episodeId}`,
		kind: 'episode-ready',
		data: {
			episodeId,
			title: episode.title,
			podcastName: episode.podcastName,
			duration: Number(episode.duration) || 0,
			hasCover: episode.coverStatus === 'ready',
		},
	})
}

/** The state of an episode just before a failure is recorded (what decides whether to mail it). */
export type BeforeFailure = { userId: string; title: string; viewedAt: Date | null; updatedAt: Date; errorCode: string | null }

export const beforeFailureSelect = { userId: true, title: true, viewedAt: true, updatedAt: true, errorCode: true } as const

/**
 * The episode-failed mail, only when the user is not looking: a failure shown on the open episode page is not
 * mailed (the page was open within SEEN_ON_PAGE_SECONDS). One mail per failure: the key carries the moment the
 * failed run last changed the episode, and a failure recorded twice (a retried give-up) is not mailed again.
 */
export async function scheduleEpisodeFailedMail(tx: Tx, episodeId: string, before: BeforeFailure, now = new Date()) {
	if (before.errorCode) return null
	if (before.viewedAt && now.getTime() - before.viewedAt.getTime() < SEEN_ON_PAGE_SECONDS * 1000) return null
	return scheduleUserEmail(tx, before.userId, {
		key: `episode-failed:${episodeId}:${before.updatedAt.getTime()}`,
		kind: 'episode-failed',
		data: { episodeId, title: before.title },
	})
}
