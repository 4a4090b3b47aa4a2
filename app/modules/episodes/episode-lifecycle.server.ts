import { Prisma } from '#app/generated/prisma/client.ts'
import {
	type BeforeFailure,
	beforeFailureSelect,
	scheduleEpisodeFailedMail,
	scheduleEpisodeReadyMail,
} from '#app/modules/email/episode-mail.server.ts'
import type { EpisodeErrorCode, YoutubeErrorCode } from '#app/modules/errors/error-codes.ts'
import { consumeQuota, type Quota, refundQuota } from '#app/modules/quota/quota.server.ts'
import { scheduleWebhookEvent } from '#app/modules/webhooks/webhook-events.server.ts'
import { prisma, type Tx } from '#app/utils/db.server.ts'
import { enqueue } from '#app/utils/queue.server.ts'
import { countCorrection } from './correction-limit.server.ts'
import type { SourceWarning } from './source-types.ts'

/**
 * The episode state model (docs/decisions/0017-episode-state-model.md): the steps an episode goes through, the
 * progress shown at each point and every transition by name (what the page shows for a state: episode-view.server.ts).
 * Only this module writes `step`, `status`, `progress` and the media statuses; jobs and routes call its transitions.
 *
 *   input ─create─▶ generating ─scriptWritten─▶ preview ─approve─▶ audio ─audioMade─▶ complete
 *     ▲                 │   ▲                     │  ▲                 │
 *     └───scriptFailed──┘   └────regenerate───────┘  └───audioFailed───┘   (a failed regeneration: back to preview)
 *
 * Beside the step, three things are made on their own, each idle | processing | ready | failed: the preview
 * step's audio sample (`previewStatus`), and on the complete step the cover (`coverStatus`) and the video
 * (`videoStatus`). A complete episode can also be corrected (`revisionStatus` idle | remaking | failed, ADR 0051): its
 * step stays `complete` and its MP3 and video stay served until the corrected ones replace them.
 */

export const episodeSteps = ['input', 'generating', 'preview', 'audio', 'complete'] as const
export type EpisodeStep = (typeof episodeSteps)[number]

/** Thrown when the month's quota has no unit left for the episode (nothing was changed). */
export class QuotaExceededError extends Error {
	override name = 'QuotaExceededError'
	readonly quota: Quota
	constructor(quota: Quota) {
		super('Límite alcanzado')
		this.quota = quota
	}
}

/** The progress bar (0–100) at each point of an episode's life. */
export const PROGRESS = {
	failed: 0,
	/** a new episode (or a retried one) waits for the script job */
	generating: 20,
	/** another take on the script was asked for */
	regenerating: 25,
	/** the sources are read, the script is being written */
	sourcesRead: 40,
	sourcesReadAgain: 35,
	preview: 50,
	/** the script was approved */
	audio: 70,
	/** lines are synthesised between these two */
	audioLinesFrom: 75,
	audioLinesTo: 95,
	complete: 100,
	/** a correction of a complete episode (`revisionProgress`): queued, its lines between these two, then assembled */
	correctionQueued: 5,
	correctionLinesFrom: 10,
	correctionLinesTo: 80,
	correctionAssembled: 90,
} as const

/** `step`, `status` (the data model's column, kept in step with it) and `progress` of each step. */
const at = {
	generating: { step: 'generating', status: 'generating', progress: PROGRESS.generating },
	regenerating: { step: 'generating', status: 'generating', progress: PROGRESS.regenerating },
	preview: { step: 'preview', status: 'preview', progress: PROGRESS.preview },
	audio: { step: 'audio', status: 'audio', progress: PROGRESS.audio },
	complete: { step: 'complete', status: 'completed', progress: PROGRESS.complete },
	failed: { step: 'input', status: 'failed', progress: PROGRESS.failed },
} as const satisfies Record<string, { step: EpisodeStep; status: string; progress: number }>

const noError = { errorCode: null, errorParams: {} }
const withError = (code: EpisodeErrorCode) => ({ errorCode: code, errorParams: {} })

/**
 * A transition the user starts: one conditional update and, only if it moved the episode (a second click or a
 * stale page does not), what comes next — the job — in the same transaction.
 */
async function move(
	where: Prisma.EpisodeWhereInput,
	data: Prisma.EpisodeUpdateManyMutationInput,
	next: (tx: Tx) => Promise<unknown>,
) {
	await prisma.$transaction(async (tx) => {
		const { count } = await tx.episode.updateMany({ where, data })
		if (count === 1) await next(tx)
	})
}

