import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'

/** A scripted answer (see failNext): a status with headers and a body (a JSON value, or a string sent as is). */
export type SpeechFakeReply = {
	status: number
	headers?: Record<string, string>
	body?: unknown
}

/** A request the fake received, with its parsed JSON body (model, voice, input, response_format…). */
export type SpeechFakeRequest = {
	method: string
	path: string
	headers: http.IncomingHttpHeaders
	body: { model?: string; voice?: string; input?: string; response_format?: string; [key: string]: unknown }
}

export type OpenAISpeechFake = {
	/** baseURL for the SDK (…/v1). */
	url: string
	/** The key the fake accepts as `Authorization: Bearer …`; any other gets a 401 invalid_api_key. */
	apiKey: string
	/** What every successful call returns: half a second of a 660 Hz tone, MP3 44.1 kHz 128 kbps. */
	mp3: Buffer
	requests: SpeechFakeRequest[]
	/** Answers the next requests (one reply each, in order) with these instead of the normal answer. */
	failNext: (...replies: SpeechFakeReply[]) => void
	/** Forgets requests and scripted replies, e.g. between tests. */
	reset: () => void
	close: () => Promise<void>
}

/** An error body as OpenAI sends it, e.g. openAiError('insufficient_quota', 'You exceeded your current quota…'). */
export function openAiError(code: string, message: string, type = code) {
	return { error: { message, type, param: null, code } }
}

const VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'])

/**
 * A local Speech API on 127.0.0.1 (POST /v1/audio/speech) for tests with the real SDK (`baseURL: fake.url`). It
 * answers `mp3` (made with ffmpeg at start-up) for a known voice, and records every request, valid key or not.
 * Same shape as elevenlabs-fake.ts.
 */
export async function startOpenAISpeechFake({ apiKey = 'fake-openai-key' }: { apiKey?: string } = {}): Promise<OpenAISpeechFake> {
	const mp3 = await runFfmpeg([
		...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=0.5'],
		...['-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1'],
	])
	const requests: SpeechFakeRequest[] = []
	let queue: SpeechFakeReply[] = []

	const server = http.createServer(async (req, res) => {
		try {
			const chunks: Buffer[] = []
			for await (const chunk of req) chunks.push(chunk as Buffer)
			const raw = Buffer.concat(chunks).toString('utf8')
			const path = (req.url ?? '/').split('?')[0]!
			const request: SpeechFakeRequest = {
				method: req.method ?? 'GET',
				path,
				headers: req.headers,
				body: raw ? JSON.parse(raw) : {},
			}
			requests.push(request)
			const scripted = queue.shift()
			if (scripted) return send(res, scripted.status, scripted.headers ?? {}, scripted.body ?? '')
			if (req.headers.authorization !== `Bearer ${apiKey}`) {
				return send(res, 401, {}, openAiError('invalid_api_key', 'Incorrect API key provided.', 'invalid_request_error'))
			}
			if (req.method !== 'POST' || path !== '/v1/audio/speech') {
				return send(res, 404, {}, openAiError('not_found', `fake: no route for ${req.method} ${path}`))
			}
			const { voice, input } = request.body
			if (!voice || !VOICES.has(voice)) {
				return send(res, 400, {}, openAiError('invalid_value', `Invalid voice: ${voice}`, 'invalid_request_error'))
			}
			if (!input) return send(res, 400, {}, openAiError('invalid_value', 'Input must not be empty.', 'invalid_request_error'))
			res.writeHead(200, { 'content-type': 'audio/mpeg', 'x-request-id': `fake-${requests.length}` })
			res.end(mp3)
		} catch (error) {
			send(res, 500, {}, openAiError('server_error', `fake crashed: ${(error as Error).message}`))
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	return {
		url: `http://127.0.0.1:${port}/v1`,
		apiKey,
		mp3,
		requests,
		failNext: (...replies) => {
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
	}
}

function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: unknown) {
	const text = typeof body === 'string' ? body : JSON.stringify(body)
	const type = typeof body === 'string' ? 'text/plain' : 'application/json'
	res.writeHead(status, { 'content-type': type, ...headers })
	res.end(text)
}
