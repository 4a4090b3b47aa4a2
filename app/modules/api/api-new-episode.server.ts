import type { z } from 'zod'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { createEpisodeWithScript } from '#app/modules/episodes/create-episode.server.ts'
import { CONTENT_MAX } from '#app/modules/episodes/episode-form-limits.ts'
import type { EpisodeFormReply } from '#app/modules/episodes/episode-form-schema.ts'
import { QuotaExceededError } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { createPreparedEpisode, prepareEpisode } from '#app/modules/episodes/episode-submission.server.ts'
import { inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import type { ApiErrorCode } from '#app/modules/errors/error-codes.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { limitTextValues } from '#app/modules/quota/limit-text.ts'
import { parseScriptText, type ScriptTextError } from '#app/modules/script/script-text.ts'
import { renderScript } from '#app/modules/script/script-types.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { apiError } from './api-responses.server.ts'
import type { generateAudioBody, generateScriptBody } from './contract/generation-schemas.ts'

type ScriptRequest = z.output<typeof generateScriptBody>
type AudioRequest = z.output<typeof generateAudioBody>

/** What a new episode is made of, whichever call brings it: the creation form's fields, as JSON names them. */
type ApiEpisodeInput = Omit<ScriptRequest, 'episodeId' | 'variation' | 'linkedinContent' | 'blogUrl'> & {
	/** the name the client gave the text field (for its error) */
	contentField: 'content' | 'linkedinContent'
}

/**
 * A new episode checked exactly as the creation form checks it (the same module: its fields' rules, the plan's
 * languages, the voices, the documents), from the spec's JSON. Voices left out are the user's preferred ones for
 * the language, as the form starts with; a guest too unless `monologue`. Throws the refusal: 400 with each field's
 * message, 422 when the sources are shorter than the plan's length (send `lengthConfirmed: true` to go on).
 */
async function prepareApiEpisode(request: Request, userId: string, input: ApiEpisodeInput) {
	const { user, defaults, voices } = await inputStepFor(userId)
	const language = input.language ?? defaults.language
	const speaking = voices.filter((voice) => voice.language === language)
	const preferred = (id: string | null) => speaking.find((voice) => voice.id === id)?.id
	const presenterVoiceId = input.presenterVoiceId ?? preferred(user.defaultPresenterVoice) ?? speaking[0]?.id
	const guestVoiceId = input.monologue
		? undefined
		: (input.guestVoiceId ??
			[preferred(user.defaultGuestVoice), ...speaking.map((voice) => voice.id)].find((id) => id && id !== presenterVoiceId))
	const form = new FormData()
	const fields: Record<string, string | number | undefined> = {
		podcastName: input.podcastName,
		episodeTitle: input.episodeTitle,
		episodeNumber: input.episodeNumber,
		presenterName: input.presenterName,
		guestName: input.monologue ? undefined : input.guestName,
		format: input.format,
		language,
		tone: input.tone,
		presenterVoiceId,
		guestVoiceId,
		content: input.content,
		// a client names one voice and no guest only when it asked for a monologue, or none other speaks the language
		monologueConfirmed: 'on',
		lengthConfirmed: input.lengthConfirmed ? 'on' : undefined,
	}
	for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value))
	for (const url of input.urls ?? []) form.append('urls', url)
	const files = [...new Set(input.files ?? [])]
	for (const file of files) form.append('uploaded', file)
	const prepared = await prepareEpisode({ id: userId, ...user }, { formData: form, tooLarge: [] })
	if (!prepared.ok) throw await refusal(request, prepared.reply, input.contentField)
	// an id that is not one of the user's uploads is not silently dropped
	if (prepared.episode.files.length < files.length) {
		throw await apiError(request, 400, 'API_BAD_REQUEST', {
			fields: { files: [errorTextIn(await getLanguage(request), { code: 'API_FILE_UNKNOWN' })] },
		})
	}
	return { user, episode: prepared.episode }
}

