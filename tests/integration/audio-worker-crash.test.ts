import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { hasFile, listFiles, readFile } from '#app/integrations/storage/storage.server.ts'
import { spokenDisclosure } from '#app/modules/audio/ai-disclosure.ts'
import { episodeLines } from '#app/modules/audio/episode-lines.ts'
import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { episodeSpeechProvider } from '#app/modules/audio/speech-providers.server.ts'
import { lineCacheKey } from '#app/modules/audio/synthesise-lines.server.ts'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { approve } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { storedScript } from '#app/modules/episodes/episode-script.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { startBoss } from '#app/utils/queue.server.ts'
import { type ElevenLabsFake, startElevenLabsFake } from '#tests/fakes/elevenlabs-fake.ts'
import { type AppProcess, startNodeScript } from '#tests/support/app-process.ts'

// "Kill the worker process (SIGKILL) in the middle of an audio job → a new worker finishes it, each line is
// synthesised once, one MP3 results." The workers are real `node jobs/main.ts` processes against this file's database
// and data folder; the speech API is the ElevenLabs fake behind a gate (see startGate) that answers the first
// ANSWERED_BEFORE_KILL lines and then holds every request, so the kill always lands with lines done and lines in flight.

const SPEECH_CONCURRENCY = 2
const ANSWERED_BEFORE_KILL = 3
const ROOT = path.resolve(import.meta.dirname, '../..')

type SpeechCall = { key: string; afterKill: boolean; delivered: boolean }

let fake: ElevenLabsFake
let gate: Awaited<ReturnType<typeof startGate>>
const workers: WorkerProcess[] = []
beforeAll(async () => {
	fake = await startElevenLabsFake()
	gate = await startGate(fake.url)
})
afterAll(async () => {
	for (const worker of workers) {
		if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL')
		await worker.exited
	}
	await gate?.close()
	await fake?.close()
})

const content = [
	'La formación continua reduce la rotación de los perfiles técnicos en las empresas medianas.',
	'Un estudio de la Universidad de Salamanca sigue a trescientas plantillas durante cinco años.',
	'Las empresas que dedican dos horas semanales a aprender retienen más a sus ingenieros jóvenes.',
	'La mentoría interna funciona mejor cuando el mentor no es el jefe directo de la persona.',
	'El aprendizaje entre compañeros cuesta poco y se adapta a los problemas reales de cada equipo.',
	'Medir el impacto exige datos desde el principio, no una encuesta de satisfacción al final del curso.',
	'Los planes de carrera visibles explican buena parte de la diferencia entre unas empresas y otras.',
	'La formación obligatoria y genérica apenas cambia nada si nadie la conecta con el trabajo diario.',
	'Las pymes pueden compartir programas de formación a través de su asociación sectorial.',
	'El primer paso es preguntar a los equipos qué les impide hacer mejor su trabajo.',
].join(' ')

const episode: NewEpisode = {
	title: 'Talento que se queda',
	podcastName: 'Ondas',
	presenterName: 'Lucía',
	guestName: 'Diego',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	presenterVoiceId: 'el-Es1Lucia',
	guestVoiceId: 'el-Mx1Diego',
	content,
	urls: [],
	files: [],
}

const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })

