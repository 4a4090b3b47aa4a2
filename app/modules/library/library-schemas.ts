import { z } from 'zod'
import { TITLE_MAX } from '#app/modules/episodes/episode-form-schema.ts'

/** Rename: the title, trimmed, must not be empty; messages are keys of the `episodes` namespace. */
export const renameSchema = z.object({
	title: z
		.string({ error: 'library.errors.titleRequired' })
		.trim()
		.min(1, { error: 'library.errors.titleRequired' })
		.max(TITLE_MAX, { error: 'create.errors.titleTooLong' }),
})
