import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { episodeSpeech } from '#app/modules/episodes/episode-speech.server.ts'
import { savePronunciation } from '#app/modules/pronunciation/pronunciation-entries.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { type ElevenLabsFake, startElevenLabsFake } from '#tests/fakes/elevenlabs-fake.ts'

// The owner's entries with IPA reach ElevenLabs as a pronunciation dictionary of phoneme rules (on a model that reads
// them, for an English episode): the real SDK against the local fake, the real database and the real line cache.

let fake: ElevenLabsFake

beforeAll(async () => {
	fake = await startElevenLabsFake()
	process.env.ELEVENLABS_API_KEY = fake.apiKey
	process.env.ELEVENLABS_BASE_URL = fake.url
	process.env.ELEVENLABS_MODEL = 'eleven_flash_v2'
	resetEnv()
})

afterAll(async () => {
	await fake.close()
	delete process.env.ELEVENLABS_API_KEY
	delete process.env.ELEVENLABS_BASE_URL
	delete process.env.ELEVENLABS_MODEL
	resetEnv()
})

beforeEach(() => fake.reset())

const rachel = 'el-En1Rachel'
const lines = [
	{ voiceId: rachel, text: 'We deploy Nginx on Kubernetes.' },
	{ voiceId: rachel, text: 'Thanks for listening.' },
]

async function userWithEntries() {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const kubernetes = await savePronunciation(user.id, {
		written: 'Kubernetes',
		said: 'kiubernetis',
		caseSensitive: false,
		ipa: 'ˌkuːbərˈneɪtiːz',
	})
	await savePronunciation(user.id, { written: 'Nginx', said: 'engine x', caseSensitive: false, ipa: '' })
	return { user, kubernetes }
}

/** The speech requests' bodies in the order of their text: lines are spoken several at once, so they arrive in any order. */
function spokenBodies() {
	return fake
		.speechRequests()
		.map((request) => request.body)
		.sort((a, b) => String(a.text).localeCompare(String(b.text)))
}

/** The lines of an episode of `userId` through the pipeline, as a render does: the owner's dictionary as it is now. */
async function speak(userId: string, episodeId: string, language = 'english') {
	const speech = await episodeSpeech({ id: episodeId, userId, language })
	return synthesiseLines({ lines, ...speech, baseDelayMs: 5 })
}

test('the IPA entries are uploaded once per version, sent with every line, and a changed one re-voices its lines', {
	timeout: 60_000,
}, async () => {
	const { user, kubernetes } = await userWithEntries()
	const episodeId = crypto.randomUUID()
	await speak(user.id, episodeId)

	const [upload, ...moreUploads] = fake.dictionaryRequests()
	expect(moreUploads).toHaveLength(0)
	// only the entry with IPA, as a phoneme rule on whole words
	expect(upload!.body).toMatchObject({
		rules: [
			{
				type: 'phoneme',
				string_to_replace: 'Kubernetes',
				phoneme: 'ˌkuːbərˈneɪtiːz',
				alphabet: 'ipa',
				case_sensitive: false,
				word_boundaries: true,
			},
		],
	})
	// the dictionary the fake answered (Pd<n>Fake, version Pv<n>Fake)
	const first = [
		{ pronunciation_dictionary_id: expect.stringMatching(/^Pd\d+Fake$/), version_id: expect.stringMatching(/^Pv\d+Fake$/) },
	]
	const sent = () => fake.speechRequests().map((request) => request.body.pronunciation_dictionary_locators)
	// the IPA word is left as written for ElevenLabs, the other entry is respelled as before
	expect(spokenBodies()).toEqual([
		expect.objectContaining({ text: 'Thanks for listening.', pronunciation_dictionary_locators: first }),
		expect.objectContaining({ text: 'We deploy engine x on Kubernetes.', pronunciation_dictionary_locators: first }),
	])
	const [uploaded] = sent()
	expect(sent()).toEqual([uploaded, uploaded])

	// the same entries again (another episode): no new upload, the same dictionary
	fake.reset()
	await speak(user.id, crypto.randomUUID())
	expect(fake.dictionaryRequests()).toHaveLength(0)
	expect(sent()).toEqual([uploaded, uploaded])

	// a changed IPA: a new version is uploaded, and only the line that contains the word is made again
	fake.reset()
	await savePronunciation(
		user.id,
		{ written: 'Kubernetes', said: 'kiubernetis', caseSensitive: false, ipa: 'kubeɾˈnetes' },
		kubernetes.id,
	)
	await speak(user.id, episodeId)
	expect(fake.dictionaryRequests()).toHaveLength(1)
	expect(fake.dictionaryRequests()[0]!.body).toMatchObject({ rules: [{ phoneme: 'kubeɾˈnetes' }] })
	const [revoiced, ...others] = fake.speechRequests()
	expect(others).toHaveLength(0)
	expect(revoiced!.body).toMatchObject({ text: 'We deploy engine x on Kubernetes.', pronunciation_dictionary_locators: first })
	expect(revoiced!.body.pronunciation_dictionary_locators).not.toEqual(uploaded)
})

test('a failed upload does not fail the episode: every entry is respelled, and the operator is told', {
	timeout: 60_000,
}, async () => {
	const { user } = await userWithEntries()
	const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
	fake.failNext({ status: 500, body: { detail: 'fake: down' } })
	await speak(user.id, crypto.randomUUID())
	expect(warned).toHaveBeenCalledWith(
		expect.stringContaining('[voces] no se pudo subir el diccionario de pronunciación a ElevenLabs'),
		expect.anything(),
	)
	warned.mockRestore()
	expect(fake.dictionaryRequests()).toHaveLength(1)
	expect(spokenBodies()).toEqual([
		expect.objectContaining({ text: 'Thanks for listening.' }),
		expect.objectContaining({ text: 'We deploy engine x on kiubernetis.' }),
	])
	expect(fake.speechRequests().some((request) => 'pronunciation_dictionary_locators' in request.body)).toBe(false)

	// the next episode tries again, and uses the dictionary
	fake.reset()
	await speak(user.id, crypto.randomUUID())
	expect(fake.dictionaryRequests()).toHaveLength(1)
	expect(spokenBodies().map((body) => body.text)).toContain('We deploy engine x on Kubernetes.')
})

test('a Spanish episode is not given phonemes (ElevenLabs reads them in English only): every entry is respelled', {
	timeout: 60_000,
}, async () => {
	const { user } = await userWithEntries()
	await speak(user.id, crypto.randomUUID(), 'castellano')
	expect(fake.dictionaryRequests()).toHaveLength(0)
	const [, deploy] = spokenBodies()
	expect(deploy).toMatchObject({ text: 'We deploy engine x on kiubernetis.' })
	expect(deploy).not.toHaveProperty('pronunciation_dictionary_locators')
})
