import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { openAiError } from '#tests/fakes/openai-fake.ts'
import { type RecordedRequest, type ScriptedHttpFake, send, startScriptedHttpFake } from '#tests/fakes/scripted-http-fake.ts'

export { openAiError }

/** A request the fake received, with its parsed JSON body (model, voice, input, response_format…). */
type SpeechFakeRequest = RecordedRequest<{
	model?: string
	voice?: string
	input?: string
	response_format?: string
	[key: string]: unknown
}>

export type OpenAISpeechFake = ScriptedHttpFake<SpeechFakeRequest['body']> & {
	/** The key the fake accepts as `Authorization: Bearer …`; any other gets a 401 invalid_api_key. */
	apiKey: string
	/** The calls made to …/v1/audio/speech (the fake records every request, this path or not). */
	speechRequests(): SpeechFakeRequest[]
	/** What every successful call returns: half a second of a 660 Hz tone, MP3 44.1 kHz 128 kbps. */
	mp3: Buffer
}

const VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'])

/**
 * A local Speech API on 127.0.0.1 (POST /v1/audio/speech) for tests with the real SDK (`baseURL: fake.url`, the
 * …/v1). It answers `mp3` (made with ffmpeg at start-up) for a known voice, and records every request, valid key or
 * not. Same shape as elevenlabs-fake.ts. OpenAI's voices by default; `voices` makes it another server that speaks
 * OpenAI's API (Kokoro-FastAPI's `ef_dora`…), and `keyless` one started without a key, as local servers usually are
 * (any Authorization is taken).
 */
export async function startOpenAISpeechFake({
	apiKey = 'fake-openai-key',
	voices = VOICES,
	keyless = false,
}: {
	apiKey?: string
	voices?: Iterable<string>
	keyless?: boolean
} = {}): Promise<OpenAISpeechFake> {
	const known = new Set(voices)
	const mp3 = await runFfmpeg([
		...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=0.5'],
		...['-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1'],
	])
	const fake = await startScriptedHttpFake<SpeechFakeRequest['body']>({
		crashBody: (message) => openAiError('server_error', message),
		handle: (request, res, index) => {
			const { method, path, headers, body } = request
			if (!keyless && headers.authorization !== `Bearer ${apiKey}`) {
				return send(res, 401, openAiError('invalid_api_key', 'Incorrect API key provided.', 'invalid_request_error'))
			}
			if (method !== 'POST' || path !== '/v1/audio/speech') {
				return send(res, 404, openAiError('not_found', `fake: no route for ${method} ${path}`))
			}
			if (!body.voice || !known.has(body.voice)) {
				return send(res, 400, openAiError('invalid_value', `Invalid voice: ${body.voice}`, 'invalid_request_error'))
			}
			if (!body.input) return send(res, 400, openAiError('invalid_value', 'Input must not be empty.', 'invalid_request_error'))
			send(res, 200, mp3, { 'content-type': 'audio/mpeg', 'x-request-id': `fake-${index + 1}` })
		},
	})
	const speechRequests = () => fake.requests.filter((request) => request.path === '/v1/audio/speech')
	return { ...fake, url: `${fake.url}/v1`, apiKey, mp3, speechRequests }
}