test('a worker SIGKILLed mid-audio: a new worker finishes the job, each line synthesised once, one MP3', {
	timeout: 120_000,
}, async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const { id } = await createEpisode(user.id, episode)

	// The first worker writes the script (local composer), then starts on the audio.
	const first = startWorkerProcess()
	await expect
		.poll(
			async () => {
				if (!first.alive()) throw new Error(`the first worker exited:\n${first.output()}`)
				return (await load(id)).step
			},
			{ timeout: 60_000, interval: 200 },
		)
		.toBe('preview')
	const scripted = await load(id)
	// the episode is in no show: it opens with the spoken AI disclosure
	const lines = episodeLines(
		storedScript(scripted)!,
		{ presenter: scripted.presenterVoiceId, guest: scripted.guestVoiceId },
		{ disclosure: spokenDisclosure(scripted.language as ScriptLanguage) },
	)
	// the providers hear each line's speakable text
	const spoken = (text: string) => speakableText(text, scripted.language as ScriptLanguage)
	const distinct = new Set(lines.map((line) => lineKey(line.voiceId, spoken(line.text))))
	expect(distinct.size).toBeGreaterThan(ANSWERED_BEFORE_KILL + SPEECH_CONCURRENCY + 2) // really the middle of the job
	await approve(user.id, id)

	// Mid-job: the answered lines are in the line cache and both of the worker's slots wait on the API.
	const providerId = episodeSpeechProvider().id
	const cached = (key: string) => {
		const [voiceId, text] = key.split('\u0000') as [string, string]
		return hasFile(`${lineCacheKey(`speech-cache/${id}`, providerId, { voiceId, text })}.mp3`)
	}
	await expect
		.poll(
			async () => {
				if (!first.alive()) throw new Error(`the first worker exited:\n${first.output()}`)
				const answered = gate.calls.filter((call) => call.delivered)
				const stored = await Promise.all(answered.map((call) => cached(call.key)))
				return { answered: answered.length, stored: stored.filter(Boolean).length, held: gate.held() }
			},
			{ timeout: 60_000, interval: 100 },
		)
		.toEqual({ answered: ANSWERED_BEFORE_KILL, stored: ANSWERED_BEFORE_KILL, held: SPEECH_CONCURRENCY })
	first.child.kill('SIGKILL')
	await first.exited
	const answeredBeforeKill = new Set(gate.calls.filter((call) => call.delivered).map((call) => call.key))
	gate.open()

	// pg-boss would hand the job to another worker only once the dead one's claim lapses: its heartbeat (30 s) is
	// missed, and a supervisor's next maintenance run (every minute or so) fails it into `retry`. Waiting for that would
	// make this test last minutes, so the test does that step itself with pg-boss's own `fail()` — the same
	// delete-and-reinsert as the heartbeat check (failJobs), so the job goes to `retry` with the queue's backoff
	// (5–10 s) and its retry count, and is fetched by the next worker exactly as after a real heartbeat timeout.
	const boss = await startBoss()
	const [job] = await boss.findJobs('episode-audio', { data: { episodeId: id } })
	expect(job).toMatchObject({ state: 'active', retryCount: 0 })
	expect(await boss.fail('episode-audio', job!.id, { message: 'worker killed (audio-worker-crash test)' })).toMatchObject({
		affected: 1,
	})

	const second = startWorkerProcess()
	await expect
		.poll(
			async () => {
				if (!second.alive()) throw new Error(`the second worker exited:\n${second.output()}`)
				return (await load(id)).step
			},
			{ timeout: 90_000, interval: 200 },
		)
		.toBe('complete')
	// pg-boss settles the job once the handler returns, just after the episode's own transaction
	await expect
		.poll(async () => (await boss.findJobs('episode-audio', { id: job!.id }))[0], { timeout: 10_000, interval: 100 })
		.toMatchObject({ state: 'completed', retryCount: 1 })

	// One MP3, whole.
	const mp3s = (await listFiles(`episodes/${id}`)).filter((file) => file.key.endsWith('.mp3'))
	expect(mp3s.map((file) => file.key)).toEqual([episodeFileKey(id, 'audio.mp3')])
	const info = await probeMedia((await readFile(episodeFileKey(id, 'audio.mp3')))!)
	expect(info.formatName).toBe('mp3')
	expect(info.durationSeconds).toBeGreaterThan(0)

	// Each line synthesised once: one answered request per distinct line, over both workers.
	const answered = gate.calls.filter((call) => call.delivered).map((call) => call.key)
	expect(answered).toHaveLength(distinct.size)
	expect(new Set(answered)).toEqual(distinct)
	// What the dead worker had got back was not asked for again; only the lines in flight at the kill were.
	const askedAgain = gate.calls.filter((call) => call.afterKill && answeredBeforeKill.has(call.key))
	expect(askedAgain).toEqual([])
	expect(gate.calls.length).toBeLessThanOrEqual(distinct.size + SPEECH_CONCURRENCY)
	expect(fake.speechRequests()).toHaveLength(answered.length) // the held requests never reached the fake
})

