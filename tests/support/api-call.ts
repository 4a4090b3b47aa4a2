import { expectContract } from './api-contract.ts'

type Handler = (args: never) => unknown

type Sent = {
	method?: string
	/** the bearer header (none: no Authorization header at all) */
	token?: string
	/** sent as JSON */
	json?: unknown
	/** sent as a form: URL-encoded, or multipart when it holds a File */
	form?: Record<string, string | File>
	/** sent as it is (bytes, a FormData) */
	body?: BodyInit
	headers?: Record<string, string>
	params?: Record<string, string>
}

/**
 * Calls a JSON API route's loader or action in-process as the server would (a thrown Response, a guard's refusal, is
 * the answer too), and checks the answer against the call's description (expectContract): its status and its JSON
 * body, or the bytes of what is not JSON (audio).
 */
export async function callApi(handler: Handler, path: string, sent: Sent = {}) {
	const { method = 'GET', token, json, form, headers = {}, params = {} } = sent
	let body = sent.body
	const sentHeaders: Record<string, string> = { ...(token === undefined ? {} : bearer(token)), ...headers }
	if (json !== undefined) {
		body = JSON.stringify(json)
		sentHeaders['Content-Type'] = 'application/json'
	} else if (form) {
		const multipart = Object.values(form).some((value) => value instanceof File)
		const data = multipart ? new FormData() : new URLSearchParams()
		for (const [name, value] of Object.entries(form)) (data as FormData).set(name, value as string)
		body = data
	}
	const request = new Request(`http://localhost${path}`, { method, headers: sentHeaders, body })
	const answer = await Promise.resolve(handler({ request, params, context: { cspNonce: '' } } as never)).catch(
		(thrown: unknown) => thrown,
	)
	if (!(answer instanceof Response)) throw answer
	const isJson = answer.headers.get('Content-Type')?.startsWith('application/json') ?? false
	const result = {
		status: answer.status,
		headers: answer.headers,
		// biome-ignore lint/suspicious/noExplicitAny: a JSON answer, its shape checked by expectContract below; tests read into it
		body: (isJson ? await answer.json() : null) as Record<string, any>,
		bytes: isJson ? Buffer.alloc(0) : Buffer.from(await answer.arrayBuffer()),
	}
	expectContract(method, path, { status: result.status, body: result.body })
	return result
}

/** The Authorization header of a bearer token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** callApi as most API tests call it: the caller's token (null: none) and a JSON `body`. */
export function callAs(
	handler: Handler,
	path: string,
	token: string | null,
	{ body, ...sent }: Omit<Sent, 'token' | 'json' | 'body'> & { body?: unknown } = {},
) {
	return callApi(handler, path, { ...sent, token: token ?? undefined, json: body })
}
