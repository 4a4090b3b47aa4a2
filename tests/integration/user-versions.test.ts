import { expect, test } from 'vitest'
import { prisma } from '#app/utils/db.server.ts'

/**
 * user_versions counts every change to an account's rows, whoever writes them (ADR 0058): the signed-in page cache
 * answers a kept page only while the count it was rendered with is current.
 */
const versionOf = async (userId: string) => Number((await prisma.userVersion.findUnique({ where: { userId } }))?.version ?? 0)

const newUser = (name = 'cuenta') =>
	prisma.user.create({ data: { email: `${name}-${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })

const newEpisode = (userId: string, title = 'Episodio') =>
	prisma.episode.create({ data: { userId, title, podcastName: 'Ondas', script: '', status: 'completed' } })

test('every table that belongs to an account counts its changes: none is left out', async () => {
	// the tables with an account's id, and those that reach an account through a row of one of them
	const owned = await prisma.$queryRaw<{ table: string }[]>`
		SELECT DISTINCT c.table_name AS "table" FROM information_schema.columns c
		WHERE c.table_schema = 'public' AND c.column_name = 'userId' AND c.table_name <> 'user_versions'
		UNION SELECT 'users'
		UNION SELECT DISTINCT child.relname FROM pg_constraint fk
			JOIN pg_class child ON child.oid = fk.conrelid JOIN pg_class parent ON parent.oid = fk.confrelid
			JOIN information_schema.columns pc ON pc.table_name = parent.relname AND pc.column_name = 'userId'
			WHERE fk.contype = 'f' AND child.relname <> 'user_versions' AND NOT EXISTS (
				SELECT 1 FROM information_schema.columns cc WHERE cc.table_name = child.relname AND cc.column_name = 'userId')`
	const counted = await prisma.$queryRaw<{ table: string }[]>`
		SELECT DISTINCT c.relname AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
		WHERE t.tgname LIKE '%\\_count\\_change' AND t.tgdeferrable AND t.tginitdeferred`
	const countedNames = new Set(counted.map((row) => row.table))
	expect(owned.length).toBeGreaterThan(10)
	expect(owned.map((row) => row.table).filter((table) => !countedNames.has(table))).toEqual([])
})

test('a new row, a changed one and a deleted one each count, for their account only', async () => {
	const [owner, other] = [await newUser('dueña'), await newUser('otra')]
	const start = await versionOf(owner.id)
	const otherStart = await versionOf(other.id)
	expect(start).toBeGreaterThan(0)
	const episode = await newEpisode(owner.id)
	expect(await versionOf(owner.id)).toBe(start + 1)
	await prisma.$executeRaw`UPDATE episodes SET title = 'Otro título' WHERE id = ${episode.id}::uuid`
	expect(await versionOf(owner.id)).toBe(start + 2)
	await prisma.episodeDownload.create({ data: { episodeId: episode.id, file: 'audio.mp3' } })
	expect(await versionOf(owner.id)).toBe(start + 3)
	await prisma.episode.delete({ where: { id: episode.id } })
	expect(await versionOf(owner.id)).toBeGreaterThan(start + 3)
	await prisma.user.update({ where: { id: owner.id }, data: { firstName: 'Ana' } })
	expect(await versionOf(other.id)).toBe(otherStart)
})

test('a transaction counts when it commits, and not at all when it rolls back', async () => {
	const owner = await newUser()
	const start = await versionOf(owner.id)
	await prisma
		.$transaction(async (tx) => {
			await tx.episode.create({ data: { userId: owner.id, title: 'A', podcastName: 'Ondas', script: '' } })
			throw new Error('deshecho')
		})
		.catch(() => {})
	expect(await versionOf(owner.id)).toBe(start)
	await prisma.$transaction(async (tx) => {
		await tx.episode.create({ data: { userId: owner.id, title: 'B', podcastName: 'Ondas', script: '' } })
		// inside the transaction the count has not moved yet: it moves with the commit
		expect(Number((await tx.userVersion.findUnique({ where: { userId: owner.id } }))?.version ?? 0)).toBe(start)
	})
	expect(await versionOf(owner.id)).toBe(start + 1)
})

test('deleting an account deletes its rows by cascade, with nothing left to count', async () => {
	const owner = await newUser()
	const episode = await newEpisode(owner.id)
	await prisma.episodeDownload.create({ data: { episodeId: episode.id, file: 'audio.mp3' } })
	await prisma.user.delete({ where: { id: owner.id } })
	expect(await prisma.userVersion.findUnique({ where: { userId: owner.id } })).toBeNull()
	expect(await prisma.episode.count({ where: { userId: owner.id } })).toBe(0)
})

test('two transactions open at once on the same account’s rows both commit: the count is locked only at commit', async () => {
	const owner = await newUser()
	const [first, second] = [await newEpisode(owner.id, 'uno'), await newEpisode(owner.id, 'dos')]
	const start = await versionOf(owner.id)
	// each holds its own row until the other holds its own too; a count taken at each change would keep the second
	// waiting for the first's commit, and the first waits here for the second
	let release!: () => void
	const bothHoldOne = new Promise<void>((resolve) => {
		let holding = 0
		release = () => {
			holding += 1
			if (holding === 2) resolve()
		}
	})
	const change = (id: string) =>
		prisma.$transaction(async (tx) => {
			await tx.$executeRaw`UPDATE episodes SET title = title || '.' WHERE id = ${id}::uuid`
			release()
			await bothHoldOne
		})
	await Promise.all([change(first.id), change(second.id)])
	expect(await versionOf(owner.id)).toBe(start + 2)
})