function lineKey(voiceId: string, text: string) {
	return `${voiceId}\u0000${text}`
}

/**
 * A proxy in front of the fake, where the workers' ELEVENLABS_BASE_URL points. It records every text-to-speech
 * request (voice and text), forwards the first ANSWERED_BEFORE_KILL of them and holds the rest unanswered until
 * `open()` (after the kill, when the held requests' worker is gone, so they are never answered). A fixed delay per
 * request would leave the moment of the kill to timing; the gate makes "some lines done, the rest in flight"
 * certain. Other routes pass straight through.
 */
async function startGate(target: string) {
	const calls: SpeechCall[] = []
	let isOpen = false
	let holding = 0
	const server = http.createServer(async (req, res) => {
		try {
			const chunks: Buffer[] = []
			for await (const chunk of req) chunks.push(chunk as Buffer)
			const body = Buffer.concat(chunks)
			const speech = req.method === 'POST' && req.url?.match(/\/v1\/text-to-speech\/([^/?]+)/)
			if (speech) {
				const { text } = JSON.parse(body.toString('utf8')) as { text: string }
				const call = { key: lineKey(`el-${decodeURIComponent(speech[1]!)}`, text), afterKill: isOpen, delivered: false }
				calls.push(call)
				const admitted = calls.filter((c) => !c.afterKill).length <= ANSWERED_BEFORE_KILL
				if (!isOpen && !admitted) {
					holding++
					req.socket.once('close', () => holding--)
					return // held: its worker is killed while waiting
				}
				res.once('finish', () => {
					call.delivered = true
				})
			}
			const answer = await fetch(`${target}${req.url}`, {
				method: req.method,
				headers: Object.fromEntries(
					Object.entries(req.headers).filter(
						(entry): entry is [string, string] => typeof entry[1] === 'string' && !['host', 'connection'].includes(entry[0]),
					),
				),
				...(body.length > 0 && { body }),
			})
			const payload = Buffer.from(await answer.arrayBuffer())
			res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' })
			res.end(payload)
		} catch (error) {
			res.writeHead(502, { 'content-type': 'text/plain' })
			res.end(`gate: ${(error as Error).message}`)
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		calls,
		held: () => holding,
		open: () => {
			isOpen = true
		},
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections()
				server.close((error) => (error ? reject(error) : resolve()))
			}),
	}
}

type WorkerProcess = AppProcess & { alive: () => boolean }

/** `node jobs/main.ts` (npm run worker) on this test file's database and data folder, speaking through the gate. */
function startWorkerProcess(): WorkerProcess {
	const started = startNodeScript(
		'jobs/main.ts',
		{
			...process.env,
			NODE_ENV: 'test',
			DATABASE_URL: process.env.DATABASE_URL,
			DATA_DIR: process.env.DATA_DIR,
			ELEVENLABS_API_KEY: fake.apiKey,
			ELEVENLABS_BASE_URL: gate.url,
			SPEECH_CONCURRENCY: String(SPEECH_CONCURRENCY),
			// the local script writer, whatever the surrounding environment holds
			OPENAI_API_KEY: '',
			OPENAI_BASE_URL: '',
			SHUTDOWN_TIMEOUT_SECONDS: '1',
		},
		ROOT,
	)
	const worker = { ...started, alive: () => started.child.exitCode === null && started.child.signalCode === null }
	workers.push(worker)
	return worker
}
