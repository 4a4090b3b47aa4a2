import { z } from 'zod'
import { oneLine } from '#app/utils/one-line.ts'
import { parseCategoryChoice } from './apple-categories.ts'

/**
 * A show ('pódcast') as its form sends it, shared by the browser (conform's validation) and the server. Messages are
 * keys of the `podcasts` namespace. The limits are the feed's: Apple cuts a show's description at 4000 characters.
 */
export const NAME_MAX = 100
export const DESCRIPTION_MAX = 4000
export const AUTHOR_MAX = 200

/** The feed's `<language>`: the three languages an episode can be written in (castellano, latino, english). */
export const podcastLanguages = ['es-ES', 'es-419', 'en'] as const
export const showTypes = ['episodic', 'serial'] as const

/** The show language that goes with an episode's language (the migration maps them the same way). */
export function podcastLanguageOf(episodeLanguage: string | null | undefined): (typeof podcastLanguages)[number] {
	if (episodeLanguage === 'latino') return 'es-419'
	return episodeLanguage === 'english' ? 'en' : 'es-ES'
}

/** A show as the creation form offers it: its name and the episode number it suggests. */
export type ShowOption = { id: string; name: string; nextNumber: number }

/** A show's name: one line, 1–100 characters. */
const podcastNameSchema = z
	.string({ error: 'form.errors.nameRequired' })
	.overwrite(oneLine)
	.min(1, { error: 'form.errors.nameRequired' })
	.max(NAME_MAX, { error: 'form.errors.nameTooLong' })

const checkbox = z
	.literal('on')
	.optional()
	.transform((value) => value === 'on')

export const podcastSchema = z
	.object({
		name: podcastNameSchema,
		description: z
			.string()
			.transform((value) => value.replace(/\r\n?/g, '\n').trim())
			.pipe(z.string().max(DESCRIPTION_MAX, { error: 'form.errors.descriptionTooLong' }))
			.optional()
			.transform((value) => value ?? ''),
		author: z
			.string()
			.overwrite(oneLine)
			.max(AUTHOR_MAX, { error: 'form.errors.authorTooLong' })
			.optional()
			.transform((value) => value ?? ''),
		ownerEmail: z
			.string({ error: 'form.errors.ownerEmail' })
			.trim()
			.toLowerCase()
			.pipe(z.email({ error: 'form.errors.ownerEmail' }).max(254, { error: 'form.errors.ownerEmail' })),
		language: z.enum(podcastLanguages, { error: 'form.errors.language' }),
		/** 'Business' or 'Business/Marketing' (apple-categories.ts) */
		category: z
			.string({ error: 'form.errors.category' })
			.refine((value) => parseCategoryChoice(value) !== null, { error: 'form.errors.category' }),
		explicit: checkbox,
		/** the spoken AI disclosure that opens the show's episodes */
		aiDisclosure: checkbox,
		showType: z.enum(showTypes, { error: 'form.errors.showType' }).default('episodic'),
		/** 'on': drop the uploaded artwork and go back to the one made from the name */
		generatedArtwork: checkbox,
	})
	.transform(({ category, ...rest }) => ({ ...rest, ...parseCategoryChoice(category)! }))

export type PodcastInput = z.output<typeof podcastSchema>

/** The feed's address is replaced only when the owner ticks that the old one stops working. */
export const regenerateFeedSchema = z.object({
	intent: z.literal('regenerate-feed'),
	confirm: z.literal('on', { error: 'distribution.regenerate.confirmRequired' }),
})
