import { type EndpointHandler, startOpenAIEndpointFake } from '#tests/fakes/openai-fake.ts'
import type { RecordedRequest, ScriptedHttpFake } from '#tests/fakes/scripted-http-fake.ts'

/** One answer of the fake: an images response with `png` (base64-encoded for it), or an error `status` (with `body`). */
type ImagesFakeReply = {
	status?: number
	headers?: Record<string, string>
	/** The image's bytes (for status 200). */
	png?: Buffer
	/** A raw body instead of the generated one (any JSON value, or a string sent as is). */
	body?: unknown
}

/** A request the fake received: the parsed JSON body (model, prompt, size, n…). */
type ImagesFakeRequest = RecordedRequest<{
	model: string
	prompt: string
	size?: string
	n?: number
	[key: string]: unknown
}>

export type ImagesFakeHandler = EndpointHandler<ImagesFakeReply, ImagesFakeRequest['body']>

/** `url` is the baseURL for the SDK (…/v1). */
export type OpenAIImagesFake = ScriptedHttpFake<ImagesFakeRequest['body']>

/**
 * A local Images API server on 127.0.0.1 (POST /v1/images/generations) for tests with the real SDK
 * (`baseURL: fake.url`). `handler` is a queue of replies (one per call; an exhausted queue answers 500) or a function
 * of the request and its index, as for openai-fake.ts, the chat fake.
 */
export function startOpenAIImagesFake(handler: ImagesFakeHandler): Promise<OpenAIImagesFake> {
	return startOpenAIEndpointFake('/images/generations', handler, (_request, reply) =>
		imagesResponse(reply.png ?? Buffer.alloc(0)),
	)
}

/** A valid images response (as GPT image models send it) holding one base64 PNG. */
function imagesResponse(png: Buffer) {
	return {
		created: Math.floor(Date.now() / 1000),
		background: 'opaque',
		output_format: 'png',
		quality: 'medium',
		size: '1024x1024',
		data: [{ b64_json: png.toString('base64') }],
		usage: { input_tokens: 50, output_tokens: 1056, total_tokens: 1106 },
	}
}
