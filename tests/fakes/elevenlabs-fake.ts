import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import {
	type RecordedFile,
	type RecordedRequest,
	type ScriptedHttpFake,
	send,
	startScriptedHttpFake,
} from '#tests/fakes/scripted-http-fake.ts'

/** A request the fake received: the JSON body for POSTs (text, model_id…), the query string's parameters. */
type ElevenLabsFakeRequest = RecordedRequest<{ text?: string; model_id?: string; [key: string]: unknown }>

/** A voice as the API sends it (snake_case), e.g. `{ voice_id, name, category, labels, verified_languages }`. */
export type ElevenLabsApiVoice = { voice_id: string; name?: string; [key: string]: unknown }

/** `url` is the baseUrl for the SDK (the API's root, without /v1). */
export type ElevenLabsFake = ScriptedHttpFake<ElevenLabsFakeRequest['body']> & {
	/** The key the fake accepts in xi-api-key; any other gets a 401 invalid_api_key. */
	apiKey: string
	/** What every successful text-to-speech call returns: half a second of a 440 Hz tone, MP3 44.1 kHz 128 kbps. */
	mp3: Buffer
	/** The catalogue of GET /v1/voices and /v2/voices; tests may replace it. */
	voices: ElevenLabsApiVoice[]
	/** The text-to-speech requests only. */
	speechRequests: () => ElevenLabsFakeRequest[]
	/** The instant voice cloning requests only (multipart: name, description, labels, files). */
	cloneRequests: () => ElevenLabsFakeRequest[]
	/** The pronunciation dictionaries created from rules (JSON: name, rules in snake_case). */
	dictionaryRequests: () => ElevenLabsFakeRequest[]
}

/** An error body as ElevenLabs sends it: `{ detail: { status, message } }`. */
export function elevenLabsError(status: string, message: string) {
	return { detail: { status, message } }
}

const FAKE_ELEVENLABS_VOICES: ElevenLabsApiVoice[] = [
	{
		voice_id: 'Es1Lucia',
		name: 'Lucía',
		category: 'premade',
		description: 'Voz cálida de Madrid',
		labels: { gender: 'female', accent: 'peninsular', language: 'es' },
		verified_languages: [{ language: 'es', model_id: 'eleven_multilingual_v2', accent: 'peninsular', locale: 'es-ES' }],
	},
	{
		voice_id: 'Mx1Diego',
		name: 'Diego',
		category: 'professional',
		labels: { gender: 'male', accent: 'mexican', language: 'es' },
		verified_languages: [{ language: 'es', model_id: 'eleven_multilingual_v2', accent: 'mexican', locale: 'es-MX' }],
	},
	{
		voice_id: 'En1Rachel',
		name: 'Rachel',
		category: 'premade',
		labels: { gender: 'female', accent: 'american', use_case: 'narration' },
		verified_languages: [{ language: 'en', model_id: 'eleven_multilingual_v2', accent: 'american', locale: 'en-US' }],
	},
	{ voice_id: 'Cl1Mine', name: 'Mi voz', category: 'cloned', labels: {} },
]

/**
 * A local ElevenLabs API on 127.0.0.1 for tests with the real SDK (`baseUrl: fake.url`): POST
 * /v1/text-to-speech/:voiceId answers `mp3` (made with ffmpeg at start-up), GET /v1/voices and /v2/voices (with
 * page_size / next_page_token paging) the `voices`, POST /v1/voices/add (instant voice cloning) adds a cloned voice
 * `Cl<n>Fake` to them and DELETE /v1/voices/:id removes one; POST /v1/pronunciation-dictionaries/add-from-rules
 * answers the n-th dictionary as `Pd<n>Fake`, version `Pv<n>Fake`. Every request is recorded, with or without a valid key.
 */
