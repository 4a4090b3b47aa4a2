import type { ActionFunctionArgs } from '@remix-run/node'
import { secondsToNextUtcDay } from '#app/modules/api/api-files.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { readCappedBody, readUploadTicket, storeUploadedObject, uploadTicketUnused } from '#app/modules/api/api-objects.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { dailyUploadMb } from '#app/modules/quota/upload-allowance.server.ts'
import { AVATAR_MAX_BYTES } from '#app/modules/settings/settings-limits.ts'

/**
 * PUT /api/objects/{token} (the `uploadURL` of POST /api/objects/upload; the address is the authorisation, no token
 * needed) with an image's bytes and its Content-Type → 201 `{ objectPath }`. A forged, expired or already used
 * address is a 404 API_UPLOAD_URL_INVALID; another type than image/… a 415; more than 5 MB a 413; the day's upload
 * allowance used up a 429 with Retry-After.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireApiMethod(request, ['PUT'])
	const ticket = readUploadTicket(params.token)
	if (!ticket || !(await uploadTicketUnused(ticket))) return apiError(request, 404, 'API_UPLOAD_URL_INVALID')
	const contentType = (request.headers.get('Content-Type') ?? '').trim().toLowerCase()
	if (!contentType.startsWith('image/')) return apiError(request, 415, 'API_IMAGE_INVALID')
	const bytes = await readCappedBody(request, AVATAR_MAX_BYTES)
	if (!bytes) return apiError(request, 413, 'API_IMAGE_TOO_LARGE')
	if (bytes.byteLength === 0) return apiError(request, 400, 'API_BAD_REQUEST')
	const objectPath = await storeUploadedObject(ticket, bytes)
	if (!objectPath) {
		return apiError(
			request,
			429,
			{ code: 'DOCUMENT_DAILY_LIMIT', params: { mb: dailyUploadMb } },
			{ headers: { 'Retry-After': String(secondsToNextUtcDay()) } },
		)
	}
	return Response.json({ objectPath }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['PUT'])
