import { libraryBack } from '#app/modules/library/library-back.ts'

/** Where the publishing page returns: the episode's own page, or the library page the user came from, never elsewhere. */
export function publishBack(value: FormDataEntryValue | string | null | undefined) {
	if (typeof value === 'string' && /^\/create\/[0-9a-f-]{36}$/.test(value)) return value
	return libraryBack(value)
}

/** The publishing page of an episode, returning to `back`. */
export const publishPageUrl = (episodeId: string, back: string) =>
	`/library/${episodeId}/publish?back=${encodeURIComponent(back)}`

/** Where a user creates a show or picks one ('Mis pódcasts'). */
export const PODCASTS_PAGE = '/podcasts'
