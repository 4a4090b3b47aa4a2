import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One answer of the fake: a chat.completion whose message is `content`, or an error `status` (with `body`). */
export type FakeReply = {
	status?: number
	headers?: Record<string, string>
	/** The assistant message's content (for status 200). */
	content?: string
	/** A raw body instead of the generated one (any JSON value, or a string sent as is). */
	body?: unknown
}

/** A request the fake received: the parsed JSON body (model, messages, response_format…). */
export type FakeRequest = {
	method: string
	path: string
	headers: http.IncomingHttpHeaders
	body: {
		model: string
		messages: Array<{ role: string; content: string }>
		response_format?: { type: string }
		[key: string]: unknown
	}
}

export type FakeHandler = FakeReply[] | ((request: FakeRequest, index: number) => FakeReply | Promise<FakeReply>)

export type OpenAIFake = {
	/** baseURL for the SDK (…/v1). */
	url: string
	requests: FakeRequest[]
	close: () => Promise<void>
}

/**
 * A local Chat Completions server on 127.0.0.1 for tests with the real SDK (`baseURL: fake.url`). `handler` is a
 * queue of replies (one per call; an exhausted queue answers 500) or a function of the request and its index.
 */
export async function startOpenAIFake(handler: FakeHandler): Promise<OpenAIFake> {
	const requests: FakeRequest[] = []
	const respond = Array.isArray(handler) ? fromQueue([...handler]) : handler

	const server = http.createServer(async (req, res) => {
		try {
			const chunks: Buffer[] = []
			for await (const chunk of req) chunks.push(chunk as Buffer)
			const raw = Buffer.concat(chunks).toString('utf8')
			const path = (req.url ?? '/').split('?')[0]!
			if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
				return send(res, 404, {}, errorBody(`fake: no route for ${req.method} ${path}`, 'not_found'))
			}
			const request: FakeRequest = { method: req.method, path, headers: req.headers, body: raw ? JSON.parse(raw) : {} }
			const index = requests.length
			requests.push(request)
			const reply = await respond(request, index)
			const status = reply.status ?? 200
			const body =
				reply.body !== undefined
					? reply.body
					: status < 400
						? completion(request.body.model, reply.content ?? '')
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
function fromQueue(queue: FakeReply[]) {
	return (): FakeReply => queue.shift() ?? { status: 500, body: errorBody('fake: no more replies queued', 'server_error') }
}

function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: unknown) {
	const text = typeof body === 'string' ? body : JSON.stringify(body)
	res.writeHead(status, { 'content-type': 'application/json', ...headers })
	res.end(text)
}

function errorBody(message: string, code: string) {
	return { error: { message, type: code, param: null, code } }
}

let counter = 0

/** A valid chat.completion object whose first choice's message is `content`. */
export function completion(model: string, content: string) {
	return {
		id: `chatcmpl-fake-${++counter}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: model || 'fake-model',
		choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
		usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
	}
}
