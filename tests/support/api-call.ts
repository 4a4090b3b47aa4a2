import { expectContract } from './api-contract.ts'

type Handler = (args: never) => unknown

/**
 * Calls a JSON API route in-process as a client would (a Request to its loader or action), and checks the answer
 * against the call's description: `json` is sent as JSON, `body` as it is (bytes, a FormData), `token` as the
 * bearer header (none: no header at all).
 */
export async function callApi(
	handler: Handler,
	path: string,
	{
		method = 'GET',
		token,
		json,
		body,
		headers = {},
		params = {},
	}: {
		method?: string
		token?: string
		json?: unknown
		body?: BodyInit
		headers?: Record<string, string>
		params?: Record<string, string>
	} = {},
) {
	const request = new Request(`http://localhost${path}`, {
		method,
		headers: {
			...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
			...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
			...headers,
		},
		body: json === undefined ? body : JSON.stringify(json),
	})
	const answer = await Promise.resolve(handler({ request, params, context: { cspNonce: '' } } as never)).catch(
		(thrown: unknown) => thrown,
	)
	if (!(answer instanceof Response)) throw answer
	// biome-ignore lint/suspicious/noExplicitAny: a JSON answer, its shape checked by expectContract below; tests read into it
	const result = { status: answer.status, headers: answer.headers, body: (await answer.json()) as Record<string, any> }
	expectContract(method, path, result)
	return result
}
