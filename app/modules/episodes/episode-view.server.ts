import type { Prisma } from '#app/generated/prisma/client.ts'
import type { CodedError, EpisodeErrorCode } from '#app/modules/errors/error-codes.ts'
import { CORRECTIONS_PER_DAY } from './correction-limit.server.ts'
import type { CorrectionView } from './episode-correction.ts'
import { type EpisodeStep, episodeSteps } from './episode-lifecycle.server.ts'

// What the episode page shows for a state (docs/decisions/0017-episode-state-model.md): the states themselves are
// written by episode-lifecycle.server.ts only; this reads them.

/** The episode page's view of an episode: everything a step shows. */
export const episodePageSelect = {
	id: true,
	title: true,
	podcastName: true,
	podcastId: true,
	episodeNumber: true,
	presenterName: true,
	guestName: true,
	episodeFormat: true,
	language: true,
	presenterVoiceId: true,
	guestVoiceId: true,
	isMonologue: true,
	urls: true,
	content: true,
	tone: true,
	sourceFiles: true,
	status: true,
	step: true,
	progress: true,
	errorCode: true,
	errorParams: true,
	script: true,
	scriptData: true,
	scriptTake: true,
	videoStatus: true,
	coverUrl: true,
	coverStatus: true,
	previewStatus: true,
	previewUrl: true,
	videoUrl: true,
	audioUrl: true,
	duration: true,
	description: true,
	sourceWarnings: true,
	youtubeStatus: true,
	youtubeProgress: true,
	youtubeVideoUrl: true,
	revisionStatus: true,
	revisionScript: true,
	revisionProgress: true,
	revisionErrorCode: true,
	versionOfId: true,
} as const satisfies Prisma.EpisodeSelect

/** An episode as the episode page reads it (requireOwnEpisode with episodePageSelect). */
export type EpisodePage = Prisma.EpisodeGetPayload<{ select: typeof episodePageSelect }>

/** What the page polls (/resources/episodes/:id/status): the state, the upload's, and what the signature is made of. */
export const episodeStatusSelect = {
	title: true,
	step: true,
	status: true,
	progress: true,
	errorCode: true,
	errorParams: true,
	videoStatus: true,
	coverStatus: true,
	previewStatus: true,
	youtubeStatus: true,
	youtubeProgress: true,
	revisionStatus: true,
	revisionProgress: true,
} as const satisfies Prisma.EpisodeSelect

/** The fields of an episode the page's state depends on. */
export type EpisodeState = {
	step: string
	progress: number
	errorCode: string | null
	errorParams: unknown
	previewStatus: string
	coverStatus: string
	videoStatus: string
	/** the YouTube upload (absent: idle) */
	youtubeStatus?: string
	youtubeProgress?: number
	/** a correction of the complete episode (absent: idle) */
	revisionStatus?: string
	revisionProgress?: number
}

/** What the episode page polls: it reloads when any of these moved. */
export function statusSignature(
	episode: Pick<
		EpisodeState,
		| 'step'
		| 'progress'
		| 'previewStatus'
		| 'coverStatus'
		| 'videoStatus'
		| 'youtubeStatus'
		| 'youtubeProgress'
		| 'revisionStatus'
		| 'revisionProgress'
	>,
) {
	const youtube = [episode.youtubeStatus ?? 'idle', episode.youtubeProgress ?? 0]
	const correction = [episode.revisionStatus ?? 'idle', episode.revisionProgress ?? 0]
	return [
		episode.step,
		episode.progress,
		episode.previewStatus,
		episode.coverStatus,
		episode.videoStatus,
		...youtube,
		...correction,
	].join(':')
}

/** The stored error as a code and its parameters, or null. */
export function episodeError(episode: Pick<EpisodeState, 'errorCode' | 'errorParams'>): CodedError | null {
	if (!episode.errorCode) return null
	const params = episode.errorParams && typeof episode.errorParams === 'object' ? episode.errorParams : {}
	return { code: episode.errorCode as EpisodeErrorCode, params: params as CodedError['params'] }
}

/**
 * The episode page's view of a state: the step, the job at work with its progress bar (texts as keys of the
 * `episodes` namespace), the error, and whether the page should look for news — with JavaScript by polling
 * (`working`), without it by reloading itself (`mediaPending` on the complete step; the job bars reload by
 * themselves, and the preview step never does, which would throw away edits to the script).
 */
export function episodeView(episode: EpisodeState & { hasScript: boolean }) {
	const step = (episodeSteps as readonly string[]).includes(episode.step) ? (episode.step as EpisodeStep) : 'input'
	const previewPending = step === 'preview' && episode.previewStatus === 'processing'
	const youtubePending = episode.youtubeStatus === 'queued' || episode.youtubeStatus === 'uploading'
	const correcting = step === 'complete' && episode.revisionStatus === 'remaking'
	const mediaPending =
		step === 'complete' && (episode.coverStatus === 'processing' || episode.videoStatus === 'processing' || youtubePending)
	const job =
		step === 'generating'
			? {
					title: episode.hasScript ? 'episode.generating.regenerating' : 'episode.generating.title',
					text: 'episode.generating.text',
					note: episode.hasScript ? 'episode.generating.keepPrevious' : undefined,
					stepName: 'episode.steps.generating',
					progress: episode.progress,
				}
			: step === 'audio'
				? {
						title: 'episode.audio.title',
						text: 'episode.audio.text',
						stepName: 'episode.steps.audio',
						progress: episode.progress,
					}
				: null
	return {
		step,
		job,
		// a correction's progress bar reloads the page by itself without JavaScript, as the job bars do
		working: job !== null || previewPending || mediaPending || correcting,
		mediaPending,
		error: episodeError(episode),
		/** after a failed generation the form is shown again, with how to go on */
		retryForm: step === 'input',
		signature: statusSignature(episode),
	}
}

/**
 * A complete episode's correction as its pages show it (ADR 0051): idle, remaking (with its progress bar) or failed
 * (with why, and a way to retry); the script text the correction form starts from — the corrected one a failure kept,
 * else the episode's —, whether the form must wait for other work on the episode, and whether the page polls.
 */
export function correctionView(episode: {
	step: string
	coverStatus: string
	videoStatus: string
	youtubeStatus: string
	script: string | null
	revisionStatus: string
	revisionScript: string | null
	revisionProgress: number
	revisionErrorCode: string | null
}): CorrectionView {
	const status = episode.revisionStatus === 'remaking' || episode.revisionStatus === 'failed' ? episode.revisionStatus : 'idle'
	const failed = status === 'failed'
	return {
		available: episode.step === 'complete',
		status,
		progress: episode.revisionProgress,
		error: failed ? { code: (episode.revisionErrorCode ?? 'AUDIO_FAILED') as EpisodeErrorCode, params: {} } : null,
		text: (failed ? episode.revisionScript : null) ?? episode.script ?? '',
		waiting:
			status !== 'remaking' &&
			(episode.coverStatus === 'processing' ||
				episode.videoStatus === 'processing' ||
				episode.youtubeStatus === 'queued' ||
				episode.youtubeStatus === 'uploading'),
		working: episode.step === 'complete' && status === 'remaking',
		limit: CORRECTIONS_PER_DAY,
	}
}
