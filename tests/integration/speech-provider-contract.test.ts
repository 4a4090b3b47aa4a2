// What every cloud SpeechProvider must do, run against each adapter with its real SDK and its local HTTP fake.
// Vendor-only details (ElevenLabs' error bodies, OpenAI's retry-after-ms, voice lists) stay in each adapter's tests.
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import { elevenLabsSpeechProvider } from '#app/integrations/elevenlabs/speech.server.ts'
import { createOpenAI } from '#app/integrations/openai/client.server.ts'
import { openAiSpeechProvider } from '#app/integrations/openai/speech.server.ts'
import { speechServerProvider } from '#app/integrations/openai/speech-server.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { elevenLabsError, startElevenLabsFake } from '#tests/fakes/elevenlabs-fake.ts'
import { openAiError, startOpenAISpeechFake } from '#tests/fakes/openai-speech-fake.ts'
import type { ScriptedHttpFake, ScriptedReply } from '#tests/fakes/scripted-http-fake.ts'

/** One adapter under the contract: its fake, how to build it against a base URL, and its vendor's error bodies. */
type Adapter = {
	name: string
	start: () => Promise<ScriptedHttpFake<unknown> & { apiKey: string; mp3: Buffer }>
	provider: (options: { apiKey: string; url: string; model?: string }) => SpeechProvider
	/** A voice the fake knows, with our prefix. */
	voiceId: string
	rateLimited: (retryAfterSeconds: number) => ScriptedReply
	outOfCredits: ScriptedReply
	serverError: ScriptedReply
}

const adapters: Adapter[] = [
	{
		name: 'OpenAI',
		start: startOpenAISpeechFake,
		provider: ({ apiKey, url, model = 'gpt-4o-mini-tts' }) =>
			openAiSpeechProvider(createOpenAI({ apiKey, baseURL: url }), { model }),
		voiceId: 'oa-nova',
		rateLimited: (seconds) => ({
			status: 429,
			headers: { 'retry-after': String(seconds) },
			body: openAiError('rate_limit_exceeded', 'Rate limit reached for requests.', 'requests'),
		}),
		outOfCredits: { status: 429, body: openAiError('insufficient_quota', 'You exceeded your current quota.') },
		serverError: { status: 500, body: openAiError('server_error', 'The server had an error.') },
	},
	{
		// Kokoro-FastAPI, LocalAI, openedai-speech… started with a key here, so that a wrong one can be refused
		name: 'OpenAI-compatible speech server',
		start: () => startOpenAISpeechFake({ apiKey: 'fake-speech-key', voices: ['ef_dora'] }),
		provider: ({ apiKey, url, model = 'kokoro' }) =>
			speechServerProvider(createOpenAI({ apiKey, baseURL: url }), { baseURL: url, model, voices: [{ voice: 'ef_dora' }] }),
		voiceId: 'srv-ef_dora',
		rateLimited: (seconds) => ({
			status: 429,
			headers: { 'retry-after': String(seconds) },
			body: openAiError('rate_limit_exceeded', 'Too many requests.'),
		}),
		outOfCredits: { status: 402, body: openAiError('payment_required', 'No credit left on this account.') },
		serverError: { status: 500, body: { detail: 'CUDA out of memory' } },
	},
	{
		name: 'ElevenLabs',
		start: startElevenLabsFake,
		provider: ({ apiKey, url, model = 'eleven_multilingual_v2' }) =>
			elevenLabsSpeechProvider(createElevenLabs({ apiKey, baseUrl: url }), { modelId: model }),
		voiceId: 'el-Es1Lucia',
		rateLimited: (seconds) => ({
			status: 429,
			headers: { 'retry-after': String(seconds) },
			body: elevenLabsError('too_many_concurrent_requests', 'Too many concurrent requests.'),
		}),
		outOfCredits: { status: 401, body: elevenLabsError('quota_exceeded', 'This request exceeds your quota.') },
		serverError: { status: 500, body: { detail: 'Internal Server Error' } },
	},
]

describe.each(adapters)('the $name speech adapter', (adapter) => {
	let fake: Awaited<ReturnType<Adapter['start']>>
	const provider = (model?: string) => adapter.provider({ apiKey: fake.apiKey, url: fake.url, model })
	const speak = (text = 'Hola, ¿qué tal?') => provider().synthesise({ voiceId: adapter.voiceId, text })
	const failure = (promise: Promise<unknown>) =>
		promise.then(
			() => expect.fail('it should have failed'),
			(error) => error,
		)

	beforeAll(async () => {
		fake = await adapter.start()
	})
	afterAll(() => fake.close())
	beforeEach(() => fake.reset())

	test('a line comes back as MP3 bytes, in one request', async () => {
		const { audio, format } = await speak()
		expect(format).toBe('mp3')
		expect(audioFormatOf(audio)).toBe('mp3')
		expect(audio.equals(fake.mp3)).toBe(true)
		expect(fake.requests).toHaveLength(1)
	})

	test('its id names the model, so lines cached with another model are not reused', () => {
		expect(provider('model-a').id).not.toBe(provider('model-b').id)
		expect(provider('model-a').id).toContain('model-a')
	})

	test('a voice of another provider is invalid, and nothing is sent', async () => {
		const error = await failure(provider().synthesise({ voiceId: 'local-es-presentador', text: 'Hola.' }))
		expect(error).toBeInstanceOf(SpeechProviderError)
		expect(error).toMatchObject({ kind: 'invalid' })
		expect(fake.requests).toHaveLength(0)
	})

	test('a 429 is rate_limited with its Retry-After, after a single request (the SDK does not retry)', async () => {
		fake.failNext(adapter.rateLimited(7))
		expect(await failure(speak())).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 7 })
		expect(fake.requests).toHaveLength(1)
	})

	test('no credits left is credits_exhausted', async () => {
		fake.failNext(adapter.outOfCredits)
		expect(await failure(speak())).toMatchObject({ kind: 'credits_exhausted' })
		expect(fake.requests).toHaveLength(1)
	})

	test('a 500 is a server error, after a single request', async () => {
		fake.failNext(adapter.serverError)
		expect(await failure(speak())).toMatchObject({ kind: 'server', status: 500 })
		expect(fake.requests).toHaveLength(1)
	})

	test('a wrong key is invalid', async () => {
		const wrongKey = adapter.provider({ apiKey: 'not-the-key', url: fake.url })
		expect(await failure(wrongKey.synthesise({ voiceId: adapter.voiceId, text: 'Hola.' }))).toMatchObject({
			kind: 'invalid',
			status: 401,
		})
	})

	test('nothing listening is a server error, worth another try', async () => {
		const closed = await new Promise<number>((resolve) => {
			const server = net.createServer().listen(0, '127.0.0.1', () => {
				const { port } = server.address() as net.AddressInfo
				server.close(() => resolve(port))
			})
		})
		const unreachable = adapter.provider({ apiKey: 'x', url: `http://127.0.0.1:${closed}` })
		expect(await failure(unreachable.synthesise({ voiceId: adapter.voiceId, text: 'Hola.' }))).toMatchObject({
			kind: 'server',
		})
	})

	test('an aborted signal rejects with its reason and sends nothing', async () => {
		const controller = new AbortController()
		controller.abort(new Error('cancelado'))
		const aborted = provider().synthesise({ voiceId: adapter.voiceId, text: 'Hola.', signal: controller.signal })
		await expect(aborted).rejects.toThrow('cancelado')
		expect(fake.requests).toHaveLength(0)
	})
})
