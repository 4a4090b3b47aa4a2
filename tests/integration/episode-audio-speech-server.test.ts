import fs from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { approve } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { episodeError } from '#app/modules/episodes/episode-view.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { getVoiceSample } from '#app/modules/voices/voice-sample.server.ts'
import { loader as sampleLoader } from '#app/routes/resources.voices.$voiceId.sample.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { parseEnv, resetEnv } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { type OpenAIFake, startOpenAIFake } from '#tests/fakes/openai-fake.ts'
import { type OpenAISpeechFake, startOpenAISpeechFake } from '#tests/fakes/openai-speech-fake.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

/**
 * An operator who writes with one service and speaks with another: the writer is a local model server
 * (OPENAI_BASE_URL, no key), the voices a Kokoro-FastAPI-like speech server at its own address, set up with the
 * README's recipe (its model, voices and concurrency; SPEECH_BASE_URL the fake's, and a key of its own here so that
 * the two clients can be told apart).
 */

/** The variables the README's Kokoro-FastAPI command sets, but the address. */
function readmeRecipe() {
	const readme = fs.readFileSync('README.md', 'utf8')
	const section = readme.split('### A local speech server')[1]!.split('\n## ')[0]!
	const command = /```sh\n([\s\S]*?)```/.exec(section)![1]!.replace(/\\\n\s*/g, ' ')
	const value = (name: string) => new RegExp(`${name}='?([^' ]+)'?`).exec(command)![1]!
	return {
		SPEECH_MODEL: value('SPEECH_MODEL'),
		SPEECH_VOICES: value('SPEECH_VOICES'),
		SPEECH_CONCURRENCY: value('SPEECH_CONCURRENCY'),
	}
}
const recipe = readmeRecipe()

const paragraph = (topic: string, n: number) =>
	Array.from(
		{ length: 8 },
		(_, i) => `La ${topic} mejora el trabajo de los equipos según el informe ${n * 8 + i + 1} publicado este año en España.`,
	).join(' ')

/** Says the sources' sentences back as a dialogue of about the words asked for, as a well-behaved model would. */
function answerInLines(user: string) {
	if (!user.includes('<<<')) return 'PRESENTADOR: Bienvenidos a Ondas Internas.\nINVITADO: Gracias, Dora.'
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
let writer: OpenAIFake
let speech: OpenAISpeechFake
const SPEECH_KEY = 'fake-speech-key'

beforeAll(async () => {
	writer = await startOpenAIFake((request) => ({ content: answerInLines(request.body.messages[1]!.content) }))
	const voices = parseEnv({ SPEECH_BASE_URL: 'http://localhost:8880/v1', ...recipe }).SPEECH_VOICES
	speech = await startOpenAISpeechFake({ apiKey: SPEECH_KEY, voices: voices.map((entry) => entry.voice) })
	delete process.env.OPENAI_API_KEY
	Object.assign(process.env, { OPENAI_BASE_URL: writer.url, SPEECH_BASE_URL: speech.url, SPEECH_API_KEY: SPEECH_KEY, ...recipe })
	resetEnv()
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(10)
	await writer.close()
	await speech.close()
	for (const name of ['OPENAI_BASE_URL', 'SPEECH_BASE_URL', 'SPEECH_API_KEY', ...Object.keys(recipe)]) {
		delete process.env[name]
	}
	resetEnv()
})

const episode: NewEpisode = {
	title: 'Trabajar mejor',
	podcastName: 'Ondas Internas',
	presenterName: 'Dora',
	guestName: 'Álex',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	presenterVoiceId: 'srv-ef_dora',
	guestVoiceId: 'srv-em_alex',
	content: [paragraph('comunicación interna', 0), paragraph('formación continua', 1)].join('\n\n'),
	urls: [],
	files: [],
}

const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })
async function until(id: string, done: (e: Awaited<ReturnType<typeof load>>) => boolean, timeout = 60_000) {
	await expect.poll(async () => done(await load(id)), { timeout, interval: 200 }).toBe(true)
	return load(id)
}

const newUser = () => prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })

/** Neither service hears of the other: the writer is asked for text only, the speech server for speech only. */
function expectApart() {
	expect(writer.requests.length).toBeGreaterThan(0)
	expect(writer.requests.every((request) => request.path === '/v1/chat/completions')).toBe(true)
	expect(writer.requests.every((request) => request.headers.authorization === 'Bearer no-key')).toBe(true)
	expect(speech.requests.every((request) => request.path === '/v1/audio/speech')).toBe(true)
	expect(speech.requests.every((request) => request.headers.authorization === `Bearer ${SPEECH_KEY}`)).toBe(true)
}

