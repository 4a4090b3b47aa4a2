import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { createElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import { listElevenLabsVoices, VOICES_CACHE_MS } from '#app/integrations/elevenlabs/voices.server.ts'
import { localSpeechProvider } from '#app/integrations/speech/local-speech.server.ts'
import { speechProviderFor } from '#app/modules/audio/speech-providers.server.ts'
import { SpeechProviderError, type Voice } from '#app/ports/speech.ts'
import { type ElevenLabsFake, startElevenLabsFake } from '#tests/fakes/elevenlabs-fake.ts'
import { localVoices } from './local-voices.ts'
import { availableVoices } from './voice-catalogue.server.ts'

let fake: ElevenLabsFake

beforeAll(async () => {
	fake = await startElevenLabsFake()
})

afterAll(() => fake.close())

beforeEach(() => fake.reset())

afterEach(() => vi.restoreAllMocks())

const voicesRequests = () => fake.requests.filter((request) => request.path.endsWith('/v2/voices'))
const ids = (voices: Voice[]) => voices.map((voice) => voice.voice_id)
/** Settings for the fake under a path of its own: getElevenLabs keeps one client (and so one cache) per address. */
const withElevenLabs = (tag: string) => ({ ELEVENLABS_API_KEY: fake.apiKey, ELEVENLABS_BASE_URL: `${fake.url}/${tag}` })

test('without cloud keys: the local voices only, filtered by language', async () => {
	expect(await availableVoices(undefined, {})).toEqual(localVoices)
	expect(ids(await availableVoices('latino', {}))).toEqual(['local-419-presentadora', 'local-419-invitado'])
	expect(fake.requests).toHaveLength(0)
})

test('with an OpenAI key: the OpenAI voices after the local ones, in every language', async () => {
	const castellano = await availableVoices('castellano', { OPENAI_API_KEY: 'sk-test' })
	expect(ids(castellano).slice(0, 4)).toEqual(ids(localVoices.filter((voice) => voice.labels.language === 'castellano')))
	expect(ids(castellano).slice(4)).toEqual(
		['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'].map((voice) => `oa-${voice}`),
	)
	expect(await availableVoices(undefined, { OPENAI_API_KEY: 'sk-test' })).toHaveLength(localVoices.length + 27)
})

test("with an ElevenLabs key: the account's voices, by language and accent, fetched once in 5 minutes", async () => {
	const env = withElevenLabs('catalogue')
	const all = await availableVoices(undefined, env)
	const cloud = all.filter((voice) => voice.voice_id.startsWith('el-'))
	expect(cloud).toEqual([
		{
			voice_id: 'el-Es1Lucia',
			name: 'Lucía',
			description: 'Voz cálida de Madrid',
			category: 'other',
			labels: { language: 'castellano', accent: 'España', gender: 'female' },
		},
		{
			voice_id: 'el-Mx1Diego',
			name: 'Diego',
			description: 'Voz de ElevenLabs (México)',
			category: 'professional',
			labels: { language: 'latino', accent: 'México', gender: 'male' },
		},
		{
			voice_id: 'el-En1Rachel',
			name: 'Rachel',
			description: 'Voz de ElevenLabs (EE. UU.)',
			category: 'other',
			labels: { language: 'english', accent: 'EE. UU.', gender: 'female' },
		},
		// The account's cloned voice (el-Cl1Mine) is someone's own: it is offered only to them (userVoices).
	])
	expect(ids(all.slice(0, localVoices.length))).toEqual(ids(localVoices))
	expect(ids(await availableVoices('latino', env))).toEqual(['local-419-presentadora', 'local-419-invitado', 'el-Mx1Diego'])

	expect(voicesRequests()).toHaveLength(1)
	expect(voicesRequests()[0]!.headers['xi-api-key']).toBe(fake.apiKey)
	expect(voicesRequests()[0]!.query.page_size).toBe('100')
})

test('the cached list is fetched again after 5 minutes; requests arriving together share one fetch', async () => {
	const client = createElevenLabs({ apiKey: fake.apiKey, baseUrl: fake.url })
	const [first, second] = await Promise.all([listElevenLabsVoices(client), listElevenLabsVoices(client)])
	expect(second).toBe(first)
	expect(voicesRequests()).toHaveLength(1)
	await listElevenLabsVoices(client, { now: Date.now() + VOICES_CACHE_MS - 1000 })
	expect(voicesRequests()).toHaveLength(1)
	await listElevenLabsVoices(client, { now: Date.now() + VOICES_CACHE_MS + 1000 })
	expect(voicesRequests()).toHaveLength(2)
})

test('a long catalogue is read page by page', async () => {
	const saved = fake.voices
	fake.voices = Array.from({ length: 130 }, (_, index) => ({
		voice_id: `v${index}`,
		name: `Voz ${index}`,
		labels: { language: 'en' },
	}))
	try {
		const voices = await listElevenLabsVoices(createElevenLabs({ apiKey: fake.apiKey, baseUrl: fake.url }))
		expect(voices).toHaveLength(130)
		expect(voicesRequests().map((request) => request.query.next_page_token)).toEqual([undefined, '100'])
	} finally {
		fake.voices = saved
	}
})

test('when ElevenLabs fails, the other voices are still offered, the failure is logged and not kept', async () => {
	const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
	const env = { ...withElevenLabs('failing'), OPENAI_API_KEY: 'sk-test' }
	fake.failNext({ status: 500, body: { detail: 'Internal Server Error' } })
	const voices = await availableVoices('castellano', env)
	expect(ids(voices).some((id) => id.startsWith('el-'))).toBe(false)
	expect(ids(voices)).toContain('oa-nova')
	expect(ids(voices)).toContain('local-es-presentador')
	expect(logged).toHaveBeenCalledOnce()

	expect(ids(await availableVoices('castellano', env))).toContain('el-Es1Lucia')
	expect(voicesRequests()).toHaveLength(2)
})

test('speechProviderFor: el- ElevenLabs, oa- OpenAI, others local; a cloud voice without its key is invalid', () => {
	const env = {
		...withElevenLabs('providers'),
		ELEVENLABS_MODEL: 'eleven_flash_v2_5',
		OPENAI_API_KEY: 'sk-test',
		OPENAI_TTS_MODEL: 'tts-1',
	}
	expect(speechProviderFor('el-Es1Lucia', env).id).toBe('elevenlabs:eleven_flash_v2_5')
	expect(speechProviderFor('oa-nova', env).id).toBe('openai:tts-1')
	expect(speechProviderFor('local-es-presentador', env)).toBe(localSpeechProvider)

	const unconfigured = { ELEVENLABS_MODEL: 'eleven_multilingual_v2', OPENAI_TTS_MODEL: 'gpt-4o-mini-tts' }
	for (const [voiceId, variable] of [
		['el-Es1Lucia', 'ELEVENLABS_API_KEY'],
		['oa-nova', 'OPENAI_API_KEY'],
	] as const) {
		const error = (() => {
			try {
				speechProviderFor(voiceId, unconfigured)
			} catch (thrown) {
				return thrown
			}
		})()
		expect(error).toBeInstanceOf(SpeechProviderError)
		expect(error).toMatchObject({ kind: 'invalid' })
		expect((error as Error).message).toContain(variable)
	}
	expect(speechProviderFor('local-es-invitada', unconfigured)).toBe(localSpeechProvider)
})

test('with a speech server: its voices as their own group after the others, with language, accent and gender', async () => {
	const env: Parameters<typeof availableVoices>[1] = {
		OPENAI_API_KEY: 'sk-test',
		SPEECH_BASE_URL: 'http://127.0.0.1:8880/v1',
		SPEECH_VOICES: [
			{ voice: 'ef_dora', language: 'castellano', accent: 'España', gender: 'female', name: 'Dora' },
			{ voice: 'em_alex', language: 'castellano', accent: 'España', gender: 'male', name: 'Alex' },
			{ voice: 'ef_dora', language: 'latino', accent: 'México', gender: 'female', name: 'Dora' },
			// openedai-speech offers OpenAI's names: its own id, never OpenAI's voice
			{ voice: 'alloy', language: 'english', accent: 'EE. UU.', gender: 'female', name: 'Alloy' },
		],
	}
	const castellano = await availableVoices('castellano', env)
	expect(ids(castellano).slice(-2)).toEqual(['srv-ef_dora', 'srv-em_alex'])
	expect(ids(castellano)).toContain('oa-nova')
	expect(castellano.at(-1)).toEqual({
		voice_id: 'srv-em_alex',
		name: 'Alex',
		description: 'Voz del servidor de voz (España)',
		category: 'other',
		labels: { language: 'castellano', accent: 'España', gender: 'male' },
	})
	const latino = await availableVoices('latino', env)
	expect(latino.at(-1)).toMatchObject({ voice_id: 'srv-ef_dora', labels: { language: 'latino', accent: 'México' } })
	const english = ids(await availableVoices('english', env))
	expect(english.filter((id) => id.endsWith('alloy'))).toEqual(['oa-alloy', 'srv-alloy'])

	// the voices are the operator's list; without SPEECH_BASE_URL there are none
	expect(ids(await availableVoices(undefined, { SPEECH_VOICES: env.SPEECH_VOICES }))).toEqual(ids(localVoices))
})
