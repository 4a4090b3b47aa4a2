import net from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { type ElevenLabsFake, elevenLabsError, startElevenLabsFake } from '#tests/fakes/elevenlabs-fake.ts'
import { createElevenLabs, type ElevenLabsApi } from './client.server.ts'
import { elevenLabsSdk } from './sdk.server.ts'
import { elevenLabsSpeechProvider } from './speech.server.ts'

let fake: ElevenLabsFake
let client: ElevenLabsApi

beforeAll(async () => {
	fake = await startElevenLabsFake()
	client = createElevenLabs({ apiKey: fake.apiKey, baseUrl: fake.url })
})

afterAll(async () => {
	await fake.close()
})

beforeEach(() => fake.reset())

const provider = () => elevenLabsSpeechProvider(client, { modelId: 'eleven_multilingual_v2' })
const lucia = 'el-Es1Lucia'
/** synthesiseLines' attempts per line (MAX_ATTEMPTS there). */
const MAX_ATTEMPTS = 4

/** One line through synthesiseLines, with a cache folder of its own so that nothing is served from an earlier test. */
function speakOneLine(cacheName: string, text = 'Hola y bienvenidos a Ondacast.') {
	return synthesiseLines({
		language: 'castellano',
		lines: [{ voiceId: lucia, text }],
		provider: provider(),
		cachePrefix: `speech-cache/${cacheName}`,
		baseDelayMs: 5,
	})
}

test('a line comes back as the MP3 the API sent, asked for without the prefix, with the key and the model', async () => {
	const { audio, format } = await provider().synthesise({ voiceId: lucia, text: 'Hola, ¿qué tal?' })
	expect(format).toBe('mp3')
	expect(audio.equals(fake.mp3)).toBe(true)
	expect(audioFormatOf(audio)).toBe('mp3')
	expect(await probeMedia(audio)).toMatchObject({ formatName: 'mp3', streams: [{ codecName: 'mp3', sampleRate: 44_100 }] })

	const [request, ...others] = fake.speechRequests()
	expect(others).toHaveLength(0)
	expect(request).toMatchObject({
		method: 'POST',
		path: '/v1/text-to-speech/Es1Lucia',
		query: { output_format: 'mp3_44100_128' },
		body: { text: 'Hola, ¿qué tal?', model_id: 'eleven_multilingual_v2' },
	})
	expect(request!.headers['xi-api-key']).toBe(fake.apiKey)
	expect(provider().id).toBe('elevenlabs:eleven_multilingual_v2')
})

test('a 429 is tried again after its Retry-After, and the second answer is used: 2 calls', async () => {
	fake.failNext({
		status: 429,
		headers: { 'retry-after': '1' },
		body: elevenLabsError('too_many_concurrent_requests', 'Too many concurrent requests.'),
	})
	const started = Date.now()
	const [audio] = await speakOneLine('rate-limited')
	expect(Date.now() - started).toBeGreaterThanOrEqual(950)
	expect(audio!.equals(fake.mp3)).toBe(true)
	expect(fake.speechRequests()).toHaveLength(2)
})

test('a 429 is rate_limited, with Retry-After in seconds or as a date; the SDK does not retry it itself', async () => {
	// A client with the SDK's default retries (2): the provider still makes a single request.
	const eager = elevenLabsSpeechProvider(new (elevenLabsSdk().ElevenLabsClient)({ apiKey: fake.apiKey, baseUrl: fake.url }))
	fake.failNext({ status: 429, headers: { 'retry-after': '7' }, body: elevenLabsError('system_busy', 'Busy.') })
	const error = await eager.synthesise({ voiceId: lucia, text: 'Uno.' }).catch((thrown: unknown) => thrown)
	expect(error).toBeInstanceOf(SpeechProviderError)
	expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 7 })
	expect(fake.speechRequests()).toHaveLength(1)

	const inTenSeconds = new Date(Date.now() + 10_000).toUTCString()
	fake.failNext({ status: 429, headers: { 'retry-after': inTenSeconds }, body: elevenLabsError('system_busy', 'Busy.') })
	const dated = (await provider()
		.synthesise({ voiceId: lucia, text: 'Dos.' })
		.catch((thrown: unknown) => thrown)) as SpeechProviderError
	expect(dated.kind).toBe('rate_limited')
	expect(dated.retryAfterSeconds).toBeGreaterThan(7)
	expect(dated.retryAfterSeconds).toBeLessThanOrEqual(10)
})

test('no credits left (quota_exceeded, as 401 or 429, or a 402) fails at once as credits_exhausted', async () => {
	const quota = elevenLabsError('quota_exceeded', 'This request exceeds your quota of 10000. You have 12 credits remaining.')
	fake.failNext({ status: 401, body: quota })
	await expect(speakOneLine('no-credits')).rejects.toMatchObject({
		name: 'SpeechProviderError',
		kind: 'credits_exhausted',
		status: 401,
	})
	expect(fake.speechRequests()).toHaveLength(1)

	fake.failNext({ status: 429, body: quota }, { status: 402, body: { detail: { code: 'payment_required', message: 'Pay.' } } })
	await expect(provider().synthesise({ voiceId: lucia, text: 'Uno.' })).rejects.toMatchObject({ kind: 'credits_exhausted' })
	await expect(provider().synthesise({ voiceId: lucia, text: 'Dos.' })).rejects.toMatchObject({
		kind: 'credits_exhausted',
		status: 402,
	})
})

test('a 500 every time is a server error after the last attempt', async () => {
	fake.failNext(...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 500, body: { detail: 'Internal Server Error' } })))
	await expect(speakOneLine('always-500')).rejects.toMatchObject({ kind: 'server', status: 500 })
	expect(fake.speechRequests()).toHaveLength(MAX_ATTEMPTS)
})

test('other 4xx are invalid and not tried again: a wrong key, an unknown voice, a voice of another provider', async () => {
	const wrongKey = elevenLabsSpeechProvider(createElevenLabs({ apiKey: 'not-the-key', baseUrl: fake.url }))
	const badKey = (await wrongKey
		.synthesise({ voiceId: lucia, text: 'Hola.' })
		.catch((thrown: unknown) => thrown)) as SpeechProviderError
	expect(badKey).toMatchObject({ kind: 'invalid', status: 401 })
	expect(badKey.message).toContain('ELEVENLABS_API_KEY')
	expect(fake.speechRequests()[0]!.headers['xi-api-key']).toBe('not-the-key')

	await expect(provider().synthesise({ voiceId: 'el-Nobody', text: 'Hola.' })).rejects.toMatchObject({
		kind: 'invalid',
		status: 404,
	})
	await expect(provider().synthesise({ voiceId: 'local-es-presentador', text: 'Hola.' })).rejects.toMatchObject({
		kind: 'invalid',
	})
	expect(fake.speechRequests()).toHaveLength(2)
})

test('no answer at all (nothing listening) is a server error, worth another try', async () => {
	const closed = await new Promise<number>((resolve) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
	const unreachable = elevenLabsSpeechProvider(createElevenLabs({ apiKey: 'x', baseUrl: `http://127.0.0.1:${closed}` }))
	await expect(unreachable.synthesise({ voiceId: lucia, text: 'Hola.' })).rejects.toMatchObject({ kind: 'server' })
})

test('an aborted signal rejects with its reason and sends nothing', async () => {
	const controller = new AbortController()
	controller.abort(new Error('cancelado'))
	await expect(provider().synthesise({ voiceId: lucia, text: 'Hola.', signal: controller.signal })).rejects.toThrow('cancelado')
	expect(fake.speechRequests()).toHaveLength(0)
})
