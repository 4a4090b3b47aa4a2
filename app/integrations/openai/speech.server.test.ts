import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { type OpenAISpeechFake, openAiError, startOpenAISpeechFake } from '#tests/fakes/openai-speech-fake.ts'
import { createOpenAI, type OpenAIClient } from './client.server.ts'
import { openAISdk } from './sdk.server.ts'
import { openAiSpeechProvider, openAiVoices } from './speech.server.ts'

let fake: OpenAISpeechFake
let client: OpenAIClient

beforeAll(async () => {
	fake = await startOpenAISpeechFake()
	client = createOpenAI({ apiKey: fake.apiKey, baseURL: fake.url })
})

afterAll(async () => {
	await fake.close()
})

beforeEach(() => fake.reset())

const provider = () => openAiSpeechProvider(client, { model: 'gpt-4o-mini-tts' })
const nova = 'oa-nova'
/** synthesiseLines' attempts per line (MAX_ATTEMPTS there). */
const MAX_ATTEMPTS = 4

/** One line through synthesiseLines, with a cache folder of its own so that nothing is served from an earlier test. */
function speakOneLine(cacheName: string, text = 'Hola y bienvenidos a Ondacast.') {
	return synthesiseLines({
		language: 'castellano',
		lines: [{ voiceId: nova, text }],
		provider: provider(),
		cachePrefix: `speech-cache/${cacheName}`,
		baseDelayMs: 5,
	})
}

test('a line comes back as the MP3 the API sent, asked for without the prefix, with the key and the model', async () => {
	const { audio, format } = await provider().synthesise({ voiceId: nova, text: 'Hola, ¿qué tal?' })
	expect(format).toBe('mp3')
	expect(audio.equals(fake.mp3)).toBe(true)
	expect(audioFormatOf(audio)).toBe('mp3')
	expect(await probeMedia(audio)).toMatchObject({ formatName: 'mp3', streams: [{ codecName: 'mp3', sampleRate: 44_100 }] })

	expect(fake.requests).toHaveLength(1)
	expect(fake.requests[0]).toMatchObject({
		method: 'POST',
		path: '/v1/audio/speech',
		body: { model: 'gpt-4o-mini-tts', voice: 'nova', input: 'Hola, ¿qué tal?', response_format: 'mp3' },
	})
	expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${fake.apiKey}`)
	expect(provider().id).toBe('openai:gpt-4o-mini-tts')
})

test('a 429 is tried again after its Retry-After, and the second answer is used: 2 calls', async () => {
	fake.failNext({
		status: 429,
		headers: { 'retry-after': '1' },
		body: openAiError('rate_limit_exceeded', 'Rate limit reached for requests.', 'requests'),
	})
	const started = Date.now()
	const [audio] = await speakOneLine('rate-limited')
	expect(Date.now() - started).toBeGreaterThanOrEqual(950)
	expect(audio!.equals(fake.mp3)).toBe(true)
	expect(fake.requests).toHaveLength(2)
})

test('a 429 is rate_limited, with retry-after-ms or Retry-After; the SDK does not retry it itself', async () => {
	// A client with the SDK's default retries (2): the provider still makes a single request.
	const eager = openAiSpeechProvider(new (openAISdk().OpenAI)({ apiKey: fake.apiKey, baseURL: fake.url }), { model: 'tts-1' })
	fake.failNext({ status: 429, headers: { 'retry-after': '7' }, body: openAiError('rate_limit_exceeded', 'Slow down.') })
	const error = await eager.synthesise({ voiceId: nova, text: 'Uno.' }).catch((thrown: unknown) => thrown)
	expect(error).toBeInstanceOf(SpeechProviderError)
	expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 7 })
	expect(fake.requests).toHaveLength(1)

	fake.failNext({ status: 429, headers: { 'retry-after-ms': '1500' }, body: openAiError('rate_limit_exceeded', 'Slow.') })
	await expect(provider().synthesise({ voiceId: nova, text: 'Dos.' })).rejects.toMatchObject({
		kind: 'rate_limited',
		retryAfterSeconds: 1.5,
	})
})

test('a 429 insufficient_quota fails at once as credits_exhausted', async () => {
	fake.failNext({
		status: 429,
		body: openAiError('insufficient_quota', 'You exceeded your current quota, please check your plan and billing details.'),
	})
	await expect(speakOneLine('no-credits')).rejects.toMatchObject({
		name: 'SpeechProviderError',
		kind: 'credits_exhausted',
		status: 429,
	})
	expect(fake.requests).toHaveLength(1)
})

test('a 500 every time is a server error after the last attempt', async () => {
	fake.failNext(...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 500, body: openAiError('server_error', 'Boom.') })))
	await expect(speakOneLine('always-500')).rejects.toMatchObject({ kind: 'server', status: 500 })
	expect(fake.requests).toHaveLength(MAX_ATTEMPTS)
})

test('other 4xx are invalid and not tried again: a wrong key, an unknown voice', async () => {
	const wrongKey = openAiSpeechProvider(createOpenAI({ apiKey: 'not-the-key', baseURL: fake.url }))
	const badKey = (await wrongKey
		.synthesise({ voiceId: nova, text: 'Hola.' })
		.catch((thrown: unknown) => thrown)) as SpeechProviderError
	expect(badKey).toMatchObject({ kind: 'invalid', status: 401 })
	expect(badKey.message).toContain('OPENAI_API_KEY')

	fake.failNext({ status: 400, body: openAiError('invalid_value', 'Input is too long.', 'invalid_request_error') })
	await expect(provider().synthesise({ voiceId: nova, text: 'Hola.' })).rejects.toMatchObject({ kind: 'invalid', status: 400 })
	// Not one of the OpenAI voices: refused before any request.
	await expect(provider().synthesise({ voiceId: 'oa-robot', text: 'Hola.' })).rejects.toMatchObject({ kind: 'invalid' })
	await expect(provider().synthesise({ voiceId: 'el-Es1Lucia', text: 'Hola.' })).rejects.toMatchObject({ kind: 'invalid' })
	expect(fake.requests).toHaveLength(2)
})

test('the OpenAI voices are listed under every language, with Spanish names', () => {
	const voices = openAiVoices()
	for (const language of ['castellano', 'latino', 'english'] as const) {
		const ids = voices.filter((voice) => voice.labels.language === language).map((voice) => voice.voice_id)
		expect(ids).toEqual(['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'].map((v) => `oa-${v}`))
	}
	expect(voices.find((voice) => voice.voice_id === nova)).toMatchObject({
		name: 'Nova (OpenAI)',
		category: 'other',
		labels: { language: 'castellano', accent: 'Multilingüe', gender: 'female' },
	})
})
