import { expectContract } from './api-contract.ts'

const context = { cspNonce: '' }

type Sent = {
	method?: string
	headers?: Record<string, string>
	/** sent as JSON */
	json?: unknown
	/** sent as a form: URL-encoded, or multipart when it holds a File */
	form?: Record<string, string | File>
	params?: Record<string, string>
}

/**
 * Calls a JSON API route's loader or action as the server would (a thrown Response, a guard's refusal, is the answer
 * too) and checks the answer against the call's description (expectContract): its status, headers, and its JSON body,
 * or the bytes of what is not JSON (audio).
 */
export async function callApiRoute(handler: (args: never) => unknown, path: string, sent: Sent = {}) {
	const { method = 'GET', headers = {}, json, form, params = {} } = sent
	let body: BodyInit | undefined
	const sentHeaders: Record<string, string> = { ...headers }
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
	const answer = await Promise.resolve(handler({ request, params, context } as never)).catch((thrown: unknown) => thrown)
	if (!(answer instanceof Response)) throw answer
	const isJson = answer.headers.get('Content-Type')?.startsWith('application/json') ?? false
	const result = {
		status: answer.status,
		headers: answer.headers,
		body: (isJson ? await answer.json() : null) as Record<string, unknown> & Record<number, unknown>,
		bytes: isJson ? Buffer.alloc(0) : Buffer.from(await answer.arrayBuffer()),
	}
	expectContract(method, path, { status: result.status, body: result.body })
	return result
}

/** The Authorization header of a bearer token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