// ── transitions the user starts ──────────────────────────────────────────────────────────────────────────────────

/**
 * A new (or retried) episode starts generating: the fields to write with its row, then `startGeneration` in the
 * same transaction takes its quota unit (QuotaExceededError when none is left) and sends the script job.
 */
export const generatingFields = { ...at.generating, ...noError, sourceWarnings: [] }

export async function startGeneration(tx: Tx, userId: string, episodeId: string) {
	const consumed = await consumeQuota({ userId, episodeId }, tx)
	if (!consumed.ok) throw new QuotaExceededError(consumed.quota)
	await enqueue('episode-script', { episodeId }, { tx })
}

/**
 * A version of a finished episode in another market (issue 25): the same start as a new episode — its row written
 * with `generatingFields` and, in the same transaction, its own quota unit (QuotaExceededError when none is left) and
 * the script job, which writes a version by translating its original's script (write-version-script.server.ts).
 */
export async function startVersion(tx: Tx, userId: string, episodeId: string) {
	await startGeneration(tx, userId, episodeId)
}

/**
 * Another take on the same sources: preview → generating. The current script stays until the new one is ready,
 * and stays if the new one fails. It uses no quota (the episode has its unit).
 */
export async function regenerate(episodeId: string) {
	const variation = 1 + Math.floor(Math.random() * 1_000_000)
	await move({ id: episodeId, step: 'preview' }, { ...at.regenerating, ...noError }, (tx) =>
		enqueue('episode-script', { episodeId, variation }, { tx }),
	)
}

/**
 * The approved script becomes audio: preview → audio and the `episode-audio` job, in one transaction. The
 * episode's quota unit is taken here if a failed audio run gave it back (QuotaExceededError when none is left).
 */
export async function approve(userId: string, episodeId: string) {
	await move({ id: episodeId, step: 'preview' }, { ...at.audio, ...noError }, (tx) => startAudio(tx, userId, episodeId))
}

/**
 * An episode whose script the client wrote (POST /api/episodes/generate-audio without an episode): created straight
 * in the audio step — the fields to write with its row, then `startAudio` in the same transaction.
 */
export const givenScriptFields = { ...at.audio, ...noError, sourceWarnings: [], scriptTake: 1 }

/** The audio job starts, with the episode's quota unit taken (QuotaExceededError when none is left). */
export async function startAudio(tx: Tx, userId: string, episodeId: string) {
	const consumed = await consumeQuota({ userId, episodeId }, tx)
	if (!consumed.ok) throw new QuotaExceededError(consumed.quota)
	await enqueue('episode-audio', { episodeId }, { tx })
}

/**
 * The user's edit of the script on the preview step; an audio sample of the old text goes with it. False when the
 * episode is not in preview any more (a new take is being written).
 */
export async function scriptEdited(episodeId: string, script: { data: object; text: string }, changed: boolean) {
	const { count } = await prisma.episode.updateMany({
		where: { id: episodeId, step: 'preview' },
		data: { scriptData: script.data, script: script.text, ...(changed ? { previewStatus: 'idle', previewUrl: null } : {}) },
	})
	return count === 1
}

/** The preview step's audio sample: its own job, the script stays editable meanwhile. */
export async function startPreview(episodeId: string) {
	await move({ id: episodeId, step: 'preview', previewStatus: { not: 'processing' } }, { previewStatus: 'processing' }, (tx) =>
		enqueue('episode-preview', { episodeId }, { tx }),
	)
}

/**
 * A complete episode whose audio is not being corrected: while a correction is made, its cover, video and upload wait
 * (each would read the MP3 the correction is about to replace).
 */
const notCorrecting = { step: 'complete', revisionStatus: { not: 'remaking' } } satisfies Prisma.EpisodeWhereInput

/** Makes the cover (or the video) again after its job failed. */
export async function retryMedia(episodeId: string, media: 'cover' | 'video') {
	const field = media === 'cover' ? 'coverStatus' : 'videoStatus'
	await move({ id: episodeId, ...notCorrecting, [field]: 'failed' }, { [field]: 'processing' }, (tx) =>
		enqueue(media === 'cover' ? 'episode-cover' : 'episode-video', { episodeId }, { tx }),
	)
}

/**
 * The video of a complete episode asked for after the fact (a plan with video now, or a client of the API): idle →
 * processing. Its job starts now if the cover is ready, or when the cover is made (coverMade); a failed cover is made
 * again first. False when nothing moved (already processing or ready, or not complete).
 */