export async function startElevenLabsFake({
	apiKey = 'fake-elevenlabs-key',
	voices = FAKE_ELEVENLABS_VOICES,
}: {
	apiKey?: string
	voices?: ElevenLabsApiVoice[]
} = {}): Promise<ElevenLabsFake> {
	const mp3 = await runFfmpeg([
		...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5'],
		...['-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1'],
	])
	// Filled in once the server listens; the handler reads `fake.voices` live, since tests may replace it.
	const fake = {} as ElevenLabsFake
	// counted apart from `requests`, which tests reset: every dictionary version has an id of its own
	let dictionaries = 0
	const server = await startScriptedHttpFake<ElevenLabsFakeRequest['body']>({
		crashBody: (message) => ({ detail: message }),
		handle: (request, res, index) => {
			const { method, path, query, headers, body } = request
			if (headers['xi-api-key'] !== apiKey) return send(res, 401, elevenLabsError('invalid_api_key', 'Invalid API key'))
			// Routed on the path from /v1 or /v2 on, so that a base URL with a path of its own (a proxy's) works too.
			const route = path.replace(/^.*?(?=\/v[12]\/)/, '')
			const speech = route.match(/^\/v1\/text-to-speech\/([^/]+)(\/stream)?$/)
			if (method === 'POST' && speech) {
				const voiceId = decodeURIComponent(speech[1]!)
				if (!fake.voices.some((voice) => voice.voice_id === voiceId)) {
					return send(res, 404, elevenLabsError('voice_not_found', `A voice with voice_id ${voiceId} was not found.`))
				}
				if (!body.text) return send(res, 400, elevenLabsError('invalid_text', 'Text must not be empty.'))
				return send(res, 200, mp3, { 'content-type': 'audio/mpeg', 'request-id': `fake-${index + 1}` })
			}
			// instant voice cloning: a new cloned voice in the catalogue, named as asked
			if (method === 'POST' && route === '/v1/voices/add') {
				const files = (body as { files?: RecordedFile[] }).files ?? []
				if (!body.name || files.length === 0) {
					return send(res, 400, elevenLabsError('invalid_request', 'A name and at least one file are required.'))
				}
				const voiceId = `Cl${index + 1}Fake`
				fake.voices.push({ voice_id: voiceId, name: String(body.name), category: 'cloned', labels: {} })
				return send(res, 200, { voice_id: voiceId, requires_verification: false })
			}
			if (method === 'POST' && route === '/v1/pronunciation-dictionaries/add-from-rules') {
				const rules = (body as { rules?: unknown[] }).rules ?? []
				if (!body.name || rules.length === 0) {
					return send(res, 400, elevenLabsError('invalid_request', 'A name and at least one rule are required.'))
				}
				dictionaries++
				return send(res, 200, {
					id: `Pd${dictionaries}Fake`,
					name: body.name,
					created_by: 'fake-user',
					creation_time_unix: 1_764_000_000,
					version_id: `Pv${dictionaries}Fake`,
					version_rules_num: rules.length,
				})
			}
			const voice = route.match(/^\/v1\/voices\/([^/]+)$/)
			if (method === 'DELETE' && voice) {
				const voiceId = decodeURIComponent(voice[1]!)
				const at = fake.voices.findIndex((candidate) => candidate.voice_id === voiceId)
				if (at === -1)
					return send(res, 404, elevenLabsError('voice_not_found', `A voice with voice_id ${voiceId} was not found.`))
				fake.voices.splice(at, 1)
				return send(res, 200, { status: 'ok' })
			}
			if (method === 'GET' && route === '/v1/voices') return send(res, 200, { voices: fake.voices })
			if (method === 'GET' && route === '/v2/voices') return send(res, 200, voicesPage(fake.voices, query))
			send(res, 404, { detail: `fake: no route for ${method} ${path}` })
		},
	})

	return Object.assign(fake, {
		...server,
		apiKey,
		mp3,
		voices: [...voices],
		speechRequests: () => server.requests.filter((request) => request.path.includes('/v1/text-to-speech/')),
		cloneRequests: () => server.requests.filter((request) => request.path.endsWith('/v1/voices/add')),
		dictionaryRequests: () =>
			server.requests.filter((request) => request.path.endsWith('/v1/pronunciation-dictionaries/add-from-rules')),
	})
}

/** One page of GET /v2/voices: `page_size` voices from the offset in `next_page_token`. */
function voicesPage(voices: ElevenLabsApiVoice[], query: Record<string, string>) {
	const size = Number(query.page_size ?? 10)
	const start = Number(query.next_page_token ?? 0)
	const more = start + size < voices.length
	return {
		voices: voices.slice(start, start + size),
		has_more: more,
		total_count: voices.length,
		...(more && { next_page_token: String(start + size) }),
	}
}
