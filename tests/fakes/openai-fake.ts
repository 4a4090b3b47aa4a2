import { type RecordedRequest, type ScriptedHttpFake, send, startScriptedHttpFake } from '#tests/fakes/scripted-http-fake.ts'

/** One answer of the fake: a chat.completion whose message is `content`, or an error `status` (with `body`). */
type FakeReply = {
	status?: number
	headers?: Record<string, string>
	/** The assistant message's content (for status 200). */
	content?: string
	/** Why the model stopped: 'stop' (default), or 'length' for an answer cut at its token limit. */
	finishReason?: 'stop' | 'length'
	/** A raw body instead of the generated one (any JSON value, or a string sent as is). */
	body?: unknown
}

/** A request the fake received: the parsed JSON body (model, messages, response_format…). */
type FakeRequest = RecordedRequest<{
	model: string
	messages: Array<{ role: string; content: string }>
	response_format?: { type: string }
	[key: string]: unknown
}>

export type FakeHandler = EndpointHandler<FakeReply, FakeRequest['body']>

/** `url` is the baseURL for the SDK (…/v1). */
export type OpenAIFake = ScriptedHttpFake<FakeRequest['body']>

/**
 * A local Chat Completions server on 127.0.0.1 for tests with the real SDK (`baseURL: fake.url`). `handler` is a
 * queue of replies (one per call; an exhausted queue answers 500) or a function of the request and its index.
 */
export function startOpenAIFake(handler: FakeHandler): Promise<OpenAIFake> {
	return startOpenAIEndpointFake('/chat/completions', handler, (request, reply) =>
		completion(request.body.model, reply.content ?? '', reply.finishReason),
	)
}

/** An error body as OpenAI sends it, e.g. openAiError('insufficient_quota', 'You exceeded your current quota…'). */
export function openAiError(code: string, message: string, type = code) {
	return { error: { message, type, param: null, code } }
}

/** The replies an endpoint fake takes: any status, headers or raw body, plus the endpoint's own fields. */
type EndpointReply = { status?: number; headers?: Record<string, string>; body?: unknown }

export type EndpointHandler<Reply, Body> = Reply[] | ((request: RecordedRequest<Body>, index: number) => Reply | Promise<Reply>)

/**
 * A fake of one JSON endpoint of OpenAI's API (POST …/v1`endpoint`), shared by the chat and images fakes: replies
 * come from `handler`; one without a body and a status under 400 gets the body `success` makes of it, an error
 * status an OpenAI error body.
 */
export async function startOpenAIEndpointFake<Reply extends EndpointReply, Body>(
	endpoint: string,
	handler: EndpointHandler<Reply, Body>,
	success: (request: RecordedRequest<Body>, reply: Reply) => unknown,
): Promise<ScriptedHttpFake<Body>> {
	const respond = Array.isArray(handler) ? fromQueue([...handler]) : handler
	const fake = await startScriptedHttpFake<Body>({
		crashBody: (message) => openAiError('server_error', message),
		handle: async (request, res, index) => {
			// OpenAI answers JSON even when a test's raw body is a string, so that SDKs meet malformed JSON.
			const json = { 'content-type': 'application/json' }
			if (request.method !== 'POST' || !request.path.endsWith(endpoint)) {
				return send(res, 404, openAiError('not_found', `fake: no route for ${request.method} ${request.path}`), json)
			}
			const reply = await respond(request, index)
			const status = reply.status ?? 200
			const body =
				reply.body !== undefined
					? reply.body
					: status < 400
						? success(request, reply)
						: openAiError(status === 429 ? 'rate_limit_exceeded' : 'server_error', `fake error ${status}`)
			send(res, status, body, { ...json, ...reply.headers })
		},
	})
	return { ...fake, url: `${fake.url}/v1` }
}

/** Replies in order, one per call; once the queue is empty, 500. */
function fromQueue<Reply extends EndpointReply>(queue: Reply[]) {
	return () => queue.shift() ?? ({ status: 500, body: openAiError('server_error', 'fake: no more replies queued') } as Reply)
}

let counter = 0

/** A valid chat.completion object whose first choice's message is `content`. */
function completion(model: string, content: string, finishReason: 'stop' | 'length' = 'stop') {
	return {
		id: `chatcmpl-fake-${++counter}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: model || 'fake-model',
		choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
		usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
	}
}
