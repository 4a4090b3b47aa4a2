import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'

/** A scripted answer (see failNext): a status with headers and a body (a JSON value, or a string sent as is). */
export type ElevenLabsFakeReply = {
	status: number
	headers?: Record<string, string>
	body?: unknown
}

/** A request the fake received: the JSON body for POSTs (text, model_id…), the query string's parameters. */
export type ElevenLabsFakeRequest = {
	method: string
	path: string
	query: Record<string, string>
	headers: http.IncomingHttpHeaders
	body: { text?: string; model_id?: string; [key: string]: unknown }
}

/** A voice as the API sends it (snake_case), e.g. `{ voice_id, name, category, labels, verified_languages }`. */
export type ElevenLabsApiVoice = { voice_id: string; name?: string; [key: string]: unknown }

export type ElevenLabsFake = {
	/** baseUrl for the SDK (the API's root, without /v1). */
	url: string
	/** The key the fake accepts in xi-api-key; any other gets a 401 invalid_api_key. */
	apiKey: string
	/** What every successful text-to-speech call returns: half a second of a 440 Hz tone, MP3 44.1 kHz 128 kbps. */
	mp3: Buffer
	/** The catalogue of GET /v1/voices and /v2/voices; tests may replace it. */
	voices: ElevenLabsApiVoice[]
	requests: ElevenLabsFakeRequest[]
	/** The text-to-speech requests only. */
	speechRequests: () => ElevenLabsFakeRequest[]
	/** Answers the next requests (any route, one reply each, in order) with these instead of the normal answer. */
	failNext: (...replies: ElevenLabsFakeReply[]) => void
	/** Forgets requests and scripted replies, e.g. between tests. */
	reset: () => void
	close: () => Promise<void>
}

/** An error body as ElevenLabs sends it: `{ detail: { status, message } }`. */
export function elevenLabsError(status: string, message: string) {
	return { detail: { status, message } }
}

export const FAKE_ELEVENLABS_VOICES: ElevenLabsApiVoice[] = [
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
 * page_size / next_page_token paging) the `voices`. Every request is recorded, with or without a valid key.
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
	const requests: ElevenLabsFakeRequest[] = []
	let queue: ElevenLabsFakeReply[] = []
	const fake = {} as ElevenLabsFake

	const server = http.createServer(async (req, res) => {
		try {
			const chunks: Buffer[] = []
			for await (const chunk of req) chunks.push(chunk as Buffer)
			const raw = Buffer.concat(chunks).toString('utf8')
			const url = new URL(req.url ?? '/', 'http://fake')
			const request: ElevenLabsFakeRequest = {
				method: req.method ?? 'GET',
				path: url.pathname,
				query: Object.fromEntries(url.searchParams),
				headers: req.headers,
				body: raw ? JSON.parse(raw) : {},
			}
			requests.push(request)
			const scripted = queue.shift()
			if (scripted) return send(res, scripted.status, scripted.headers ?? {}, scripted.body ?? '')
			if (req.headers['xi-api-key'] !== apiKey) {
				return send(res, 401, {}, elevenLabsError('invalid_api_key', 'Invalid API key'))
			}
			// Routed on the path from /v1 or /v2 on, so that a base URL with a path of its own (a proxy's) works too.
			const route = url.pathname.replace(/^.*?(?=\/v[12]\/)/, '')
			const speech = route.match(/^\/v1\/text-to-speech\/([^/]+)(\/stream)?$/)
			if (req.method === 'POST' && speech) {
				const voiceId = decodeURIComponent(speech[1]!)
				if (!fake.voices.some((voice) => voice.voice_id === voiceId)) {
					return send(res, 404, {}, elevenLabsError('voice_not_found', `A voice with voice_id ${voiceId} was not found.`))
				}
				if (!request.body.text) return send(res, 400, {}, elevenLabsError('invalid_text', 'Text must not be empty.'))
				res.writeHead(200, { 'content-type': 'audio/mpeg', 'request-id': `fake-${requests.length}` })
				return res.end(mp3)
			}
			if (req.method === 'GET' && route === '/v1/voices') return send(res, 200, {}, { voices: fake.voices })
			if (req.method === 'GET' && route === '/v2/voices') {
				const size = Number(url.searchParams.get('page_size') ?? 10)
				const start = Number(url.searchParams.get('next_page_token') ?? 0)
				const page = fake.voices.slice(start, start + size)
				const more = start + size < fake.voices.length
				return send(
					res,
					200,
					{},
					{
						voices: page,
						has_more: more,
						total_count: fake.voices.length,
						...(more && { next_page_token: String(start + size) }),
					},
				)
			}
			send(res, 404, {}, { detail: `fake: no route for ${req.method} ${url.pathname}` })
		} catch (error) {
			send(res, 500, {}, { detail: `fake crashed: ${(error as Error).message}` })
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	return Object.assign(fake, {
		url: `http://127.0.0.1:${port}`,
		apiKey,
		mp3,
		voices: [...voices],
		requests,
		speechRequests: () => requests.filter((request) => request.path.includes('/v1/text-to-speech/')),
		failNext: (...replies: ElevenLabsFakeReply[]) => {
			queue.push(...replies)
		},
		reset: () => {
			requests.length = 0
			queue = []
		},
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections()
				server.close((error) => (error ? reject(error) : resolve()))
			}),
	})
}

function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: unknown) {
	const text = typeof body === 'string' ? body : JSON.stringify(body)
	const type = typeof body === 'string' ? 'text/plain' : 'application/json'
	res.writeHead(status, { 'content-type': type, ...headers })
	res.end(text)
}
