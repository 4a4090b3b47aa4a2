import type { ApiErrorCode, CodedError, ErrorCode } from '#app/modules/errors/error-codes.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'

/**
 * A refusal of the JSON API: `{ error, code }` with the code's text in the client's language (Accept-Language, else
 * Spanish), and `fields` naming each field's problem when a body did not validate. Thrown by guards, returned by
 * routes.
 */
export async function apiError(
	request: Request,
	status: number,
	error: ApiErrorCode | CodedError,
	extra: { fields?: Record<string, string[]>; headers?: HeadersInit } = {},
) {
	const coded: CodedError = typeof error === 'string' ? { code: error as ErrorCode } : error
	const body = {
		error: errorTextIn(await getLanguage(request), coded),
		code: coded.code,
		...(extra.fields ? { fields: extra.fields } : {}),
	}
	return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra.headers } })
}
