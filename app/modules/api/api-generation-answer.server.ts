import type { ApiErrorCode } from '#app/modules/errors/error-codes.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { type ApiEpisodeStatus, type ApiStatusRow, type WaitOutcome, waitForEpisode } from './api-episode-status.server.ts'
import { apiError } from './api-responses.server.ts'
import { waitQuery } from './contract/generation-schemas.ts'

/** When a generation call's work is done or failed, read from the episode's row. */
export type Outcome = (row: ApiStatusRow) => WaitOutcome

const noStore = { 'Cache-Control': 'no-store' }

/**
 * `?wait=N`: seconds (at most 60) the client will wait for the result, or undefined. Read before the call starts any
 * work, so that a bad value makes nothing: 400 with the field.
 */
export async function readWait(request: Request) {
	const wait = waitQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!wait.success) throw await apiError(request, 400, 'API_BAD_REQUEST', { fields: { wait: ['0–60'] } })
	return wait.data.wait
}

/**
 * The answer of a call that started (or found) work on an episode: 202 with the status document and its address
 * (`Location`) at once, or 200 if the result is already there; with a `wait` (readWait), 200 and the result once the
 * work is done, 422 with the error if it failed, or still 202 when the seconds were not enough.
 */
export async function generationAnswer(
	request: Request,
	episodeId: string,
	outcome: Outcome,
	{
		wait,
		failedCode,
		errorOf = (status) => status.error,
	}: {
		wait: number | undefined
		/** the code of a failure that leaves no error on the episode (the preview sample, the cover, the video) */
		failedCode?: ApiErrorCode
		/** where the document says why the work failed: the episode's error, unless said otherwise (a correction's) */
		errorOf?: (status: ApiEpisodeStatus) => ApiEpisodeStatus['error']
	},
) {
	const statusUrl = `/api/episodes/${episodeId}/status`
	const waited = await waitForEpisode(request, episodeId, wait ?? 0, outcome)
	if (waited.outcome === 'failed' && wait !== undefined) {
		const failed =
			errorOf(waited.status) ??
			(failedCode && { code: failedCode, message: errorTextIn(await getLanguage(request), { code: failedCode }) })
		if (failed) {
			const body = { error: failed.message, code: failed.code, episodeId, statusUrl }
			return Response.json(body, { status: 422, headers: noStore })
		}
	}
	const status = waited.outcome === 'done' ? 200 : 202
	return Response.json(waited.status, { status, headers: { ...noStore, ...(status === 202 && { Location: statusUrl }) } })
}

// ── when each kind of work is over ───────────────────────────────────────────────────────────────────────────────

/** A new episode's script: in preview when written; back on the input step with the error when it failed. */
export const scriptOutcome: Outcome = (row) =>
	row.step === 'preview' ? 'done' : row.step === 'input' && row.errorCode ? 'failed' : 'pending'

/** Another take: a newer take than `take` in preview, or preview again with the regeneration's error. */
export const retakeOutcome =
	(take: number): Outcome =>
	(row) =>
		row.step !== 'preview' ? 'pending' : row.scriptTake > take ? 'done' : row.errorCode ? 'failed' : 'pending'

/** The audio: complete, or back on the preview step with the audio's error. */
export const audioOutcome: Outcome = (row) =>
	row.step === 'complete' ? 'done' : row.step === 'preview' && row.errorCode ? 'failed' : 'pending'

/** The preview sample, the cover or the video: ready or failed. */
export const mediaOutcome =
	(field: 'previewStatus' | 'coverStatus' | 'videoStatus'): Outcome =>
	(row) =>
		row[field] === 'ready' ? 'done' : row[field] === 'failed' ? 'failed' : 'pending'

/** A correction of a complete episode (ADR 0051): over when its audio is made again, or failed (the previous stays). */
export const correctionOutcome: Outcome = (row) =>
	row.revisionStatus === 'idle' ? 'done' : row.revisionStatus === 'failed' ? 'failed' : 'pending'

/** GET /api/episodes/{id}/status: done when no job is at work on the episode (an error is in the document). */
export const workOutcome: Outcome = (row) =>
	row.step === 'generating' ||
	row.step === 'audio' ||
	row.revisionStatus === 'remaking' ||
	[row.previewStatus, row.coverStatus, row.videoStatus].includes('processing') ||
	['queued', 'uploading'].includes(row.youtubeStatus)
		? 'pending'
		: 'done'
