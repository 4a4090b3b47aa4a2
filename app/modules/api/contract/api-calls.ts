import { accountCalls } from './account-calls.ts'
import type { ApiCall } from './api-call.ts'
import { pathPattern } from './api-call.ts'
import { appCalls } from './app-calls.ts'
import { authCalls } from './auth-calls.ts'
import { billingCalls } from './billing-calls.ts'
import { episodeCalls } from './episode-calls.ts'
import { fileCalls } from './file-calls.ts'
import { generationCalls } from './generation-calls.ts'
import { voiceCalls } from './voice-calls.ts'
import { webhookCalls } from './webhook-calls.ts'
import { youtubeCalls } from './youtube-calls.ts'

/** Every call of the JSON API (spec section 7), in the reference page's order. */
export const apiCalls: readonly ApiCall[] = [
	...authCalls,
	...episodeCalls,
	...generationCalls,
	...fileCalls,
	...voiceCalls,
	...youtubeCalls,
	...accountCalls,
	...webhookCalls,
	...billingCalls,
	...appCalls,
]

const patterns = apiCalls.map((call) => ({ call, pattern: pathPattern(call.path) }))

/** The calls served at a concrete path (one per method), or none: /api/episodes/abc → get, patch and delete. */
export function callsAt(path: string) {
	return patterns.filter(({ pattern }) => pattern.test(path)).map(({ call }) => call)
}

/** The call answering this method at this concrete path, if there is one. */
export function findCall(method: string, path: string) {
	return callsAt(path).find((call) => call.method === method.toLowerCase())
}
