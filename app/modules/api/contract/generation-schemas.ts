import { z } from 'zod'
import { CONTENT_MAX, MAX_DOCUMENTS, MAX_URLS } from '#app/modules/episodes/episode-form-limits.ts'

/**
 * The generation calls' bodies as JSON arrives: types and sizes only. The rules (required fields, lengths, the
 * plan's languages, voices that exist and speak the language, the quota) are the creation form's, applied by the
 * same module (app/modules/episodes/episode-submission.server.ts), so their messages are the form's.
 */
const text = (max: number) => z.string().max(max)
const id = z.string().max(200)

/** The spec's language names and codes, besides the app's own: castellano, latino, english. */
const languageAliases: Record<string, string> = {
	spanish: 'castellano',
	es: 'castellano',
	'es-es': 'castellano',
	'es-419': 'latino',
	latam: 'latino',
	en: 'english',
}
const language = z
	.string()
	.max(20)
	.transform((value) => languageAliases[value.toLowerCase()] ?? value.toLowerCase())
	.describe('castellano, latino or english (also: spanish, es, es-419, en)')

export const generateScriptBody = z
	.object({
		episodeId: id.optional().describe('another take of this episode’s script (it must be in the preview step)'),
		variation: z.number().int().optional().describe('with episodeId: asks for a different take'),
		podcastName: text(500).optional(),
		episodeTitle: text(500).optional(),
		episodeNumber: z.number().int().optional(),
		presenterName: text(200).optional(),
		guestName: text(200).optional(),
		linkedinContent: text(CONTENT_MAX + 1000)
			.optional()
			.describe('the text to talk about'),
		content: text(CONTENT_MAX + 1000)
			.optional()
			.describe('the same as linkedinContent'),
		blogUrl: text(2000).optional().describe('a web page to talk about'),
		urls: z
			.array(text(2000))
			.max(MAX_URLS + 1)
			.optional(),
		files: z
			.array(id)
			.max(MAX_DOCUMENTS + 1)
			.optional()
			.describe('documents sent before to POST /api/files/upload, by their id'),
		tone: text(40)
			.optional()
			.describe('formacion, innovacion, ventas or marca (also: education, innovation, sales, storytelling)'),
		language: language.optional(),
		format: text(40).optional().describe('podcast, entrevista or pildora'),
		presenterVoiceId: id.optional().describe('default: the preferred voices of Settings, or the first of the language'),
		guestVoiceId: id.optional(),
		monologue: z.boolean().optional().describe('one voice only: no guest'),
		lengthConfirmed: z.boolean().optional().describe('go on when the sources give less than the plan’s length'),
	})
	.strict()

export const generateAudioBody = z
	.object({
		episodeId: id.optional().describe('the episode whose script becomes audio; without it, a new episode from `script`'),
		script: text(CONTENT_MAX * 2)
			.optional()
			.describe('the script’s text, edited or written by you (lines «Nombre: texto», chapters as «## Título»)'),
		presenterVoiceId: id.optional(),
		guestVoiceId: id.optional(),
		voicePreset: text(40).optional().describe('accepted for the spec’s clients; the voices speak as configured'),
		episodeData: z
			.object({
				title: text(500).optional(),
				podcastName: text(500).optional(),
				presenterName: text(200).optional(),
				guestName: text(200).optional(),
				tone: text(40).optional(),
				language: language.optional(),
				episodeNumber: z.number().int().optional(),
			})
			.strict()
			.optional(),
	})
	.strict()

export const generatePreviewBody = z
	.object({
		episodeId: id,
		script: text(CONTENT_MAX * 2).optional(),
		presenterVoiceId: id.optional(),
		guestVoiceId: id.optional(),
		voicePreset: text(40).optional(),
	})
	.strict()

/**
 * POST /api/episodes/{id}/versions: the market of the version and its voices. The rules are the version page's
 * (app/modules/episodes/episode-version-schema.ts and episode-version.server.ts), so their messages are the page's.
 */
export const createVersionBody = z
	.object({
		language: language.describe('the version’s language: castellano, latino or english, other than the episode’s'),
		presenterVoiceId: id.describe('a voice of that language'),
		guestVoiceId: id.optional().describe('a second voice of that language; required unless the episode is a monologue'),
	})
	.strict()

/** The cover providers a client may name in /api/episodes/generate-{provider}-cover. */
export const coverProviders = ['openai', 'dalle', 'ai', 'local', 'template'] as const

/** The provider named by a path segment such as `generate-openai-cover`, or null. */
export function coverProvider(segment: string | undefined) {
	const name = /^generate-([a-z0-9]+)-cover$/.exec(segment ?? '')?.[1]
	return coverProviders.find((provider) => provider === name) ?? null
}

/** The cover and the video are made from the episode's own audio and cover: other fields of the spec are ignored. */
export const episodeIdBody = z.object({ episodeId: id }).loose()

export const descriptionBody = z
	.object({
		episodeId: id.optional().describe('the episode to describe; without it, `script` and `episodeTitle` are described'),
		script: text(CONTENT_MAX * 2).optional(),
		episodeTitle: text(500).optional(),
		podcastName: text(500).optional(),
		tone: text(40).optional(),
		language: language.optional(),
	})
	.strict()
	.refine((value) => value.episodeId !== undefined || Boolean(value.script?.trim()), {
		path: ['script'],
		error: 'episode.errors.empty',
	})

const mediaStatus = z.enum(['idle', 'processing', 'ready', 'failed'])

/** PATCH /api/episodes/{id}/script: the corrected script of a complete episode, as the editor writes it. */
export const correctScriptBody = z
	.object({
		script: text(CONTENT_MAX * 2).describe('the whole script: ‘## Título’ lines start a section, ‘NOMBRE: texto’ lines are said'),
	})
	.strict()

/**
 * Where an episode is and what it has so far: the answer of every generation call (202 while the work goes on, 200
 * when `?wait` saw it finish) and of GET /api/episodes/{id}/status. The spec's names are at the top level.
 */
export const apiEpisodeStatusSchema = z
	.object({
		episodeId: z.string(),
		episode: z.object({ id: z.string(), duration: z.number().nullable().describe('seconds') }),
		step: z.enum(['input', 'generating', 'preview', 'audio', 'complete']),
		progress: z.number().int().min(0).max(100),
		error: z.object({ code: z.string(), message: z.string() }).nullable(),
		script: z.string().nullable(),
		audioUrl: z.string().nullable(),
		description: z.string().nullable(),
		previewStatus: mediaStatus,
		previewUrl: z.string().nullable(),
		coverStatus: mediaStatus,
		coverUrl: z.string().nullable(),
		videoStatus: mediaStatus,
		videoUrl: z.string().nullable(),
		youtubeStatus: z.string(),
		youtubeProgress: z.number().int(),
		youtubeVideoUrl: z.string().nullable(),
		correction: z
			.object({
				status: z.enum(['idle', 'remaking', 'failed']),
				progress: z.number().int().min(0).max(100),
				error: z.object({ code: z.string(), message: z.string() }).nullable(),
			})
			.describe('a correction of the complete episode’s script (PATCH …/script): its audio is made again meanwhile'),
		statusUrl: z.string().describe('GET it (with ?wait=N to block up to N seconds) until the work is done'),
	})
	.meta({ id: 'EpisodeStatus' })

export const waitQuery = z.object({
	wait: z.coerce.number().min(0).max(60).optional().describe('seconds (at most 60) to wait for the result before answering 202'),
})
