import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import type { DocumentProblem } from '#app/modules/content/documents/document-rules.ts'
import { formats, languages, type ScriptLanguage, type Tone, tones } from '#app/modules/script/script-options.ts'
import { speakerNameSchema } from '#app/modules/script/speaker-name.ts'
import { oneLine } from '#app/utils/one-line.ts'
import { CONTENT_MAX, MAX_URLS, TITLE_MAX } from './episode-form-limits.ts'
import type { LengthCheck } from './length-range.ts'
import type { SourceFile } from './source-types.ts'

/**
 * The input step's form, checked by the server (with what only it knows: the plan, the voices, the uploaded bytes);
 * the browser sends the form as it is and shows the server's answer, so its JavaScript carries no zod. Messages are
 * keys of the `episodes` namespace.
 */

/** English names of the tones, accepted as aliases. */
const toneAliases: Record<string, (typeof tones)[number]> = {
	education: 'formacion',
	innovation: 'innovacion',
	sales: 'ventas',
	storytelling: 'marca',
}

const optionalText = (max: number) =>
	z
		.string()
		.trim()
		.max(max, { error: 'create.errors.tooLong' })
		.optional()
		.transform((value) => value || undefined)

/**
 * One value or several under the same name (repeated inputs) → a list without the empty ones (conform turns an
 * empty field into undefined).
 */
const list = z
	.union([z.string(), z.array(z.string().optional())])
	.optional()
	.transform((value) =>
		(Array.isArray(value) ? value : [value]).map((item) => item?.trim()).filter((item): item is string => Boolean(item)),
	)

const webAddress = z.string().refine(
	(value) => {
		try {
			return ['http:', 'https:'].includes(new URL(value).protocol)
		} catch {
			return false
		}
	},
	{ error: 'create.errors.url' },
)

export const episodeFormSchema = z
	.object({
		/** one of the user's shows, or none ('Nuevo pódcast': the name typed below) */
		podcastId: z.string().max(100).optional(),
		/**
		 * A new show's name, or an existing show's (the JSON API names shows this way): it wins over `podcastId`, since
		 * without JavaScript both fields are on the page and a typed name is the user's latest word.
		 */
		podcastName: z.string().overwrite(oneLine).max(TITLE_MAX, { error: 'create.errors.tooLong' }).optional(),
		episodeNumber: z.coerce
			.number({ error: 'create.errors.episodeNumber' })
			.int({ error: 'create.errors.episodeNumber' })
			.min(1, { error: 'create.errors.episodeNumber' })
			.max(9999, { error: 'create.errors.episodeNumber' })
			.optional(),
		episodeTitle: z
			.string({ error: 'create.errors.incomplete' })
			.overwrite(oneLine)
			.min(1, { error: 'create.errors.incomplete' })
			.max(TITLE_MAX, { error: 'create.errors.titleTooLong' }),
		presenterName: speakerNameSchema.optional().transform((value) => value || undefined),
		guestName: speakerNameSchema.optional().transform((value) => value || undefined),
		format: z.enum(formats).default('podcast'),
		language: z.enum(languages).default('castellano'),
		presenterVoiceId: z.string({ error: 'create.errors.voice' }).trim().min(1, { error: 'create.errors.voice' }),
		guestVoiceId: optionalText(80),
		urls: list.pipe(z.array(webAddress).max(MAX_URLS, { error: 'create.errors.tooManyUrls' })),
		content: z
			.string()
			.trim()
			.max(CONTENT_MAX, { error: 'create.errors.contentTooLong' })
			.optional()
			.transform((value) => value || undefined),
		tone: z.preprocess(
			(value) => (typeof value === 'string' ? (toneAliases[value.toLowerCase()] ?? value.toLowerCase()) : value),
			z.enum(tones).default('innovacion'),
		),
		/** 'on' once the user has confirmed that one voice means a monologue */
		monologueConfirmed: z
			.string()
			.optional()
			.transform((value) => value === 'on'),
		/** 'on' once the user has chosen to go on with sources that give less than the plan's length */
		lengthConfirmed: z
			.string()
			.optional()
			.transform((value) => value === 'on'),
		/** documents uploaded by an earlier submission of this form (storage keys, checked by the server) */
		uploaded: list,
	})
	.superRefine(
		(value, context) => {
			// a show chosen or a name typed; said with the other fields' errors (`when`), so the form says it all at once
			const given = value as Partial<typeof value> | undefined
			if (!given?.podcastName && !given?.podcastId) {
				context.addIssue({ code: 'custom', path: ['podcastName'], message: 'create.errors.incomplete' })
			}
		},
		{ when: () => true },
	)
	.superRefine((value, context) => {
		if (value.guestVoiceId && value.guestVoiceId === value.presenterVoiceId) {
			context.addIssue({ code: 'custom', path: ['guestVoiceId'], message: 'create.errors.sameVoice' })
		}
	})

export type EpisodeForm = z.infer<typeof episodeFormSchema>

/** Exactly one voice chosen and not confirmed yet: ask whether a monologue is what the user wants. */
export function needsMonologueConfirmation(value: Pick<EpisodeForm, 'guestVoiceId' | 'monologueConfirmed'>) {
	return !value.guestVoiceId && !value.monologueConfirmed
}

/** A voice as the input step lists it. */
export type VoiceOption = {
	id: string
	name: string
	accent: string
	language: ScriptLanguage
	gender: 'female' | 'male'
	/** what the sample says */
	sample: string
	/** one of the user's own cloned voices ('Tus voces') */
	own?: boolean
}

/** The input step's starting values: the user's preferences, or an episode sent back to the input step. */
export type EpisodeFormDefaults = {
	podcastId?: string
	podcastName?: string
	episodeNumber?: number
	episodeTitle?: string
	presenterName?: string
	guestName?: string
	format?: string
	language: ScriptLanguage
	presenterVoiceId?: string
	guestVoiceId?: string
	urls?: string[]
	content?: string
	tone?: Tone
}

/** A document that was refused, by name, with why (an error code: a title and a sentence in locales). */
export type RejectedDocument = { name: string; problem: DocumentProblem }

/** What the input step gets back when the episode cannot be created yet; nothing the user gave is lost. */
export type EpisodeFormReply = {
	result: SubmissionResult<string[]>
	/** documents stored so far, carried by the form to the next submission */
	documents: SourceFile[]
	rejected: RejectedDocument[]
	confirmMonologue: boolean
	limitReached?: boolean
	/** the sources give less than the plan's length: the estimate, for the user to add content or go on */
	shortContent?: LengthCheck
}
