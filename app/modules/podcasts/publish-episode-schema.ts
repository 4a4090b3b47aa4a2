import { z } from 'zod'
import { oneLine } from '#app/utils/one-line.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { zonedTimeToInstant } from './publish-time.ts'

export const feedEpisodeTypes = ['full', 'trailer', 'bonus'] as const
/** The explicit flag as the form asks it: the show's, or yes or no for this episode (Episode.feedExplicit). */
export const explicitChoices = ['show', 'yes', 'no'] as const

/** Apple Podcasts shows up to 4,000 characters of an episode's description. */
const FEED_DESCRIPTION_MAX = 4000
const FEED_TITLE_MAX = 200

const number = (max: number) =>
	z
		.number({ error: 'publish.errors.number' })
		.int({ error: 'publish.errors.number' })
		.min(1, { error: 'publish.errors.number' })
		.max(max, { error: 'publish.errors.number' })
		.optional()

/** What the feed says of the episode, and its show: the same fields to publish it and to save them once published. */
const feedFields = {
	podcastId: z.string({ error: 'publish.errors.podcastRequired' }).refine(isUuid, { error: 'publish.errors.podcastRequired' }),
	feedTitle: z
		.string({ error: 'publish.errors.titleRequired' })
		.overwrite(oneLine)
		.min(1, { error: 'publish.errors.titleRequired' })
		.max(FEED_TITLE_MAX, { error: 'publish.errors.titleTooLong' }),
	// HTML, sanitised on the server to a few tags (feed-html.server.ts)
	feedDescription: z
		.string({ error: 'publish.errors.descriptionRequired' })
		.trim()
		.min(1, { error: 'publish.errors.descriptionRequired' })
		.max(FEED_DESCRIPTION_MAX, { error: 'publish.errors.descriptionTooLong' }),
	season: number(9999),
	episodeNumber: number(99999),
	feedEpisodeType: z.enum(feedEpisodeTypes).default('full'),
	explicit: z.enum(explicitChoices).default('show'),
}

/**
 * The publishing page's forms (messages are keys of the `episodes` namespace), the same in the browser and on the
 * server: publish (at once, or at a date and time typed in the user's time zone, which must be ahead of `now`),
 * save the fields of a published episode, or take it out of the feed.
 */
export function publishEpisodeSchema({ timeZone, now = () => new Date() }: { timeZone: string; now?: () => Date }) {
	return z
		.discriminatedUnion('intent', [
			z.object({
				intent: z.literal('publish'),
				...feedFields,
				when: z.enum(['now', 'later']).default('now'),
				publishAt: z.string().optional(),
			}),
			z.object({ intent: z.literal('save'), ...feedFields }),
			z.object({ intent: z.literal('unpublish') }),
		])
		.superRefine((value, context) => {
			if (value.intent !== 'publish' || value.when !== 'later') return
			const instant = value.publishAt ? zonedTimeToInstant(value.publishAt, timeZone) : null
			if (!instant) context.addIssue({ code: 'custom', path: ['publishAt'], message: 'publish.errors.publishAtRequired' })
			else if (instant.getTime() <= now().getTime()) {
				context.addIssue({ code: 'custom', path: ['publishAt'], message: 'publish.errors.publishAtPast' })
			}
		})
}

export type PublishEpisodeForm = z.output<ReturnType<typeof publishEpisodeSchema>>