test("the voice library offers the server's voices, each with a sample the server speaks once", async () => {
	writer.reset()
	speech.reset()
	const user = await newUser()
	const castellano = (await userVoices(user.id, 'castellano')).filter((voice) => voice.voice_id.startsWith('srv-'))
	expect(castellano.map(({ voice_id, name, labels }) => ({ voice_id, name, labels }))).toEqual([
		{ voice_id: 'srv-ef_dora', name: 'Dora', labels: { language: 'castellano', accent: 'España', gender: 'female' } },
		{ voice_id: 'srv-em_alex', name: 'Álex', labels: { language: 'castellano', accent: 'España', gender: 'male' } },
	])

	const sample = await getVoiceSample('srv-ef_dora', user.id)
	expect(sample.equals(speech.mp3)).toBe(true)
	expect(speech.speechRequests().map((request) => request.body)).toEqual([
		{ model: 'kokoro', voice: 'ef_dora', input: 'Hola, soy Dora. Así sonará mi voz en tu podcast.', response_format: 'mp3' },
	])
	expect((await getVoiceSample('srv-ef_dora', user.id)).equals(sample)).toBe(true)
	expect(speech.requests).toHaveLength(1) // the second time, from storage
	expect(writer.requests).toHaveLength(0)

	// another model on the server: the sample is spoken again by it
	process.env.SPEECH_MODEL = 'kokoro-v2'
	resetEnv()
	try {
		await getVoiceSample('srv-ef_dora', user.id)
		expect(speech.speechRequests().map((request) => request.body.model)).toEqual([recipe.SPEECH_MODEL, 'kokoro-v2'])
	} finally {
		process.env.SPEECH_MODEL = recipe.SPEECH_MODEL
		resetEnv()
	}
})

test('an episode written by one server and spoken by the other, end to end', async () => {
	writer.reset()
	speech.reset()
	const user = await newUser()
	const { id } = await createEpisode(user.id, episode)
	const preview = await until(id, (e) => e.step !== 'generating')
	expect(preview).toMatchObject({ step: 'preview', errorCode: null })
	expect(preview.script).toContain('Álex: La comunicación interna mejora el trabajo')

	await approve(user.id, id)
	const done = await until(id, (e) => e.step !== 'audio')
	expect(done).toMatchObject({ step: 'complete', errorCode: null })
	const info = await probeMedia((await readFile(episodeFileKey(id, 'audio.mp3')))!)
	expect(info.formatName).toBe('mp3')
	expect(info.durationSeconds).toBeGreaterThan(1)

	const lines = (done.scriptData as { sections: { lines: { speaker: string }[] }[] }).sections.flatMap((section) => section.lines)
	const spoken = speech.speechRequests().map((request) => request.body)
	expect(new Set(spoken.map((body) => body.voice))).toEqual(new Set(['ef_dora', 'em_alex']))
	expect(spoken.every((body) => body.model === 'kokoro')).toBe(true)
	// each distinct line once (the preview's lines come from the cache), and not more than the script has
	expect(spoken.length).toBeLessThanOrEqual(lines.length)
	expect(spoken.some((body) => body.voice === 'em_alex' && body.input?.startsWith('La comunicación interna'))).toBe(true)
	expectApart()
})

// every line tried 4 times inside each run, and the run itself 3 times with pg-boss's backoff (5, 10 s): slow on purpose
test('a speech server that is down: back to preview with "Error al generar el audio", a log line naming it', {
	timeout: 150_000,
}, async () => {
	const closed = await new Promise<number>((resolve) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
	const down = `http://127.0.0.1:${closed}/v1`
	process.env.SPEECH_BASE_URL = down
	resetEnv()
	try {
		writer.reset()
		speech.reset()
		const user = await newUser()
		const { id } = await createEpisode(user.id, episode)
		// the writer is another service: it still writes the script
		expect(await until(id, (e) => e.step !== 'generating')).toMatchObject({ step: 'preview', errorCode: null })

		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		await approve(user.id, id)
		const failed = await until(id, (e) => e.step !== 'audio', 120_000)
		const [prefix, payload, error] = logged.mock.calls.find((call) => call[0] === '[episode-audio]') ?? []
		logged.mockRestore()
		expect([prefix, payload]).toEqual(['[episode-audio]', JSON.stringify({ episodeId: id })])
		expect((error as Error).message).toMatch(`El servidor de voz ${down} no respondió`)

		expect(failed).toMatchObject({ step: 'preview', errorCode: 'AUDIO_FAILED' })
		expect(errorTextIn('es', episodeError(failed)!)).toBe('Error al generar el audio')
		expect(failed.script).not.toBeNull()
		expect((await getQuota(user.id)).used).toBe(0)
		expect(speech.requests).toHaveLength(0)
		expectApart()

		// a voice's sample asked for meanwhile: said plainly, to be tried again, never a 500
		const sampleRequest = new Request('http://localhost/resources/voices/srv-em_alex/sample', {
			headers: { cookie: await cookieFor(user.id) },
		})
		const sampleLog = vi.spyOn(console, 'error').mockImplementation(() => {})
		const sample = await Promise.resolve(
			sampleLoader({ request: sampleRequest, params: { voiceId: 'srv-em_alex' }, context: {} } as never),
		).catch((thrown: unknown) => thrown as Response)
		expect(sampleLog.mock.calls[0]?.[0]).toMatch(/La muestra de la voz srv-em_alex no se pudo generar/)
		sampleLog.mockRestore()
		expect(sample.status).toBe(503)
		expect(sample.headers.get('Retry-After')).toBe('30')
		expect(await sample.text()).toBe('No se pudo generar la vista previa. Inténtalo de nuevo en unos minutos.')
	} finally {
		process.env.SPEECH_BASE_URL = speech.url
		resetEnv()
	}
})
