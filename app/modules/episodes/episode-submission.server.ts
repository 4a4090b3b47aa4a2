import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { ownShowName } from '#app/modules/podcasts/episode-shows.server.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import type { Voice } from '#app/ports/speech.ts'
import { createEpisode, type NewEpisode, retryEpisode } from './create-episode.server.ts'
import { clearDemoEpisodes } from './delete-episode.server.ts'
import {
	type EpisodeForm,
	type EpisodeFormReply,
	episodeFormSchema,
	needsMonologueConfirmation,
	type RejectedDocument,
} from './episode-form-schema.ts'
import { QuotaExceededError } from './episode-lifecycle.server.ts'
import { keptDocuments, readEpisodeForm, storeDocuments } from './episode-uploads.server.ts'
import { episodeUser } from './input-step.server.ts'
import { estimateSourceMinutes } from './length-estimate.server.ts'
import { lengthAgainstPlan } from './length-range.ts'
import type { SourceFile } from './source-types.ts'

export type EpisodeSubmission = { ok: true; episodeId: string } | { ok: false; status: 400 | 403; reply: EpisodeFormReply }

/**
 * The input step's form, sent: a new episode, or with `retryOf` the episode sent back to the input step, generated
 * again with what the user corrected. Either way one quota unit, atomically. When it cannot be done the form comes
 * back with what was wrong: 400 for the form, 403 'Límite alcanzado' when the month's episodes are used up.
 */
export async function submitEpisode(request: Request, userId: string, retryOf?: string): Promise<EpisodeSubmission> {
	const user = await episodeUser(userId)
	const prepared = await prepareEpisode({ id: userId, ...user }, await readEpisodeForm(request))
	if (!prepared.ok) return { ok: false, status: 400, reply: prepared.reply }
	try {
		if (retryOf) {
			await retryEpisode(userId, retryOf, prepared.episode)
			return { ok: true, episodeId: retryOf }
		}
		return { ok: true, episodeId: await createPreparedEpisode(userId, user.isDemoUser, prepared.episode) }
	} catch (error) {
		if (!(error instanceof QuotaExceededError)) throw error
		return { ok: false, status: 403, reply: { ...prepared.reply, limitReached: true } }
	}
}

/**
 * A checked episode created (one quota unit, atomically: QuotaExceededError when none is left); a demo account
 * keeps only its latest episode.
 */
export async function createPreparedEpisode(userId: string, isDemoUser: boolean, input: NewEpisode) {
	const episode = await createEpisode(userId, input)
	if (isDemoUser) await clearDemoEpisodes(userId, { except: episode.id })
	return episode.id
}

/** A valid form still carries its reply: the form to show again if creating the episode fails (the limit). */
type Prepared = { ok: true; episode: NewEpisode; reply: EpisodeFormReply } | { ok: false; reply: EpisodeFormReply }

/**
 * Turns a submitted input step into a new episode, or into the reply that shows the form again: the shared
 * schema's errors, then what only the server knows — the plan's languages, voices that exist and match the
 * language, the documents' content — and finally the monologue question when only one voice was chosen.
 */
export async function prepareEpisode(
	user: { id: string; planId: string; isDemoUser: boolean },
	{ formData, tooLarge }: { formData: FormData; tooLarge: RejectedDocument[] },
): Promise<Prepared> {
	const submission = parseWithZod(formData, { schema: episodeFormSchema })
	const files = formData.getAll('documents').filter((value): value is File => value instanceof File)
	const uploaded = formData.getAll('uploaded').filter((value): value is string => typeof value === 'string')
	const stored = await storeDocuments(user.id, files)
	const documents = [...(await keptDocuments(user.id, uploaded)), ...stored.stored]
	const rejected = [...tooLarge, ...stored.rejected]
	const formReply = (result: SubmissionResult<string[]>, confirmMonologue = false): EpisodeFormReply => ({
		result: { ...result, initialValue: withoutFiles(result.initialValue) },
		documents,
		rejected,
		confirmMonologue,
	})
	const reply = (result: SubmissionResult<string[]>, confirmMonologue = false): Prepared => ({
		ok: false,
		reply: formReply(result, confirmMonologue),
	})
	if (submission.status !== 'success') return reply(submission.reply())
	const voices = await userVoices(user.id)
	// a typed name (a new show, or one of the user's by name), else the show chosen in the list
	const { podcastName, podcastId } = submission.value
	const showName = podcastName || (podcastId ? await ownShowName(user.id, podcastId) : null)
	const fieldErrors = {
		...serverChecks(submission.value, planOf(user).languages, voices),
		...(showName ? {} : { podcastId: ['create.errors.podcastUnknown'] }),
	}
	if (Object.keys(fieldErrors).length > 0) return reply(submission.reply({ fieldErrors }))
	if (rejected.length > 0) return reply(submission.reply())
	// nothing to write from: refused now rather than failing in the job
	if (!submission.value.content && submission.value.urls.length === 0 && documents.length === 0) {
		return reply(submission.reply({ fieldErrors: { content: ['create.errors.noContent'] } }))
	}
	if (needsMonologueConfirmation(submission.value)) return reply(submission.reply(), true)
	const shortContent = await lengthCheck(submission.value, documents, planOf(user).lengthMinutes)
	if (shortContent) return { ok: false, reply: { ...formReply(submission.reply()), shortContent } }
	return {
		ok: true,
		episode: toNewEpisode({ ...submission.value, podcastName: showName! }, documents, voices),
		reply: formReply(submission.reply()),
	}
}

