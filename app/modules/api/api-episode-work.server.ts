import type { z } from 'zod'
import { correctEpisode, correctionSelect } from '#app/modules/episodes/episode-correction.server.ts'
import {
	approve,
	type EpisodeStep,
	QuotaExceededError,
	regenerate,
	requestVideo,
	retryMedia,
	startPreview,
} from '#app/modules/episodes/episode-lifecycle.server.ts'
import { saveScript } from '#app/modules/episodes/episode-script.server.ts'
import { voiceFieldErrors } from '#app/modules/episodes/episode-submission.server.ts'
import { episodePageSelect } from '#app/modules/episodes/episode-view.server.ts'
import { EpisodeVoiceError, requireUsableEpisodeVoices, setEpisodeVoices } from '#app/modules/episodes/episode-voices.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { limitReached, scriptRefusal } from './api-new-episode.server.ts'
import { apiError } from './api-responses.server.ts'
import type { generateAudioBody, generatePreviewBody } from './contract/generation-schemas.ts'

/**
 * The generation calls on an episode that exists, each through the episode page's own transitions
 * (app/modules/episodes/episode-lifecycle.server.ts) and checks: the owner only (404 for anyone else), the step the
 * transition needs (409 naming the step it is in), the cloned voices still usable, the quota.
 */

type Work = { episodeId: string }

/** 409: the episode is not where this call can start (the code's text names the step it is in). */
async function wrongStep(request: Request, step: string) {
	return apiError(request, 409, { code: 'API_WRONG_STEP', params: { step } })
}

/** Another take of the script (the spec's `variation`): preview → generating. Answers the take it replaces. */
export async function regenerateFromApi(request: Request, userId: string, episodeId: string) {
	const episode = await requireOwnEpisode(userId, episodeId, { request, select: { id: true, step: true, scriptTake: true } })
	if (episode.step !== 'preview') throw await wrongStep(request, episode.step)
	await regenerate(episode.id)
	return { episodeId: episode.id, take: episode.scriptTake }
}

type Edits = Pick<z.output<typeof generateAudioBody>, 'script' | 'presenterVoiceId' | 'guestVoiceId'>

/**
 * What the client changed before the audio or its sample, kept as the page keeps it: the edited script (the editor's
 * rules, 400 with the line that cannot be read) and other voices (the input step's checks).
 */
async function applyEdits(request: Request, userId: string, episodeId: string, edits: Edits) {
	const episode = await requireOwnEpisode(userId, episodeId, { request, select: { ...episodePageSelect, step: true } })
	if (episode.step !== 'preview') return episode
	const presenterVoiceId = edits.presenterVoiceId ?? episode.presenterVoiceId
	// a monologue has no guest; a dialogue keeps its guest unless another is named
	const guestVoiceId = episode.isMonologue ? presenterVoiceId : (edits.guestVoiceId ?? episode.guestVoiceId)
	if (presenterVoiceId !== episode.presenterVoiceId || guestVoiceId !== episode.guestVoiceId) {
		const errors = voiceFieldErrors(
			{ language: episode.language, presenterVoiceId, guestVoiceId: episode.isMonologue ? null : guestVoiceId },
			await userVoices(userId),
		)
		if (Object.keys(errors).length > 0) {
			const t = getFixedT(await getLanguage(request), 'episodes')
			const fields = Object.fromEntries(Object.entries(errors).map(([name, keys]) => [name, keys.map((key) => t(key))]))
			throw await apiError(request, 400, 'API_BAD_REQUEST', { fields })
		}
		await setEpisodeVoices(episode.id, { presenterVoiceId, guestVoiceId })
	}
	if (edits.script !== undefined) {
		const saved = await saveScript(episode, edits.script)
		if (!saved.ok) throw await scriptRefusal(request, saved.error)
	}
	return { ...episode, presenterVoiceId, guestVoiceId }
}

