import fs from 'node:fs'
import { expect, test } from 'vitest'
import { prisma } from '#app/utils/db.server.ts'
import { newEpisode } from '../support/new-episode.ts'

const MIGRATION = 'prisma/migrations/20261125060000_podcast_shows/migration.sql'

/** The migration's data step: the statements after the tables are made (every podcast name becomes a show). */
function dataStep() {
	const sql = fs.readFileSync(MIGRATION, 'utf8')
	const start = sql.indexOf('INSERT INTO "podcasts"')
	expect(start).toBeGreaterThan(0)
	return sql
		.slice(start)
		.replace(/--.*$/gm, '')
		.split(';')
		.filter((statement) => statement.trim())
}

test("each user's distinct podcast names become their shows, every episode in its show with its number", async () => {
	const ana = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, firstName: 'Ana', lastName: 'Ruiz' },
	})
	const bea = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	const rows = [
		{ userId: ana.id, podcastName: 'Ondas Internas', episodeNumber: 1, language: 'castellano' },
		{ userId: ana.id, podcastName: ' Ondas Internas ', episodeNumber: 2, language: 'castellano' },
		// the same show typed in another case: one show, spelt as most of its episodes are
		{ userId: ana.id, podcastName: 'ondas internas', episodeNumber: 5, language: 'castellano' },
		{ userId: ana.id, podcastName: 'Ventas & Café', episodeNumber: 7, language: 'latino' },
		{ userId: ana.id, podcastName: 'Ventas & Café', episodeNumber: null, language: 'latino' },
		{ userId: ana.id, podcastName: null, episodeNumber: 3, language: 'castellano' },
		{ userId: ana.id, podcastName: '   ', episodeNumber: 4, language: 'castellano' },
		{ userId: bea.id, podcastName: 'Ondas Internas', episodeNumber: 12, language: 'english' },
	]
	const ids: string[] = []
	for (const row of rows) ids.push((await prisma.episode.create({ data: newEpisode(row.userId, row), select: { id: true } })).id)

	for (const statement of dataStep()) await prisma.$executeRawUnsafe(statement)

	const shows = await prisma.podcast.findMany({
		where: { userId: { in: [ana.id, bea.id] } },
		orderBy: [{ userId: 'asc' }, { name: 'asc' }],
		select: { userId: true, name: true, author: true, ownerEmail: true, language: true },
	})
	expect(shows).toHaveLength(3)
	expect(shows).toEqual(
		expect.arrayContaining([
			{ userId: ana.id, name: 'Ondas Internas', author: 'Ana Ruiz', ownerEmail: ana.email, language: 'es-ES' },
			{ userId: ana.id, name: 'Ventas & Café', author: 'Ana Ruiz', ownerEmail: ana.email, language: 'es-419' },
			// no name on the account: the show's own name is its author
			{ userId: bea.id, name: 'Ondas Internas', author: 'Ondas Internas', ownerEmail: bea.email, language: 'en' },
		]),
	)
	const episodes = await prisma.episode.findMany({
		where: { id: { in: ids } },
		select: { id: true, episodeNumber: true, podcastName: true, podcast: { select: { userId: true, name: true } } },
	})
	const byId = new Map(episodes.map((episode) => [episode.id, episode]))
	rows.forEach((row, i) => {
		const episode = byId.get(ids[i]!)!
		// nothing is lost: every number stays, every named episode is in its own user's show
		expect(episode.episodeNumber).toBe(row.episodeNumber)
		const name = row.podcastName?.trim()
		expect(episode.podcast?.userId).toBe(name ? row.userId : undefined)
		expect(episode.podcast?.name.toLowerCase()).toBe(name ? name.toLowerCase() : undefined)
		// and its podcast name is its show's
		if (episode.podcast) expect(episode.podcastName).toBe(episode.podcast.name)
	})
})
