import { setTimeout as delay } from 'node:timers/promises'
import type { z } from 'zod'
import { correctionView, episodeError } from '#app/modules/episodes/episode-view.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import type { apiEpisodeStatusSchema } from './contract/generation-schemas.ts'

export type ApiEpisodeStatus = z.output<typeof apiEpisodeStatusSchema>

const statusSelect = {
	id: true,
	step: true,
	progress: true,
	errorCode: true,
	errorParams: true,
	script: true,
	scriptTake: true,
	audioUrl: true,
	duration: true,
	description: true,
	previewStatus: true,
	previewUrl: true,
	coverStatus: true,
	coverUrl: true,
	videoStatus: true,
	videoUrl: true,
	youtubeStatus: true,
	youtubeProgress: true,
	youtubeVideoUrl: true,
	revisionStatus: true,
	revisionProgress: true,
	revisionErrorCode: true,
} as const

type StatusRow = NonNullable<Awaited<ReturnType<typeof readStatusRow>>>

function readStatusRow(episodeId: string) {
	return prisma.episode.findUnique({ where: { id: episodeId }, select: statusSelect })
}

/** The status document of one episode (the caller checked it is the user's), its error in the client's language. */
async function toStatus(request: Request, row: StatusRow): Promise<ApiEpisodeStatus> {
	const coded = episodeError(row)
	const language = await getLanguage(request)
	const correction = correctionView({ ...row, revisionScript: null })
	const step = row.step as ApiEpisodeStatus['step']
	const media = (status: string) => status as ApiEpisodeStatus['coverStatus']
	return {
		episodeId: row.id,
		episode: { id: row.id, duration: row.duration },
		step,
		progress: row.progress,
		error: coded ? { code: coded.code, message: errorTextIn(language, coded) } : null,
		// the script exists from the preview step on (a failed first take leaves none)
		script: step === 'input' || (step === 'generating' && row.scriptTake === 0) ? null : row.script,
		audioUrl: step === 'complete' ? row.audioUrl : null,
		description: step === 'complete' ? row.description : null,
		previewStatus: media(row.previewStatus),
		previewUrl: row.previewStatus === 'ready' ? row.previewUrl : null,
		coverStatus: media(row.coverStatus),
		coverUrl: row.coverStatus === 'ready' ? row.coverUrl : null,
		videoStatus: media(row.videoStatus),
		videoUrl: row.videoStatus === 'ready' ? row.videoUrl : null,
		youtubeStatus: row.youtubeStatus,
		youtubeProgress: row.youtubeProgress,
		youtubeVideoUrl: row.youtubeVideoUrl,
		correction: {
			status: correction.status,
			progress: correction.status === 'remaking' ? correction.progress : 0,
			error: correction.error ? { code: correction.error.code, message: errorTextIn(language, correction.error) } : null,
		},
		statusUrl: `/api/episodes/${row.id}/status`,
	}
}

/** What a waiting call waits for: done (with the result), failed (with the episode's error), or not yet. */
export type WaitOutcome = 'done' | 'failed' | 'pending'

/** How often a waiting call looks at the episode again. */
const WAIT_POLL_MS = 250

/**
 * `?wait=N`: looks at the episode until `outcome` says it is done or failed, N seconds at most (0: once), or the
 * client goes away. Answers the last status and its outcome.
 */
export async function waitForEpisode(
	request: Request,
	episodeId: string,
	seconds: number,
	outcome: (row: StatusRow) => WaitOutcome,
): Promise<{ status: ApiEpisodeStatus; outcome: WaitOutcome }> {
	const until = Date.now() + seconds * 1000
	for (;;) {
		const row = await readStatusRow(episodeId)
		if (!row) throw new Error(`El episodio ${episodeId} ya no existe`)
		const now = outcome(row)
		if (now !== 'pending' || Date.now() >= until || request.signal.aborted) {
			return { status: await toStatus(request, row), outcome: now }
		}
		await delay(Math.min(WAIT_POLL_MS, until - Date.now()), undefined, { signal: request.signal }).catch(() => undefined)
	}
}

export type { StatusRow as ApiStatusRow }