/** POST /api/episodes/generate-script without `episodeId`: a new episode whose script is being written. */
export async function createEpisodeFromApi(request: Request, userId: string, body: ScriptRequest) {
	const { episodeId: _id, variation: _variation, linkedinContent, blogUrl, ...rest } = body
	const { user, episode } = await prepareApiEpisode(request, userId, {
		...rest,
		content: linkedinContent ?? body.content,
		contentField: linkedinContent === undefined ? 'content' : 'linkedinContent',
		urls: [blogUrl, ...(body.urls ?? [])].filter((url): url is string => Boolean(url)),
	})
	try {
		return await createPreparedEpisode(userId, user.isDemoUser, episode)
	} catch (error) {
		if (error instanceof QuotaExceededError) throw await limitReached(request, userId)
		throw error
	}
}

/**
 * POST /api/episodes/generate-audio without `episodeId`: a new episode from the script the client wrote, straight to
 * its audio. The script is the episode's content (the form's rules for the fields, the voices and the plan); the
 * speakers' names are `episodeData`'s, else the first two names the lines start with.
 */
export async function createEpisodeFromScript(request: Request, userId: string, body: AudioRequest) {
	const data = body.episodeData ?? {}
	const text = body.script ?? ''
	const [first, second] = speakersOf(text)
	const monologue = !body.guestVoiceId && second === undefined
	const { episode } = await prepareApiEpisode(request, userId, {
		podcastName: data.podcastName,
		episodeTitle: data.title,
		episodeNumber: data.episodeNumber,
		presenterName: data.presenterName ?? first,
		guestName: data.guestName ?? second,
		tone: data.tone,
		language: data.language,
		presenterVoiceId: body.presenterVoiceId,
		guestVoiceId: body.guestVoiceId,
		monologue,
		content: text,
		contentField: 'content',
		lengthConfirmed: true,
	})
	const names = { presenter: episode.presenterName, guest: episode.guestName }
	const firstSectionTitle = episode.language === 'english' ? 'Introduction' : 'Introducción'
	const parsed = parseScriptText(text, names, { monologue: !episode.guestVoiceId, firstSectionTitle })
	if (!parsed.ok) throw await scriptRefusal(request, parsed.error)
	try {
		const script = { data: parsed.script, text: renderScript(parsed.script, names) }
		return (await createEpisodeWithScript(userId, episode, script)).id
	} catch (error) {
		if (error instanceof QuotaExceededError) throw await limitReached(request, userId)
		throw error
	}
}

/** The names a script's lines start with («Ana: Hola» → Ana), in the order they first speak. */
export function speakersOf(text: string) {
	const names: string[] = []
	for (const row of text.split(/\r?\n/)) {
		const name = /^\s*([^:#\n]{1,40}):\s*\S/.exec(row)?.[1]?.trim()
		if (name && !names.includes(name)) names.push(name)
	}
	return names
}

/** A script that cannot be read: 400 with the editor's message for it (the line and what is wrong). */
export async function scriptRefusal(request: Request, error: ScriptTextError) {
	const t = getFixedT(await getLanguage(request), 'episodes')
	return apiError(request, 400, 'API_BAD_REQUEST', { fields: { script: [t(error.key, error.values)] } })
}

/** 403 'Límite alcanzado': the month's episodes are used up, with the plan's numbers and the plan to move to. */
export async function limitReached(request: Request, userId: string) {
	const { quota } = await getAccountSummary(userId)
	return apiError(request, 403, { code: 'API_LIMIT_REACHED', params: limitTextValues(quota) })
}

/** The form's reply as the API's refusal: the fields by the names the client sent, in its language. */
async function refusal(request: Request, reply: EpisodeFormReply, contentField: ApiEpisodeInput['contentField']) {
	const lng = await getLanguage(request)
	if (reply.shortContent) {
		const { minutes, min, max } = reply.shortContent
		return apiError(request, 422, { code: 'API_SOURCES_SHORT' satisfies ApiErrorCode, params: { minutes, min, max } })
	}
	const t = getFixedT(lng, 'episodes')
	const fields: Record<string, string[]> = {}
	for (const [name, messages] of Object.entries(reply.result.error ?? {})) {
		const field = name === 'content' ? contentField : name === 'uploaded' ? 'files' : name
		fields[field] = (messages ?? []).map((message) => t(message, { max: CONTENT_MAX }))
	}
	if (reply.rejected.length > 0) {
		fields.files = reply.rejected.map(({ name, problem }) => `${name}: ${errorTextIn(lng, problem, 'message')}`)
	}
	return apiError(request, 400, 'API_BAD_REQUEST', { fields })
}
