import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { episodeSpeechProvider, speechProviderFor } from '#app/modules/audio/speech-providers.server.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { type OpenAISpeechFake, startOpenAISpeechFake } from '#tests/fakes/openai-speech-fake.ts'
import { generatedAudio } from '#tests/support/voice-samples.ts'
import { configuredSpeechServer, getSpeechServerClient, speechServerVoices } from './speech-server.server.ts'

/** Kokoro-FastAPI as it is usually run: no key, its own voice names. */
let kokoro: OpenAISpeechFake
/** A second server, to change to. */
let other: OpenAISpeechFake

beforeAll(async () => {
	kokoro = await startOpenAISpeechFake({ keyless: true, voices: ['ef_dora', 'em_alex'] })
	other = await startOpenAISpeechFake({ keyless: true, voices: ['ef_dora', 'em_alex'] })
})
afterAll(async () => {
	await kokoro.close()
	await other.close()
})
beforeEach(() => {
	kokoro.reset()
	other.reset()
})

const voices = [
	{ voice: 'ef_dora', language: 'castellano', accent: 'España', gender: 'female', name: 'Dora' },
	{ voice: 'em_alex', language: 'latino', accent: 'México', gender: 'male', name: 'Álex' },
] as const

/** The models' settings speechProviderFor needs, with no cloud key: only the server speaks cloud-like voices. */
const serverEnv = (server = kokoro, model = 'kokoro') => ({
	ELEVENLABS_MODEL: 'eleven_multilingual_v2',
	OPENAI_TTS_MODEL: 'gpt-4o-mini-tts',
	SPEECH_BASE_URL: server.url,
	SPEECH_MODEL: model,
	SPEECH_VOICES: [...voices],
})

test('a keyless server: the line goes to it with its own voice name and model, and comes back as its MP3', async () => {
	const provider = speechProviderFor('srv-ef_dora', serverEnv())
	const { audio, format } = await provider.synthesise({ voiceId: 'srv-ef_dora', text: 'Hola, ¿qué tal?' })
	expect(format).toBe('mp3')
	expect(audio.equals(kokoro.mp3)).toBe(true)
	expect(kokoro.speechRequests()).toHaveLength(1)
	expect(kokoro.speechRequests()[0]).toMatchObject({
		body: { model: 'kokoro', voice: 'ef_dora', input: 'Hola, ¿qué tal?', response_format: 'mp3' },
	})
	// the SDK needs a key; a server started without one ignores what it is sent
	expect(kokoro.speechRequests()[0]!.headers.authorization).toBe('Bearer no-key')
	expect(provider.id).toBe(`speech-server:${kokoro.url}:kokoro`)
})

test('a server that answers WAV whatever it is asked (as LocalAI may) is taken as WAV; anything else is its failure', async () => {
	const wav = await generatedAudio('sine=frequency=440', 0.2, { format: 'wav' })
	const server = configuredSpeechServer(serverEnv())!
	kokoro.failNext({ status: 200, body: wav, headers: { 'content-type': 'audio/wav' } })
	const spoken = await server.synthesise({ voiceId: 'srv-em_alex', text: 'Hola.' })
	expect(spoken.format).toBe('wav')
	expect(audioFormatOf(spoken.audio)).toBe('wav')

	kokoro.failNext({ status: 200, body: { detail: 'not audio' } })
	await expect(server.synthesise({ voiceId: 'srv-em_alex', text: 'Hola.' })).rejects.toMatchObject({
		kind: 'server',
		message: `El servidor de voz ${kokoro.url} devolvió un audio que no es MP3 ni WAV.`,
	})
})

test('a voice not in SPEECH_VOICES, or of another provider, is invalid before any request', async () => {
	const server = configuredSpeechServer(serverEnv())!
	for (const voiceId of ['srv-af_bella', 'oa-alloy', 'local-es-presentador']) {
		const error = await server.synthesise({ voiceId, text: 'Hola.' }).catch((thrown: unknown) => thrown)
		expect(error).toBeInstanceOf(SpeechProviderError)
		expect(error).toMatchObject({ kind: 'invalid' })
	}
	expect(kokoro.requests).toHaveLength(0)
})

test('a server voice without SPEECH_BASE_URL is invalid, naming the variable; nothing is listed', () => {
	const unset = { ...serverEnv(), SPEECH_BASE_URL: undefined }
	expect(() => speechProviderFor('srv-ef_dora', unset)).toThrow(SpeechProviderError)
	expect(() => speechProviderFor('srv-ef_dora', unset)).toThrow(/SPEECH_BASE_URL/)
	expect(getSpeechServerClient(unset)).toBeNull()
	expect(speechServerVoices(unset)).toEqual([])
})

test('the voices keep their language, accent and gender, under ids of their own', () => {
	expect(speechServerVoices(serverEnv())).toEqual([
		{
			voice_id: 'srv-ef_dora',
			name: 'Dora',
			description: 'Voz del servidor de voz (España)',
			category: 'other',
			labels: { language: 'castellano', accent: 'España', gender: 'female' },
		},
		{
			voice_id: 'srv-em_alex',
			name: 'Álex',
			description: 'Voz del servidor de voz (México)',
			category: 'other',
			labels: { language: 'latino', accent: 'México', gender: 'male' },
		},
	])
})

test('the line cache names the server and its model: another server or model speaks the lines again', async () => {
	const lines = [{ voiceId: 'srv-ef_dora', text: 'Bienvenidos a Ondas.' }]
	const speak = (env: ReturnType<typeof serverEnv>) =>
		synthesiseLines({
			lines,
			provider: episodeSpeechProvider(env),
			language: 'castellano',
			cachePrefix: 'speech-cache/server-change',
		})
	await speak(serverEnv())
	await speak(serverEnv())
	expect(kokoro.speechRequests()).toHaveLength(1) // the second time, from the cache
	await speak(serverEnv(kokoro, 'kokoro-v1'))
	expect(kokoro.speechRequests()).toHaveLength(2)
	await speak(serverEnv(other))
	expect(other.speechRequests()).toHaveLength(1)

	// without a speech server the episode's provider is named as it always was: no line cached before is lost
	const { SPEECH_BASE_URL: _, ...withoutServer } = serverEnv()
	expect(episodeSpeechProvider(withoutServer).id).toBe('by-voice:eleven_multilingual_v2:gpt-4o-mini-tts')
})
