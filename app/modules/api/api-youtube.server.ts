import type { YoutubeErrorCode } from '#app/modules/errors/error-codes.ts'
import { apiError } from './api-responses.server.ts'
import type { ApiErrorStatus } from './contract/api-call.ts'

/** What each missing condition of an upload is, as a status: not set up here, not in the plan, or not done yet. */
const STATUS: Partial<Record<YoutubeErrorCode, ApiErrorStatus>> = {
	YOUTUBE_NOT_CONFIGURED: 503,
	YOUTUBE_PLAN: 403,
}

/**
 * POST /api/youtube/upload-video/{id} refused: the first of the missing conditions (missingForYoutube's order, the
 * one to do first) as `{ error, code }`. Not connected because the last upload found the authorisation expired or
 * withdrawn is said as that (YOUTUBE_AUTH_EXPIRED: reconnect), as the spec's client tells the two apart.
 */
export function youtubeUploadRefusal(request: Request, missing: YoutubeErrorCode[], lastError: { code: string } | null) {
	const first = missing[0] ?? 'YOUTUBE_UPLOAD_FAILED'
	const code = first === 'YOUTUBE_NOT_CONNECTED' && lastError?.code === 'YOUTUBE_AUTH_EXPIRED' ? 'YOUTUBE_AUTH_EXPIRED' : first
	return apiError(request, STATUS[code] ?? 409, { code })
}
