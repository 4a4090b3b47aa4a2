import { type ApiErrorCode, type CodedError, type ErrorCode, isDocumentErrorCode } from '#app/modules/errors/error-codes.ts'
import { errorTextIn, sourceWarningTextIn } from '#app/modules/errors/error-text.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'

/**
 * A refusal of the JSON API: `{ error, code }` with the code's text in the client's language (Accept-Language, else
 * Spanish; a document's code as 'Title: sentence.'), and `fields` naming each field's problem when a body did not
 * validate; `data` adds what a call's refusal carries besides (an upload's refused files). Thrown by guards, returned
 * by routes.
 */
export async function apiError(
	request: Request,
	status: number,
	error: ApiErrorCode | CodedError,
	extra: { fields?: Record<string, string[]>; headers?: HeadersInit; data?: Record<string, unknown> } = {},
) {
	const coded: CodedError = typeof error === 'string' ? { code: error as ErrorCode } : error
	const language = await getLanguage(request)
	const body = {
		...extra.data,
		// a document's code has a title and a sentence: one line of both
		error: isDocumentErrorCode(coded.code) ? sourceWarningTextIn(language, coded) : errorTextIn(language, coded),
		code: coded.code,
		...(extra.fields ? { fields: extra.fields } : {}),
	}
	return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra.headers } })
}
