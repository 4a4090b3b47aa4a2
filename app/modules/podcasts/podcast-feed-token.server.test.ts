import crypto from 'node:crypto'
import { expect, test } from 'vitest'
import { prisma } from '#app/utils/db.server.ts'
import { feedTokenFor, findPodcastByFeedToken, regenerateFeedToken } from './podcast-feed-token.server.ts'

async function newShow(name = 'Ondas Internas') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	return prisma.podcast.create({ data: { userId: user.id, name, ownerEmail: user.email } })
}

test('a show gets its token when first asked for, the same one after; the database keeps only its hash and sealed form', async () => {
	const show = await newShow()
	const token = await feedTokenFor(show.id)
	expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
	expect(await feedTokenFor(show.id)).toBe(token)
	const row = await prisma.podcast.findUniqueOrThrow({ where: { id: show.id } })
	expect(row.feedTokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'))
	expect(row.feedTokenSealed).toMatch(/^v1\./)
	expect(row.feedTokenSealed).not.toContain(token)
	expect((await findPodcastByFeedToken(token))?.id).toBe(show.id)
})

test('two first requests at once end with one token', async () => {
	const show = await newShow()
	const tokens = await Promise.all(Array.from({ length: 5 }, () => feedTokenFor(show.id)))
	expect(new Set(tokens).size).toBe(1)
	expect((await findPodcastByFeedToken(tokens[0]!))?.id).toBe(show.id)
})

test('regenerating replaces the token: the old one finds nothing at once, the new one finds the show', async () => {
	const show = await newShow()
	const old = await feedTokenFor(show.id)
	const fresh = await regenerateFeedToken(show.id)
	expect(fresh).not.toBe(old)
	expect(await findPodcastByFeedToken(old)).toBeNull()
	expect((await findPodcastByFeedToken(fresh))?.id).toBe(show.id)
	expect(await feedTokenFor(show.id)).toBe(fresh)
})

test('unknown, malformed and empty tokens find nothing; a sealed token copied to another show does not open there', async () => {
	const [show, other] = [await newShow(), await newShow('Otra')]
	const token = await feedTokenFor(show.id)
	for (const wrong of [crypto.randomBytes(32).toString('base64url'), `${token}x`, token.slice(1), '', '../../etc/passwd']) {
		expect(await findPodcastByFeedToken(wrong)).toBeNull()
	}
	const { feedTokenSealed } = await prisma.podcast.findUniqueOrThrow({ where: { id: show.id } })
	await prisma.podcast.update({ where: { id: other.id }, data: { feedTokenSealed, feedTokenHash: 'copia' } })
	await expect(feedTokenFor(other.id)).rejects.toThrow(/otro usuario|dañado/)
})
