import { z } from 'zod'
import { oneLine } from '#app/utils/one-line.ts'
import { utf8Length, YOUTUBE_DESCRIPTION_MAX_BYTES, youtubePrivacies } from './youtube-upload-rules.ts'

/** The short form before an upload: title (YouTube's limit, 100), description (5,000 bytes of UTF-8) and privacy (private unless asked). */
export const youtubeUploadSchema = z.object({
	title: z
		.string({ error: 'youtube.errors.titleRequired' })
		.overwrite(oneLine)
		.min(1, { error: 'youtube.errors.titleRequired' })
		.max(100, { error: 'youtube.errors.titleTooLong' })
		.refine((title) => !/[<>]/.test(title), { error: 'youtube.errors.angleBrackets' }),
	description: z
		.string()
		.refine((text) => utf8Length(text) <= YOUTUBE_DESCRIPTION_MAX_BYTES, { error: 'youtube.errors.descriptionTooLong' })
		.refine((text) => !/[<>]/.test(text), { error: 'youtube.errors.angleBrackets' })
		.default(''),
	privacy: z.enum(youtubePrivacies).default('private'),
})

/**
 * The JSON API's upload (POST /api/youtube/upload-video/{id}): the form's fields and rules, each optional: left out,
 * the title and the description are the ones the form would show (the episode's), and the privacy is private.
 */
export function youtubeUploadSchemaWith(defaults: { title: string; description: string }) {
	return youtubeUploadSchema.extend({
		// prefault, not default: the episode's own title is checked by the same rules as a sent one
		title: youtubeUploadSchema.shape.title.prefault(defaults.title),
		description: youtubeUploadSchema.shape.description.prefault(defaults.description),
	})
}
