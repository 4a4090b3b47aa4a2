import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { QuotaExceededError, regenerate } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { episodeError } from '#app/modules/episodes/episode-view.server.ts'
import type { SourceWarning } from '#app/modules/episodes/source-types.ts'
import { errorTextIn, sourceWarningTextIn } from '#app/modules/errors/error-text.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { getBoss } from '#app/utils/queue.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'

const paragraph = (topic: string, n: number) => spanishParagraph(`la ${topic}`, 8, n * 8)

let worker: Worker
let server: http.Server
let base: string
beforeAll(async () => {
	process.env.CONTENT_FETCH_ALLOW_LOOPBACK = 'true' // the test's web page lives on 127.0.0.1
	resetEnv()
	server = http.createServer((req, res) => {
		if (req.url === '/articulo') {
			res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
			res.end(
				`<html><head><title>Comunicación interna</title></head><body><article><h1>Comunicación interna</h1><p>${paragraph('comunicación interna', 1)}</p><p>${paragraph('formación continua', 2)}</p></article></body></html>`,
			)
		} else {
			res.writeHead(404).end()
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(5)
	await new Promise((resolve) => server.close(resolve))
})

async function user(planId = 'esencial') {
	return prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
}

const episode = (overrides: Partial<NewEpisode> = {}): NewEpisode => ({
	title: 'Trabajar mejor',
	podcastName: 'Ondas Internas',
	presenterName: 'Lucía',
	guestName: 'Mateo',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	presenterVoiceId: 'local-es-presentador',
	guestVoiceId: 'local-es-invitada',
	content: paragraph('energía solar', 0),
	urls: [],
	files: [],
	...overrides,
})

async function settled(id: string) {
	await expect
		.poll(async () => (await prisma.episode.findUniqueOrThrow({ where: { id } })).step, { timeout: 30_000 })
		.not.toBe('generating')
	return prisma.episode.findUniqueOrThrow({ where: { id } })
}

test('pasted text, a web page and a document become a script ready to preview; one quota unit is used', async () => {
	const owner = await user()
	await putFile(`uploads/${owner.id}/notas.txt`, Buffer.from(paragraph('canción ñandú', 3), 'latin1'))
	const { id } = await createEpisode(
		owner.id,
		episode({
			urls: [`${base}/articulo`, `${base}/no-existe`, '  '],
			files: [{ name: 'notas.txt', key: `uploads/${owner.id}/notas.txt`, size: 1 }],
		}),
	)
	const done = await settled(id)
	expect(done).toMatchObject({ step: 'preview', status: 'preview', progress: 50, errorCode: null })
	expect(done.script).toMatch(/^## Introducción\nLucía: /)
	expect(done.script).toContain('Mateo: ')
	const text = JSON.stringify(done.scriptData)
	expect(text).toContain('energía solar')
	expect(text).toMatch(/comunicación interna|formación continua/)
	expect(done.sourceWarnings).toEqual([{ source: `${base}/no-existe`, code: 'URL_HTTP_ERROR', params: { status: 404 } }])
	expect(sourceWarningTextIn('es', (done.sourceWarnings as [SourceWarning])[0])).toBe(
		'La página respondió con un error (HTTP 404).',
	)
	expect(await getQuota(owner.id)).toEqual({ used: 1, limit: 2 })
})

test('not enough content: back to the input step with the Spanish message, values kept, quota refunded', async () => {
	const owner = await user()
	const { id } = await createEpisode(owner.id, episode({ content: 'Muy poco texto. Nada más.' }))
	const done = await settled(id)
	expect(done).toMatchObject({ step: 'input', status: 'failed', title: 'Trabajar mejor', content: 'Muy poco texto. Nada más.' })
	expect(done.errorCode).toBe('NOT_ENOUGH_CONTENT')
	expect(errorTextIn('es', episodeError(done)!)).toBe(
		'Error al generar el episodio: No hay contenido suficiente para escribir el guion: añade más texto o documentos.',
	)
	expect(await getQuota(owner.id)).toEqual({ used: 0, limit: 2 })
})

test('with no quota left nothing is created and no job is queued', async () => {
	const owner = await user()
	await createEpisode(owner.id, episode())
	await createEpisode(owner.id, episode())
	await expect(createEpisode(owner.id, episode({ title: 'Tercero' }))).rejects.toBeInstanceOf(QuotaExceededError)
	expect(await prisma.episode.count({ where: { userId: owner.id, title: 'Tercero' } })).toBe(0)
	const jobs = await getBoss().boss.findJobs('episode-script')
	expect(jobs.length).toBeGreaterThanOrEqual(2)
	expect(await prisma.episode.count({ where: { userId: owner.id } })).toBe(2)
})

test('one voice makes a monologue', async () => {
	const owner = await user()
	const { id } = await createEpisode(owner.id, episode({ guestVoiceId: null }))
	const done = await settled(id)
	expect(done.isMonologue).toBe(true)
	expect(done.script).not.toContain('Mateo: ')
})

test('regenerating writes another take and uses no quota; a failed one keeps the previous script', async () => {
	const owner = await user()
	const { id } = await createEpisode(owner.id, episode())
	const first = await settled(id)
	await regenerate(id)
	const second = await settled(id)
	expect(second).toMatchObject({ step: 'preview', progress: 50, scriptTake: 2, errorCode: null })
	expect(second.script).not.toBe(first.script)
	expect(await getQuota(owner.id)).toEqual({ used: 1, limit: 2 })

	await prisma.episode.update({ where: { id }, data: { content: 'Fuente perdida.' } })
	await regenerate(id)
	const failed = await settled(id)
	expect(failed).toMatchObject({ step: 'preview', status: 'preview', progress: 50, errorCode: 'REGENERATION_FAILED' })
	expect(errorTextIn('es', episodeError(failed)!)).toBe('Error al regenerar el guión')
	expect(failed.script).toBe(second.script)
	expect(await getQuota(owner.id)).toEqual({ used: 1, limit: 2 })
})
