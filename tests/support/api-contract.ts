import { expect } from 'vitest'
import { type ApiCall, apiErrorSchema } from '#app/modules/api/contract/api-call.ts'
import { callsAt, findCall } from '#app/modules/api/contract/api-calls.ts'

/**
 * Checks an answer of the JSON API against its call's description (app/modules/api/contract): the call exists, the
 * status is one it declares, and the JSON body has the declared shape (a refusal: `{ error, code, fields? }`).
 */
export function expectContract(method: string, path: string, answer: { status: number; body: unknown }) {
	const pathname = new URL(path, 'http://localhost').pathname
	const call = findCall(method, pathname)
	if (!call) {
		// an address no call has (404), or a method its calls do not take (405)
		expect(answer.status, `${method} ${path}`).toBe(callsAt(pathname).length === 0 ? 404 : 405)
		expect(apiErrorSchema.safeParse(answer.body).error?.issues ?? []).toEqual([])
		return
	}
	const success = call.responses[answer.status as keyof ApiCall['responses']]
	if (success === undefined) {
		expect(call.errors, `${method} ${path} declares ${answer.status}`).toContain(answer.status)
		expect(apiErrorSchema.safeParse(answer.body).error?.issues ?? []).toEqual([])
		return
	}
	if (typeof success === 'string') return
	expect(success.safeParse(answer.body).error?.issues ?? [], `${method} ${path} ${answer.status}`).toEqual([])
}