export async function requestVideo(episodeId: string) {
	let moved = false
	await prisma.$transaction(async (tx) => {
		const episode = await tx.episode.findUnique({ where: { id: episodeId }, select: { coverStatus: true } })
		const { count } = await tx.episode.updateMany({
			where: { id: episodeId, ...notCorrecting, videoStatus: { in: ['idle', 'failed'] } },
			data: { videoStatus: 'processing', ...(episode?.coverStatus === 'failed' && { coverStatus: 'processing' }) },
		})
		if (count === 0) return
		moved = true
		if (episode?.coverStatus === 'ready') await enqueue('episode-video', { episodeId }, { tx })
		if (episode?.coverStatus === 'failed') await enqueue('episode-cover', { episodeId }, { tx })
	})
	return moved
}

// ── transitions the jobs make ────────────────────────────────────────────────────────────────────────────────────

/** The script job read the sources; the ones it could not read are kept as warnings for the preview step. */
export async function sourcesRead(episodeId: string, warnings: SourceWarning[], again: boolean) {
	await prisma.episode.update({
		where: { id: episodeId },
		data: { progress: again ? PROGRESS.sourcesReadAgain : PROGRESS.sourcesRead, sourceWarnings: warnings },
	})
}

/**
 * generating → preview with the new script (a new take: the editor shows it, and the old audio sample goes); a
 * version's script comes with its title in the version's language.
 */
export async function scriptWritten(episodeId: string, script: { data: object; text: string }, title?: string) {
	await prisma.episode.update({
		where: { id: episodeId },
		data: {
			...(title && { title }),
			...at.preview,
			...noError,
			scriptData: script.data,
			script: script.text,
			scriptTake: { increment: 1 },
			previewStatus: 'idle',
			previewUrl: null,
		},
	})
}

/**
 * The script job gave up. A regeneration goes back to its previous script; a new episode goes back to the input
 * step with everything the user entered, and its quota unit is refunded.
 */
export async function scriptFailed(episodeId: string, { regenerating, code }: { regenerating: boolean; code: EpisodeErrorCode }) {
	if (regenerating) {
		await prisma.episode.update({ where: { id: episodeId }, data: { ...at.preview, ...withError('REGENERATION_FAILED') } })
		return
	}
	await prisma.$transaction(async (tx) => {
		const before = await tx.episode.findUniqueOrThrow({ where: { id: episodeId }, select: beforeFailureSelect })
		await tx.episode.update({ where: { id: episodeId }, data: { ...at.failed, ...withError(code) } })
		await refundQuota(episodeId, tx)
		await scheduleEpisodeFailedMail(tx, episodeId, before)
		await failedEvent(tx, episodeId, before)
	})
}

/** The webhooks' `episode.failed`, once per failure: a give-up recorded twice (a retried job) sends no second event. */
async function failedEvent(tx: Tx, episodeId: string, before: BeforeFailure) {
	if (!before.errorCode) await scheduleWebhookEvent(tx, episodeId, 'episode.failed')
}

/** Lines synthesised so far: progress between 75 and 95 while the audio step lasts. */
export function audioProgress(done: number, total: number) {
	return PROGRESS.audioLinesFrom + Math.floor(((PROGRESS.audioLinesTo - PROGRESS.audioLinesFrom) * done) / total)
}

export async function setAudioProgress(episodeId: string, progress: number) {
	await prisma.episode.updateMany({ where: { id: episodeId, step: 'audio' }, data: { progress } })
}

/**
 * audio → complete with the MP3 and its description; the cover job starts (then the video, on plans with video),
 * and the webhooks' `episode.completed` goes: the episode can be listened to.
 */
export async function audioMade(
	episodeId: string,
	made: { audioUrl: string; duration: number; description: string; video: boolean },
) {
	await prisma.$transaction(async (tx) => {
		await tx.episode.update({
			where: { id: episodeId },
			data: {
				...at.complete,
				...noError,
				audioUrl: made.audioUrl,
				duration: made.duration,
				description: made.description,
				coverStatus: 'processing',
				videoStatus: made.video ? 'processing' : 'idle',
			},
		})
		await enqueue('episode-cover', { episodeId }, { tx })
		await scheduleWebhookEvent(tx, episodeId, 'episode.completed')
	})
}

/** The audio job gave up: back to the preview step with the script, the quota unit refunded, the failure told. */
export async function audioFailed(episodeId: string, code: 'AUDIO_FAILED' | 'CREDITS_EXHAUSTED') {
	await prisma.$transaction(async (tx) => {
		const before = await tx.episode.findUniqueOrThrow({ where: { id: episodeId }, select: beforeFailureSelect })
		await tx.episode.update({ where: { id: episodeId }, data: { ...at.preview, ...withError(code) } })
		await refundQuota(episodeId, tx)
		await scheduleEpisodeFailedMail(tx, episodeId, before)
		await failedEvent(tx, episodeId, before)
	})
}

