import { expect, test } from 'vitest'
import { hasFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { clearDemoEpisodes, deleteEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { libraryStats, listEpisodes, PAGE_SIZE } from './library.server.ts'
import { renameEpisode } from './rename-episode.server.ts'

async function user(data: { isDemoUser?: boolean } = {}) {
	return prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, ...data } })
}

async function episode(
	userId: string,
	data: { title: string; podcastName?: string; script?: string; duration?: number; at?: number },
) {
	return prisma.episode.create({
		data: {
			userId,
			title: data.title,
			podcastName: data.podcastName,
			script: data.script,
			duration: data.duration,
			createdAt: new Date(Date.UTC(2026, 0, 1) + (data.at ?? 0) * 60_000),
		},
	})
}

test('search ignores case and accents in title, podcast and script, and treats % and _ as text', async () => {
	const owner = await user()
	await episode(owner.id, { title: 'Canción del verano' })
	await episode(owner.id, { title: 'Otro', podcastName: 'Ñandú Radio' })
	await episode(owner.id, { title: 'Tercero', script: 'Un 100% de ÉXITO_total' })
	const titles = async (q: string) => (await listEpisodes(owner.id, { q })).episodes.map((e) => e.title)
	expect(await titles('CANCION')).toEqual(['Canción del verano'])
	expect(await titles('nandu')).toEqual(['Otro'])
	expect(await titles('exito_total')).toEqual(['Tercero'])
	expect(await titles('100%')).toEqual(['Tercero'])
	expect(await titles('_')).toEqual(['Tercero'])
	expect(await titles('%')).toEqual(['Tercero'])
	expect(await titles('')).toHaveLength(3)
})

test('pages hold the newest first; stats count everything; other users are not seen', async () => {
	const owner = await user()
	const other = await user()
	await episode(other.id, { title: 'Ajeno', duration: 999 })
	for (let i = 0; i < PAGE_SIZE + 2; i++) await episode(owner.id, { title: `Episodio ${i}`, duration: 60, at: i })
	const first = await listEpisodes(owner.id, { page: 1 })
	expect(first.episodes).toHaveLength(PAGE_SIZE)
	expect(first.hasMore).toBe(true)
	expect(first.episodes[0]!.title).toBe(`Episodio ${PAGE_SIZE + 1}`)
	const second = await listEpisodes(owner.id, { page: 2 })
	expect(second.episodes.map((e) => e.title)).toEqual(['Episodio 1', 'Episodio 0'])
	expect(second.hasMore).toBe(false)
	expect(await libraryStats(owner.id)).toEqual({ episodes: PAGE_SIZE + 2, seconds: (PAGE_SIZE + 2) * 60 })
})

test("another user's episode is a 404 and cannot be renamed or deleted; deleting removes the files", async () => {
	const owner = await user()
	const intruder = await user()
	const { id } = await episode(owner.id, { title: 'Mío' })
	await putFile(`episodes/${id}/audio.mp3`, Buffer.from('mp3'))
	const request = new Request(`http://localhost/library/${id}/delete`)
	await expect(requireOwnEpisode(intruder.id, id, { request, select: { id: true } })).rejects.toMatchObject({ status: 404 })
	expect(await requireOwnEpisode(owner.id, id, { request, select: { title: true } })).toEqual({ title: 'Mío' })
	expect(await renameEpisode(intruder.id, id, 'Robado')).toBe(false)
	expect(await deleteEpisode(intruder.id, id)).toBe(false)
	expect(await prisma.episode.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: 'Mío' })
	expect(await hasFile(`episodes/${id}/audio.mp3`)).toBe(true)
	await deleteEpisode(owner.id, id)
	expect(await hasFile(`episodes/${id}/audio.mp3`)).toBe(false)
	expect(await prisma.episode.count({ where: { id } })).toBe(0)
})

test("a demo user's earlier episodes go once a new one exists; regular users keep theirs", async () => {
	const demo = await user({ isDemoUser: true })
	const old = await episode(demo.id, { title: 'Antiguo' })
	const fresh = await episode(demo.id, { title: 'Nuevo', at: 1 })
	await clearDemoEpisodes(demo.id, { except: fresh.id })
	expect((await prisma.episode.findMany({ where: { userId: demo.id } })).map((e) => e.id)).toEqual([fresh.id])
	expect(await prisma.episode.count({ where: { id: old.id } })).toBe(0)
	const regular = await user()
	await episode(regular.id, { title: 'Se queda' })
	const latest = await episode(regular.id, { title: 'Último', at: 1 })
	await clearDemoEpisodes(regular.id, { except: latest.id })
	expect(await prisma.episode.count({ where: { userId: regular.id } })).toBe(2)
})