/**
 * Honest length: unless the user already chose to go on, the minutes the sources can give, when fewer than the
 * plan's range starts at (null otherwise). The episode is never padded to reach it.
 */
async function lengthCheck(value: EpisodeForm, files: SourceFile[], range: { min: number; max: number }) {
	if (value.lengthConfirmed) return null
	const minutes = await estimateSourceMinutes({
		content: value.content ?? null,
		urls: value.urls,
		files,
		title: value.episodeTitle,
		format: value.format,
		language: value.language,
		monologue: !value.guestVoiceId,
		lengthMinutes: range,
	})
	return minutes !== null && lengthAgainstPlan(minutes, range) === 'short' ? { minutes, ...range } : null
}

function serverChecks(value: EpisodeForm, planLanguages: readonly string[], voices: Voice[]) {
	const errors: Record<string, string[]> = {}
	if (!planLanguages.includes(value.language)) errors.language = ['create.errors.languageUnavailable']
	return { ...errors, ...voiceFieldErrors(value, voices) }
}

/**
 * The voices' checks of the input step (also for a voice changed later, through the API): each chosen voice is
 * one the user can use, and speaks the episode's language. Field → message keys of the `episodes` namespace.
 */
export function voiceFieldErrors(
	value: { language: string; presenterVoiceId: string; guestVoiceId?: string | null },
	voices: Voice[],
) {
	const errors: Record<string, string[]> = {}
	for (const field of ['presenterVoiceId', 'guestVoiceId'] as const) {
		const id = value[field]
		if (!id) continue
		const listed = voices.filter((voice) => voice.voice_id === id)
		if (listed.length === 0) errors[field] = ['create.errors.voiceUnknown']
		else if (!listed.some((voice) => voice.labels.language === value.language)) errors[field] = ['create.errors.voiceLanguage']
	}
	if (value.guestVoiceId && value.guestVoiceId === value.presenterVoiceId) errors.guestVoiceId = ['create.errors.sameVoice']
	return errors
}

/** Names default to the chosen voices' names, so the script never speaks of 'Presentador'. */
function toNewEpisode(value: EpisodeForm & { podcastName: string }, files: SourceFile[], voices: Voice[]): NewEpisode {
	// 'Nova (OpenAI)' speaks as Nova
	const voiceName = (id?: string) => voices.find((voice) => voice.voice_id === id)?.name.replace(/\s*\(.*\)$/, '')
	return {
		title: value.episodeTitle,
		podcastName: value.podcastName,
		episodeNumber: value.episodeNumber ?? null,
		presenterName: value.presenterName ?? voiceName(value.presenterVoiceId) ?? 'Presentador',
		guestName: value.guestName ?? voiceName(value.guestVoiceId) ?? 'Invitado',
		format: value.format,
		tone: value.tone,
		language: value.language,
		presenterVoiceId: value.presenterVoiceId,
		guestVoiceId: value.guestVoiceId ?? null,
		content: value.content ?? null,
		urls: value.urls,
		files,
	}
}

/** File parts cannot be sent back to a browser; the stored documents travel as `documents` instead. */
function withoutFiles<V extends Record<string, unknown>>(initialValue: V | null | undefined) {
	if (!initialValue) return initialValue
	const { documents: _documents, uploaded: _uploaded, ...rest } = initialValue
	return rest
}
