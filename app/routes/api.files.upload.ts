import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { apiRejectedFiles, rejectionStatus, secondsToNextUtcDay, uploadApiFiles } from '#app/modules/api/api-files.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { isMultipartForm } from '#app/utils/multipart-form.server.ts'

/**
 * POST /api/files/upload (multipart, the documents as `files`) → 201 `{ files: [{ id, name, size, type }] }`, each
 * `id` what a call that takes documents receives (`files: [id]`). The creation form's rules: ten documents of 10 MB,
 * PDF/DOC/DOCX/PPT/PPTX/TXT by their content, the day's upload allowance. When any file is refused the answer is the
 * first refusal's status and code (413 too large or too many, 415 another type, 429 the allowance, with
 * Retry-After), with `rejected` (each file's name, code and text) and `files`: the accepted ones, stored as the form
 * keeps them, so that they need not be sent again.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	if (!isMultipartForm(request)) return noFiles(request)
	const uploaded = await uploadApiFiles(request, userId).catch(async (error: unknown) => {
		// a malformed multipart body: the form reader's 400 page, as the API's JSON 400
		if (error instanceof Response && error.status === 400) throw await apiError(request, 400, 'API_BAD_REQUEST')
		throw error
	})
	if (!uploaded) return noFiles(request)
	const [first] = uploaded.rejected
	if (!first) return Response.json({ files: uploaded.files }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
	const status = rejectionStatus[first.problem.code] ?? 400
	return apiError(request, status, first.problem, {
		data: { files: uploaded.files, rejected: apiRejectedFiles(await getLanguage(request), uploaded.rejected) },
		headers: status === 429 ? { 'Retry-After': String(secondsToNextUtcDay()) } : undefined,
	})
}

/** No file in the body: a 400 that names the `files` field, as a form's missing field is named. */
async function noFiles(request: Request) {
	const text = errorTextIn(await getLanguage(request), { code: 'API_NO_FILES' })
	return apiError(request, 400, 'API_NO_FILES', { fields: { files: [text] } })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
