import crypto from 'node:crypto'
import { prisma } from '#app/utils/db.server.ts'
import { open, seal } from '#app/utils/encryption.server.ts'

// The feed branch's stand-in for the shows branch's file of this name (same three functions, same signatures); the
// shows branch's version replaces it when both are merged.

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')
const sealContext = (podcastId: string) => `podcast-feed-token:${podcastId}`

/** The show's feed token: the one it has (unsealed), or a new one. */
export async function feedTokenFor(podcastId: string) {
	const podcast = await prisma.podcast.findUniqueOrThrow({ where: { id: podcastId }, select: { feedTokenSealed: true } })
	if (podcast.feedTokenSealed) return open(podcast.feedTokenSealed, sealContext(podcastId))
	return regenerateFeedToken(podcastId)
}

/** A new token for the show's feed: the old address stops working at once. */
export async function regenerateFeedToken(podcastId: string) {
	const token = crypto.randomBytes(24).toString('base64url')
	await prisma.podcast.update({
		where: { id: podcastId },
		data: { feedTokenHash: hashOf(token), feedTokenSealed: seal(token, sealContext(podcastId)) },
	})
	return token
}

/** The show whose feed token this is, or null (a made-up or revoked token). */
export async function findPodcastByFeedToken(token: string) {
	if (!token || token.length > 200) return null
	return prisma.podcast.findUnique({ where: { feedTokenHash: hashOf(token) } })
}