/** The audio sample is ready (unless the script was edited meanwhile, which dropped it). */
export async function previewMade(episodeId: string, previewUrl: string) {
	await prisma.episode.updateMany({
		where: { id: episodeId, previewStatus: 'processing' },
		data: { previewStatus: 'ready', previewUrl },
	})
}

export async function previewFailed(episodeId: string) {
	await prisma.episode.updateMany({ where: { id: episodeId, previewStatus: 'processing' }, data: { previewStatus: 'failed' } })
}

/** The cover is ready; the video job starts if the video waits for it, and the episode-ready mail goes (once). */
export async function coverMade(episodeId: string, coverUrl: string, audioUrl?: string) {
	await prisma.$transaction(async (tx) => {
		const episode = await tx.episode.update({
			where: { id: episodeId },
			data: { coverUrl, coverStatus: 'ready', ...(audioUrl && { audioUrl }) },
			select: { videoStatus: true },
		})
		if (episode.videoStatus === 'processing') await enqueue('episode-video', { episodeId }, { tx })
		await scheduleEpisodeReadyMail(tx, episodeId)
	})
}

/**
 * No cover means no video either: both show their failure, with a way to retry the cover. The episode is ready to
 * listen to all the same: its mail goes, without the image.
 */
export async function coverFailed(episodeId: string) {
	await prisma.$transaction(async (tx) => {
		await tx.episode.update({ where: { id: episodeId }, data: { coverStatus: 'failed' } })
		await tx.episode.updateMany({ where: { id: episodeId, videoStatus: 'processing' }, data: { videoStatus: 'failed' } })
		await scheduleEpisodeReadyMail(tx, episodeId)
	})
}

export async function videoMade(episodeId: string, videoUrl: string) {
	await prisma.episode.update({ where: { id: episodeId }, data: { videoUrl, videoStatus: 'ready' } })
}

export async function videoFailed(episodeId: string) {
	await prisma.episode.update({ where: { id: episodeId }, data: { videoStatus: 'failed' } })
}

// ── the YouTube upload (complete step) ──────────────────────────────────────────────────────────────────────────

export type YoutubeUploadRequest = { title: string; description: string; privacy: 'private' | 'unlisted' | 'public' }

/**
 * The user asks for the upload (or retries a failed one): idle | failed → queued with what they confirmed, and the
 * `youtube-upload` job, in one transaction. False when nothing moved (already queued, uploading or uploaded).
 */
export async function requestYoutubeUpload(episodeId: string, request: YoutubeUploadRequest) {
	let moved = false
	await move(
		{ id: episodeId, ...notCorrecting, youtubeStatus: { in: ['idle', 'failed'] } },
		{
			youtubeStatus: 'queued',
			youtubeProgress: 0,
			youtubeErrorCode: null,
			youtubeErrorParams: {},
			youtubeTitle: request.title,
			youtubeDescription: request.description,
			youtubePrivacy: request.privacy,
		},
		async (tx) => {
			moved = true
			await enqueue('youtube-upload', { episodeId }, { tx })
		},
	)
	return moved
}

/** The job is sending the video: the percent sent so far. */
export async function youtubeUploading(episodeId: string, percent: number) {
	await prisma.episode.updateMany({
		where: { id: episodeId, youtubeStatus: { in: ['queued', 'uploading'] } },
		data: { youtubeStatus: 'uploading', youtubeProgress: Math.max(0, Math.min(99, Math.floor(percent))) },
	})
}

/** YouTube opened a resumable session: kept, so that a run after a crash goes on with it. */
export async function youtubeSessionOpened(episodeId: string, session: string) {
	await prisma.episode.update({ where: { id: episodeId }, data: { youtubeUploadSession: session } })
}

/** The video is on YouTube: its id and watch address. */
export async function youtubeUploaded(episodeId: string, video: { id: string; url: string }) {
	await prisma.episode.update({
		where: { id: episodeId },
		data: {
			youtubeStatus: 'uploaded',
			youtubeProgress: 100,
			youtubeVideoId: video.id,
			youtubeVideoUrl: video.url,
			youtubeUploadSession: null,
			youtubeUploadedAt: new Date(),
			youtubeErrorCode: null,
			youtubeErrorParams: {},
		},
	})
}

