import { expect, test } from 'vitest'
import { Prisma } from '#app/generated/prisma/client.ts'
import { episodeListQuery } from '#app/modules/library/library.server.ts'
import { currentPeriodStart } from '#app/modules/quota/billing-period.ts'
import { prisma } from '#app/utils/db.server.ts'

/**
 * The statements of the signed-in pages and the JSON API, planned by PostgreSQL on an account of 10,000 episodes
 * (beside other accounts' 20,000): each reaches the account's rows through an index, never by reading the whole
 * episodes or usage_ledger table. The rows are written with generate_series, in a few statements.
 */
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] }

async function plan(statement: Prisma.Sql) {
	const [row] = await prisma.$queryRaw<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(
		Prisma.sql`EXPLAIN (FORMAT JSON) ${statement}`,
	)
	const nodes: PlanNode[] = []
	const walk = (node: PlanNode) => {
		nodes.push(node)
		for (const child of node.Plans ?? []) walk(child)
	}
	walk(row!['QUERY PLAN'][0]!.Plan)
	return nodes
}

/** The tables a plan reads whole, and the indexes it uses. */
async function scans(statement: Prisma.Sql) {
	const nodes = await plan(statement)
	return {
		wholeTables: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
		indexes: nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
	}
}

async function seed() {
	const [owner, other] = await Promise.all(
		['dueña', 'otra'].map((name) =>
			prisma.user.create({ data: { email: `${name}-${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } }),
		),
	)
	const shows = await Promise.all(
		['Ondas Internas', 'Radio Equipo'].map((name) => prisma.podcast.create({ data: { userId: owner!.id, name } })),
	)
	await prisma.$executeRaw`
		INSERT INTO "episodes" ("userId", "title", "podcastName", "podcastId", "episodeNumber", "duration", "script", "step",
			"status", "audioUrl", "createdAt", "updatedAt")
		SELECT ${owner!.id}::uuid, 'Episodio ' || n, 'Ondas Internas', (ARRAY[${shows[0]!.id}::uuid, ${shows[1]!.id}::uuid, NULL])[1 + n % 3],
			n, 300 + n % 300, 'Guion del episodio ' || n, 'complete', 'completed', '/media/episodes/x/audio.mp3',
			now() - n * interval '1 hour', now()
		FROM generate_series(1, 9500) AS n`
	// 500 versions of the newest originals (issue 25)
	await prisma.$executeRaw`
		INSERT INTO "episodes" ("userId", "title", "versionOfId", "language", "step", "status", "createdAt", "updatedAt")
		SELECT "userId", "title" || ' (English)', "id", 'english', 'complete', 'completed', "createdAt" + interval '1 minute', now()
		FROM "episodes" WHERE "userId" = ${owner!.id}::uuid ORDER BY "createdAt" DESC LIMIT 500`
	await prisma.$executeRaw`
		INSERT INTO "episodes" ("userId", "title", "step", "status", "duration", "createdAt", "updatedAt")
		SELECT ${other!.id}::uuid, 'Ajeno ' || n, 'complete', 'completed', 60, now() - n * interval '1 minute', now()
		FROM generate_series(1, 20000) AS n`
	// a ledger row for each of the owner's episodes, over the last months
	const period = currentPeriodStart(owner!.billingPeriodStart)
	await prisma.$executeRaw`
		INSERT INTO "usage_ledger" ("userId", "episodeId", "periodStart")
		SELECT "userId", "id", ${period}::timestamptz - (row_number() OVER () % 12) * interval '1 month'
		FROM "episodes" WHERE "userId" IN (${owner!.id}::uuid, ${other!.id}::uuid)`
	await prisma.$executeRawUnsafe('VACUUM ANALYZE "episodes", "usage_ledger", "podcasts", "users"')
	expect(await prisma.episode.count({ where: { userId: owner!.id } })).toBe(10_000)
	return { userId: owner!.id, period }
}

test('the library, the API list, the stats, the versions, the month count and the creation form use indexes', async () => {
	const { userId, period } = await seed()
	const newest = await prisma.episode.findMany({
		where: { userId, versionOfId: null },
		orderBy: { createdAt: 'desc' },
		take: 24,
		select: { id: true },
	})
	const statements: Record<string, Prisma.Sql> = {
		'library, first page': episodeListQuery(userId, { grouped: true }),
		'library, page 40': episodeListQuery(userId, { grouped: true, page: 40 }),
		'API list, first page': episodeListQuery(userId, {}),
		'API list, page 40': episodeListQuery(userId, { page: 40 }),
		'library stats': Prisma.sql`SELECT count(*), sum("duration") FROM "episodes" WHERE "userId" = ${userId}::uuid`,
		'versions of a page': Prisma.sql`
			SELECT "id", "title", "language", "step", "audioUrl", "versionOfId" FROM "episodes"
			WHERE "userId" = ${userId}::uuid AND "versionOfId" IN (${Prisma.join(newest.map(({ id }) => Prisma.sql`${id}::uuid`))})
			ORDER BY "createdAt" ASC, "id" ASC`,
		'month count (quota)': Prisma.sql`
			SELECT count(*) FROM "usage_ledger" WHERE "userId" = ${userId}::uuid AND "periodStart" = ${period}::timestamptz`,
		'creation form: next number of each show': Prisma.sql`
			SELECT "podcastId", max("episodeNumber") FROM "episodes"
			WHERE "userId" = ${userId}::uuid AND "podcastId" IS NOT NULL GROUP BY "podcastId"`,
		'creation form: show of the latest episode': Prisma.sql`
			SELECT "podcastId" FROM "episodes" WHERE "userId" = ${userId}::uuid AND "podcastId" IS NOT NULL
			ORDER BY "createdAt" DESC LIMIT 1`,
	}
	const found: Record<string, Awaited<ReturnType<typeof scans>>> = {}
	for (const [name, statement] of Object.entries(statements)) found[name] = await scans(statement)
	for (const [name, { wholeTables, indexes }] of Object.entries(found)) {
		expect({ name, wholeTables }).toEqual({ name, wholeTables: [] })
		expect(indexes.length, name).toBeGreaterThan(0)
	}
})
