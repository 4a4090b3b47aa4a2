import crypto from 'node:crypto'
import { prisma } from '#app/utils/db.server.ts'
import { open, seal } from '#app/utils/encryption.server.ts'

/**
 * A show's feed is served without a session at /feeds/<token>.xml: the token is the key (ADR 0053). It is 32 random
 * bytes in base64url (43 characters). The database keeps its SHA-256 (hex), which finds the show, and the token
 * sealed with the app's key (AES-GCM, for this show only), so the owner's page can show the address again. Both are
 * made when the address is first needed; regenerating replaces both, and the old token finds nothing from then on.
 */

const TOKEN_BYTES = 32
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Sealed for its own show: a value copied to another show's row does not open. */
const sealedFor = (podcastId: string) => `podcast-feed:${podcastId}`

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

function newToken() {
	const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url')
	return { token, hash: hashOf(token) }
}

/** The show's feed token, made (and stored) the first time it is asked for. */
export async function feedTokenFor(podcastId: string): Promise<string> {
	const podcast = await prisma.podcast.findUniqueOrThrow({ where: { id: podcastId }, select: { feedTokenSealed: true } })
	if (podcast.feedTokenSealed) return open(podcast.feedTokenSealed, sealedFor(podcastId))
	const { token, hash } = newToken()
	// only where there is none yet: two first requests at once both end with the one token stored
	const { count } = await prisma.podcast.updateMany({
		where: { id: podcastId, feedTokenHash: null },
		data: { feedTokenHash: hash, feedTokenSealed: seal(token, sealedFor(podcastId)) },
	})
	return count === 1 ? token : feedTokenFor(podcastId)
}

/** A new feed token for the show; the old address stops working at once (404). */
export async function regenerateFeedToken(podcastId: string): Promise<string> {
	const { token, hash } = newToken()
	await prisma.podcast.update({
		where: { id: podcastId },
		data: { feedTokenHash: hash, feedTokenSealed: seal(token, sealedFor(podcastId)) },
	})
	console.info(`[podcasts] dirección del feed renovada (pódcast ${podcastId})`)
	return token
}

/** The show whose feed token this is; null for a token that is malformed, unknown or replaced. */
export async function findPodcastByFeedToken(token: string) {
	if (!TOKEN_PATTERN.test(token)) return null
	return prisma.podcast.findUnique({ where: { feedTokenHash: hashOf(token) } })
}
