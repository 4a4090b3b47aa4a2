import { z } from 'zod'

/**
 * One call of the JSON API, described once: the route reads its body with `body` (readApiBody), answers what
 * `responses` names, and the OpenAPI document (/api/openapi.json), the reference page (/api/docs), the request guards
 * (which paths take JSON and which methods) and the contract tests are all made from these descriptions.
 */
export type ApiCall = {
	/** the OpenAPI operationId: camelCase, unique */
	id: string
	method: 'get' | 'post' | 'put' | 'patch' | 'delete'
	/** OpenAPI's form, parameters in braces: /api/episodes/{episodeId} */
	path: string
	tag: ApiTag
	summary: { es: string; en: string }
	/** 'none': anyone; 'user': a bearer token, or the browser's session (whose writes stay on this site's pages) */
	auth: 'none' | 'user'
	query?: z.ZodObject
	/**
	 * The request body, how it travels, and the most it may weigh (server/body-limit.ts refuses more with a 413
	 * before anything reads it; 64 KB unless said).
	 */
	body?: ({ type: 'json' | 'multipart'; schema: z.ZodType } | { type: 'binary'; mediaTypes: string[] }) & { maxBytes?: number }
	/** the success answers: status → JSON body, or 'audio' / 'empty' for what is not JSON */
	responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType | 'audio' | 'empty'>>
	/** the refusals this call can answer, each `{ error, code, fields? }` */
	errors: ApiErrorStatus[]
	/** 'Idempotency-Key' is honoured: a retry with the same key answers the first result and makes nothing twice */
	idempotent?: boolean
	/** what the reference page's curl example sends (the path with its parameters filled in, and the body) */
	example?: { path?: string; body?: unknown }
}

type ApiTag = 'auth' | 'episodes' | 'generation' | 'voices' | 'billing' | 'settings' | 'youtube' | 'files' | 'webhooks' | 'app'

/** 402: a plan change the card did not pay; 502: a provider (payments, voices) that failed; 503: a service not set up here */
export type ApiErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503

/** Every refusal of the API: the code's text in the client's language, its code, and each field's problem by name. */
export const apiErrorSchema = z
	.object({
		error: z.string(),
		code: z.string(),
		fields: z.record(z.string(), z.array(z.string())).optional(),
		episodeId: z.string().optional().describe('a generation that failed while the call waited: its episode'),
		statusUrl: z.string().optional(),
	})
	.loose()
	.describe('some refusals say more: an upload’s accepted and rejected files, a limit’s numbers')
	.meta({ id: 'ApiError' })

/** The regular expression matching a call's concrete paths: /api/episodes/{episodeId} → ^/api/episodes/[^/]+$ */
export function pathPattern(path: string) {
	const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
	return new RegExp(`^${escaped}$`)
}
