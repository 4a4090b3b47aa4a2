import { afterAll, beforeAll, expect, test } from 'vitest'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeError } from '#app/modules/episodes/episode-view.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { type OpenAIFake, startOpenAIFake } from '#tests/fakes/openai-fake.ts'

/**
 * The script job with a local model server configured as the README's recipe does (OPENAI_BASE_URL alone, no key),
 * against a Chat Completions fake: one that follows the line format, and one that never does.
 */

const paragraph = (topic: string, n: number) =>
	Array.from(
		{ length: 8 },
		(_, i) => `La ${topic} mejora el trabajo de los equipos según el informe ${n * 8 + i + 1} publicado este año en España.`,
	).join(' ')

/** Says the sources' sentences back as a dialogue of about the words asked for, as a well-behaved model would. */
function answerInLines(user: string) {
	if (!user.includes('<<<')) return 'PRESENTADOR: Bienvenidos a Ondas Internas.\nINVITADO: Gracias, Lucía.'
	const sources = user.split('<<<\n')[1]!.split('\n>>>')[0]!.split('\n')
	const words = Number(/unas (\d+) palabras/.exec(user)![1])
	const lines: string[] = []
	let said = 0
	for (const sentence of sources) {
		if (said >= words) break
		lines.push('PRESENTADOR: ¿Y qué más?', `INVITADO: ${sentence}`)
		said += 3 + sentence.split(' ').length
	}
	return lines.join('\n')
}

let worker: Worker
let fake: OpenAIFake
let mode: 'lines' | 'prose' = 'lines'
beforeAll(async () => {
	fake = await startOpenAIFake((request) => ({
		content:
			mode === 'lines'
				? answerInLines(request.body.messages[1]!.content)
				: 'La comunicación interna es muy importante para los equipos de hoy.',
	}))
	process.env.OPENAI_BASE_URL = fake.url
	delete process.env.OPENAI_API_KEY
	resetEnv()
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(5)
	await fake.close()
})

const episode = (): NewEpisode => ({
	title: 'Trabajar mejor',
	podcastName: 'Ondas Internas',
	presenterName: 'Lucía',
	guestName: 'Mateo',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	presenterVoiceId: 'local-es-presentador',
	guestVoiceId: 'local-es-invitada',
	content: [paragraph('comunicación interna', 0), paragraph('formación continua', 1)].join('\n\n'),
	urls: [],
	files: [],
})

async function settled(id: string) {
	await expect
		.poll(async () => (await prisma.episode.findUniqueOrThrow({ where: { id } })).step, { timeout: 30_000 })
		.not.toBe('generating')
	return prisma.episode.findUniqueOrThrow({ where: { id } })
}

test('a local model server with no key writes the script, chapter by chapter, in plain lines', async () => {
	mode = 'lines'
	fake.reset()
	const owner = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const { id } = await createEpisode(owner.id, episode())
	const done = await settled(id)
	expect(done).toMatchObject({ step: 'preview', errorCode: null })
	expect(done.script).toMatch(/^## Introducción\nLucía: Bienvenidos a Ondas Internas\./)
	expect(done.script).toContain('Mateo: La comunicación interna mejora el trabajo')
	expect(fake.requests[0]!.headers.authorization).toBe('Bearer no-key')
	expect(fake.requests.every((request) => request.body.response_format === undefined)).toBe(true)
})

test('a model that never answers in lines: the coded error at once, no retries, the quota unit back', async () => {
	mode = 'prose'
	fake.reset()
	const owner = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const { id } = await createEpisode(owner.id, episode())
	const done = await settled(id)
	expect(done).toMatchObject({ step: 'input', status: 'failed', errorCode: 'MODEL_SCRIPT_UNUSABLE' })
	expect(errorTextIn('es', episodeError(done)!)).toMatch(/^Error al generar el episodio: el modelo de IA no devolvió un guion/)
	// the intro and its one repair: the job is not run again
	expect(fake.requests).toHaveLength(2)
	expect(await getQuota(owner.id)).toEqual({ used: 0, limit: 2 })
})
