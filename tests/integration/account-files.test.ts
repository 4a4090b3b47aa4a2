import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { deleteAccount } from '#app/modules/account/delete-account.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { defineEpisodeJob } from '#jobs/define-episode-job.ts'
import { handleAccountPurge, handleDemoExpiry } from '#jobs/handlers/maintenance.ts'

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

/** An account with an episode and a file in every folder an account can have. */
async function accountWithFiles(data: { isDemoUser?: boolean; demoExpiresAt?: Date; deletionScheduledAt?: Date } = {}) {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, ...data } })
	const episode = await prisma.episode.create({ data: { userId: user.id, title: 'Con ficheros', podcastName: 'Ondas' } })
	const keys = [
		`avatars/${user.id}/avatar.webp`,
		`uploads/${user.id}/${crypto.randomUUID()}.pdf`,
		`podcasts/${user.id}/${crypto.randomUUID()}/artwork-0123456789abcdef.jpg`,
		`episodes/${episode.id}/audio.mp3`,
		`episodes/${episode.id}/cover.png`,
		`speech-cache/${episode.id}/linea.mp3`,
	]
	for (const key of keys) await putFile(key, Buffer.from('datos'))
	return { user, episode, keys }
}

/** Every file in the storage folder, as a person listing it would see it. */
async function storage() {
	const root = path.join(dataDir(), 'storage')
	return fs
		.readdirSync(root, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
		.sort()
}

test('deleting an account leaves none of its files on disk, and every other account keeps its own', async () => {
	const other = await accountWithFiles()
	const gone = await accountWithFiles()
	expect(await storage()).toEqual(expect.arrayContaining([...other.keys, ...gone.keys]))
	await deleteAccount(gone.user.id)
	const after = await storage()
	for (const key of gone.keys) expect(after).not.toContain(key)
	expect(after).toEqual(expect.arrayContaining(other.keys))
})

test('expired demos and accounts whose deletion came take their files with them', async () => {
	const demo = await accountWithFiles({ isDemoUser: true, demoExpiresAt: daysAgo(1) })
	const liveDemo = await accountWithFiles({ isDemoUser: true, demoExpiresAt: daysAgo(-1) })
	const scheduled = await accountWithFiles({ deletionScheduledAt: daysAgo(1) })
	expect(await handleDemoExpiry()).toEqual({ deleted: 1 })
	expect((await handleAccountPurge()).users).toBe(1)
	const after = await storage()
	for (const key of [...demo.keys, ...scheduled.keys]) expect(after).not.toContain(key)
	expect(after).toEqual(expect.arrayContaining(liveDemo.keys))
	expect(await prisma.user.count({ where: { id: { in: [demo.user.id, scheduled.user.id] } } })).toBe(0)
})

test('a job that finishes after its episode was deleted leaves no file behind', async () => {
	const { episode } = await accountWithFiles()
	await prisma.episode.delete({ where: { id: episode.id } })
	const lateJob = defineEpisodeJob('episode-cover', {
		run: async ({ episodeId }) => putFile(`episodes/${episodeId}/cover.webp`, Buffer.from('tarde')),
	})
	await lateJob([{ id: crypto.randomUUID(), name: 'episode-cover', data: { episodeId: episode.id }, retryCount: 0 } as never])
	expect((await storage()).filter((key) => key.includes(episode.id))).toEqual([])
})

test('stored files can be read only by the app: folders 0700, files 0600', async () => {
	const { keys } = await accountWithFiles()
	const root = path.join(dataDir(), 'storage')
	expect(fs.statSync(root).mode & 0o777).toBe(0o700)
	for (const key of keys) {
		expect(fs.statSync(path.join(root, key)).mode & 0o777).toBe(0o600)
		expect(fs.statSync(path.dirname(path.join(root, key))).mode & 0o777).toBe(0o700)
	}
})

test('temporary upload files left by a request that never finished are removed by the daily purge after an hour', async () => {
	const folder = path.join(dataDir(), 'tmp', 'uploads')
	fs.mkdirSync(folder, { recursive: true })
	const stale = path.join(folder, 'interrumpido')
	const fresh = path.join(folder, 'en-curso')
	fs.writeFileSync(stale, 'medio documento')
	fs.writeFileSync(fresh, 'subiendo')
	const twoHoursAgo = daysAgo(2 / 24)
	fs.utimesSync(stale, twoHoursAgo, twoHoursAgo)
	expect((await handleAccountPurge()).temporaryUploads).toBe(1)
	expect(fs.existsSync(stale)).toBe(false)
	expect(fs.existsSync(fresh)).toBe(true)
})
