import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseNestedForm } from './form-body.ts'

/** A scripted answer (see failNext): a status with headers and a body (a JSON value, or a string sent as is). */
export type ScriptedReply = {
	status: number
	headers?: Record<string, string>
	body?: unknown
}

/** A request a fake received: the path without the query, the query's parameters and the parsed JSON body. */
export type RecordedRequest<Body> = {
	method: string
	path: string
	query: Record<string, string>
	headers: http.IncomingHttpHeaders
	body: Body
}

export type ScriptedHttpFake<Body> = {
	/** The server's root, http://127.0.0.1:port (vendor fakes add their SDK's base path). */
	url: string
	/** Every request, in arrival order, whether scripted, refused or answered normally. */
	requests: RecordedRequest<Body>[]
	/** Answers the next requests (any route, one reply each, in order) with these instead of the normal answer. */
	failNext: (...replies: ScriptedReply[]) => void
	/** Forgets requests and scripted replies, e.g. between tests. */
	reset: () => void
	close: () => Promise<void>
}

export type ScriptedHttpFakeOptions<Body> = {
	/** The normal answer to a request no scripted reply took; `index` is its place in `requests`. */
	handle: (request: RecordedRequest<Body>, res: http.ServerResponse, index: number) => unknown
	/** The body of the 500 sent when reading the request or `handle` throws, in the vendor's own error shape. */
	crashBody: (message: string) => unknown
}

/**
 * A local HTTP server on 127.0.0.1 (a free port) that vendor fakes build on: it records each request, then answers
 * it with the next reply queued by `failNext` if any, else with `handle`. Tests talk to it with the real SDKs.
 */
export async function startScriptedHttpFake<Body>({
	handle,
	crashBody,
}: ScriptedHttpFakeOptions<Body>): Promise<ScriptedHttpFake<Body>> {
	const requests: RecordedRequest<Body>[] = []
	const queue: ScriptedReply[] = []

	const server = http.createServer(async (req, res) => {
		try {
			const request = await readRequest<Body>(req)
			const index = requests.push(request) - 1
			const scripted = queue.shift()
			if (scripted) return send(res, scripted.status, scripted.body ?? '', scripted.headers)
			await handle(request, res, index)
		} catch (error) {
			send(res, 500, crashBody(`fake crashed: ${(error as Error).message}`))
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		failNext: (...replies) => {
			queue.push(...replies)
		},
		reset: () => {
			// Emptied in place: vendor fakes and tests hold on to these arrays.
			requests.length = 0
			queue.length = 0
		},
		close: () =>
			new Promise<void>((resolve, reject) => {
				// Keep-alive sockets of the SDKs would otherwise hold close() open.
				server.closeAllConnections()
				server.close((error) => (error ? reject(error) : resolve()))
			}),
	}
}

async function readRequest<Body>(req: http.IncomingMessage): Promise<RecordedRequest<Body>> {
	const chunks: Buffer[] = []
	for await (const chunk of req) chunks.push(chunk as Buffer)
	const bytes = Buffer.concat(chunks)
	const url = new URL(req.url ?? '/', 'http://fake')
	return {
		method: req.method ?? 'GET',
		path: url.pathname,
		query: Object.fromEntries(url.searchParams),
		headers: req.headers,
		body: bytes.length > 0 ? await parseBody(bytes, req.headers['content-type']) : {},
	}
}

/** A file of a multipart body, as recorded: its name, type and bytes. */
export type RecordedFile = { filename: string; type: string; bytes: Buffer }

/**
 * JSON bodies (most SDKs), URL-encoded ones (Stripe's, with its nested keys) and multipart ones (uploads: each field
 * a string, or a list of RecordedFile for file fields).
 */
async function parseBody(bytes: Buffer, contentType: string | undefined) {
	if (contentType?.startsWith('multipart/form-data')) {
		const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData()
		const body: Record<string, string | RecordedFile[]> = {}
		for (const [key, value] of form) {
			if (typeof value === 'string') body[key] = value
			else {
				const files = Array.isArray(body[key]) ? body[key] : []
				files.push({ filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) })
				body[key] = files
			}
		}
		return body
	}
	const raw = bytes.toString('utf8')
	return contentType?.startsWith('application/x-www-form-urlencoded') ? parseNestedForm(raw) : JSON.parse(raw)
}

/**
 * Sends `body`: a Buffer as is, a string as text/plain, anything else as JSON. `headers` come last, so they may set
 * another content-type (e.g. JSON for a string, to test an SDK on a malformed JSON answer).
 */
export function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
	const type = Buffer.isBuffer(body) ? 'application/octet-stream' : typeof body === 'string' ? 'text/plain' : 'application/json'
	res.writeHead(status, { 'content-type': type, ...headers })
	res.end(Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body))
}