/** Before the voices speak: a cloned voice must still be the user's and in the plan (the page's toasts, as codes). */
async function requireVoices(request: Request, userId: string, episode: { presenterVoiceId: string; guestVoiceId: string }) {
	try {
		await requireUsableEpisodeVoices(userId, episode)
	} catch (error) {
		if (!(error instanceof EpisodeVoiceError)) throw error
		throw error.code === 'cloneNotInPlan'
			? await apiError(request, 403, 'API_CLONE_NOT_IN_PLAN')
			: await apiError(request, 409, 'API_CLONE_GONE')
	}
}

/**
 * POST /api/episodes/generate-audio with `episodeId`: the script (as edited) approved and made into audio, as the
 * page's 'Aprobar y generar audio'. An episode already making or having its audio is answered as it is.
 */
export async function audioFromApi(request: Request, userId: string, episodeId: string, edits: Edits): Promise<Work> {
	const episode = await applyEdits(request, userId, episodeId, edits)
	const step = episode.step as EpisodeStep
	if (step === 'audio' || step === 'complete') return { episodeId: episode.id }
	if (step !== 'preview') throw await wrongStep(request, step)
	await requireVoices(request, userId, episode)
	try {
		await approve(userId, episode.id)
	} catch (error) {
		if (error instanceof QuotaExceededError) throw await limitReached(request, userId)
		throw error
	}
	return { episodeId: episode.id }
}

/** POST /api/episodes/generate-preview: the preview step's audio sample of the script (as edited). */
export async function previewFromApi(
	request: Request,
	userId: string,
	body: z.output<typeof generatePreviewBody>,
): Promise<Work> {
	const episode = await applyEdits(request, userId, body.episodeId, body)
	if (episode.step !== 'preview') throw await wrongStep(request, episode.step)
	await requireVoices(request, userId, episode)
	await startPreview(episode.id)
	return { episodeId: episode.id }
}

/** The cover of a complete episode: made after the audio by itself; asked for again when it failed. */
export async function coverFromApi(request: Request, userId: string, episodeId: string): Promise<Work> {
	const episode = await requireOwnEpisode(userId, episodeId, { request, select: { id: true, step: true, coverStatus: true } })
	if (episode.step !== 'complete') throw await wrongStep(request, episode.step)
	if (episode.coverStatus === 'failed') await retryMedia(episode.id, 'cover')
	return { episodeId: episode.id }
}

/**
 * The video of a complete episode (plans with video only: 403 otherwise): made after the cover by itself on those
 * plans; asked for when it was not made (a plan without video then) or failed.
 */
export async function videoFromApi(request: Request, userId: string, episodeId: string): Promise<Work> {
	const episode = await requireOwnEpisode(userId, episodeId, { request, select: { id: true, step: true } })
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { planId: true, isDemoUser: true } })
	if (!planOf(user).video) throw await apiError(request, 403, 'API_VIDEO_PLAN')
	if (episode.step !== 'complete') throw await wrongStep(request, episode.step)
	await requestVideo(episode.id)
	return { episodeId: episode.id }
}

/**
 * PATCH /api/episodes/{id}/script: the corrected script of a complete episode (ADR 0051), as the complete step's
 * 'Editar y volver a generar el audio': only its changed lines are synthesised again, no episode of the month is used.
 * 409 when the episode is not complete or something else is being made of it, 429 past the day's corrections.
 */
export async function correctionFromApi(request: Request, userId: string, episodeId: string, script: string): Promise<Work> {
	const episode = await requireOwnEpisode(userId, episodeId, { request, select: { ...correctionSelect, step: true } })
	if (episode.step !== 'complete') throw await wrongStep(request, episode.step)
	await requireVoices(request, userId, episode)
	const answer = await correctEpisode(userId, episode, script)
	if (answer.ok) return { episodeId: episode.id }
	const { error } = answer
	if (error.key === 'episode.correction.limit') {
		throw await apiError(
			request,
			429,
			{ code: 'API_CORRECTION_LIMIT', params: error.values },
			{ headers: { 'Retry-After': String(error.values.hours * 3600) } },
		)
	}
	if (error.key === 'episode.correction.busy' || error.key === 'episode.correction.voice') {
		throw await apiError(request, 409, 'API_CORRECTION_BUSY')
	}
	throw await scriptRefusal(request, error)
}