/** The upload gave up: why, as a code (ADR 0018), with a way to retry. */
export async function youtubeFailed(episodeId: string, code: YoutubeErrorCode, params: Record<string, string> = {}) {
	await prisma.episode.updateMany({
		where: { id: episodeId, youtubeStatus: { in: ['queued', 'uploading'] } },
		data: { youtubeStatus: 'failed', youtubeErrorCode: code, youtubeErrorParams: params },
	})
}

// ── a correction of a complete episode (ADR 0051) ───────────────────────────────────────────────────────────────

/**
 * A complete episode can be corrected when nothing else is being made of it: no correction under way (a failed one
 * may be corrected again), no cover or video being made, no upload to YouTube under way.
 */
const correctable = {
	step: 'complete',
	revisionStatus: { not: 'remaking' },
	coverStatus: { not: 'processing' },
	videoStatus: { not: 'processing' },
	youtubeStatus: { notIn: ['queued', 'uploading'] },
} satisfies Prisma.EpisodeWhereInput

/**
 * The user corrected the script of a complete episode: idle | failed → remaking with the corrected script, and the
 * `episode-correction` job, in one transaction that also counts the correction against the account's daily limit
 * (CorrectionLimitError past it: nothing moved). The episode keeps its step, script, MP3 and video meanwhile, and no
 * quota unit is taken. False when nothing moved (a correction is under way, or something else is being made).
 */
export async function startCorrection(userId: string, episodeId: string, script: { data: object; text: string }) {
	let moved = false
	await move(
		{ id: episodeId, ...correctable },
		{
			revisionStatus: 'remaking',
			revisionScript: script.text,
			revisionScriptData: script.data,
			revisionProgress: PROGRESS.correctionQueued,
			revisionErrorCode: null,
		},
		async (tx) => {
			await countCorrection(tx, userId)
			await enqueue('episode-correction', { episodeId }, { tx })
			moved = true
		},
	)
	return moved
}

/** A failed correction made again with the corrected script it kept (it counts as a correction). */
export async function retryCorrection(userId: string, episodeId: string) {
	let moved = false
	await move(
		{ id: episodeId, ...correctable, revisionStatus: 'failed', revisionScriptData: { not: Prisma.AnyNull } },
		{ revisionStatus: 'remaking', revisionProgress: PROGRESS.correctionQueued, revisionErrorCode: null },
		async (tx) => {
			await countCorrection(tx, userId)
			await enqueue('episode-correction', { episodeId }, { tx })
			moved = true
		},
	)
	return moved
}

/** Lines of the correction synthesised so far (the unchanged ones come from the line cache at once): 10 → 80. */
export function correctionProgress(done: number, total: number) {
	const { correctionLinesFrom: from, correctionLinesTo: to } = PROGRESS
	return from + Math.floor(((to - from) * done) / total)
}

export async function setCorrectionProgress(episodeId: string, progress: number) {
	await prisma.episode.updateMany({ where: { id: episodeId, revisionStatus: 'remaking' }, data: { revisionProgress: progress } })
}

/**
 * The corrected files are in place: the corrected script becomes the episode's, with the new MP3's address, duration
 * and description (and the video's address when it was made again); the correction is over.
 */
export async function correctionMade(
	episodeId: string,
	made: {
		script: { data: object; text: string }
		audioUrl: string
		duration: number
		description: string
		/** the video made again, or 'failed' when the corrected audio cannot have one (it stays unchanged when absent) */
		video?: { url: string } | 'failed'
	},
) {
	await prisma.episode.updateMany({
		where: { id: episodeId, revisionStatus: 'remaking' },
		data: {
			scriptData: made.script.data,
			script: made.script.text,
			audioUrl: made.audioUrl,
			duration: made.duration,
			description: made.description,
			...(made.video === 'failed' ? { videoStatus: 'failed' } : made.video ? { videoUrl: made.video.url } : {}),
			...noCorrection,
		},
	})
}

/** The correction job gave up: the episode keeps its previous script and audio; the corrected script stays to retry. */
export async function correctionFailed(episodeId: string, code: 'AUDIO_FAILED' | 'CREDITS_EXHAUSTED') {
	await prisma.episode.updateMany({
		where: { id: episodeId, revisionStatus: 'remaking' },
		data: { revisionStatus: 'failed', revisionProgress: 0, revisionErrorCode: code },
	})
}

const noCorrection = {
	revisionStatus: 'idle',
	revisionScript: null,
	revisionScriptData: Prisma.DbNull,
	revisionProgress: 0,
	revisionErrorCode: null,
} satisfies Prisma.EpisodeUpdateManyMutationInput
