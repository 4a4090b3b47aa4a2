import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One answer of the fake: an images response with `png` (base64-encoded for it), or an error `status` (with `body`). */
export type ImagesFakeReply = {
	status?: number
	headers?: Record<string, string>
	/** The image's bytes (for status 200). */
	png?: Buffer
	/** A raw body instead of the generated one (any JSON value, or a string sent as is). */
	body?: unknown
}

/** A request the fake received: the parsed JSON body (model, prompt, size, n…). */
export type ImagesFakeRequest = {
	method: string
	path: string
	headers: http.IncomingHttpHeaders
	body: { model: string; prompt: string; size?: string; n?: number; [key: string]: unknown }
}

export type ImagesFakeHandler =
	| ImagesFakeReply[]
	| ((request: ImagesFakeRequest, index: number) => ImagesFakeReply | Promise<ImagesFakeReply>)

export type OpenAIImagesFake = {
	/** baseURL for the SDK (…/v1). */
	url: string
	requests: ImagesFakeRequest[]
	close: () => Promise<void>
}

/**
 * A local Images API server on 127.0.0.1 (POST /v1/images/generations) for tests with the real SDK
 * (`baseURL: fake.url`). `handler` is a queue of replies (one per call; an exhausted queue answers 500) or a function
 * of the request and its index. Same shape as openai-fake.ts, the chat fake.
 */
export async function startOpenAIImagesFake(handler: ImagesFakeHandler): Promise<OpenAIImagesFake> {
	const requests: ImagesFakeRequest[] = []
	const respond = Array.isArray(handler) ? fromQueue([...handler]) : handler

	const server = http.createServer(async (req, res) => {
		try {
			const chunks: Buffer[] = []
			for await (const chunk of req) chunks.push(chunk as Buffer)
			const raw = Buffer.concat(chunks).toString('utf8')
			const path = (req.url ?? '/').split('?')[0]!
			if (req.method !== 'POST' || !path.endsWith('/images/generations')) {
				return send(res, 404, {}, errorBody(`fake: no route for ${req.method} ${path}`, 'not_found'))
			}
			const request: ImagesFakeRequest = { method: req.method, path, headers: req.headers, body: raw ? JSON.parse(raw) : {} }
			const index = requests.length
			requests.push(request)
			const reply = await respond(request, index)
			const status = reply.status ?? 200
			const body =
				reply.body !== undefined
					? reply.body
					: status < 400
						? imagesResponse(reply.png ?? Buffer.alloc(0))
						: errorBody(`fake error ${status}`, status === 429 ? 'rate_limit_exceeded' : 'server_error')
			send(res, status, reply.headers ?? {}, body)
		} catch (error) {
			send(res, 500, {}, errorBody(`fake crashed: ${(error as Error).message}`, 'server_error'))
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	return {
		url: `http://127.0.0.1:${port}/v1`,
		requests,
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections()
				server.close((error) => (error ? reject(error) : resolve()))
			}),
	}
}

/** Replies in order, one per call; once the queue is empty, 500. */
function fromQueue(queue: ImagesFakeReply[]) {
	return (): ImagesFakeReply => queue.shift() ?? { status: 500, body: errorBody('fake: no more replies queued', 'server_error') }
}

function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: unknown) {
	const text = typeof body === 'string' ? body : JSON.stringify(body)
	res.writeHead(status, { 'content-type': 'application/json', ...headers })
	res.end(text)
}

function errorBody(message: string, code: string) {
	return { error: { message, type: code, param: null, code } }
}

/** A valid images response (as GPT image models send it) holding one base64 PNG. */
export function imagesResponse(png: Buffer) {
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
