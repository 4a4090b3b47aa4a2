import { libraryBack } from '#app/modules/library/library-back.ts'

/** Where the YouTube page returns: the episode's own page, or the library page the user came from, never elsewhere. */
export function youtubeBack(value: FormDataEntryValue | string | null | undefined) {
	if (typeof value === 'string' && /^\/create\/[0-9a-f-]{36}$/.test(value)) return value
	return libraryBack(value)
}

/** The YouTube page of an episode, returning to `back`. */
export const youtubePageUrl = (episodeId: string, back: string) =>
	`/library/${episodeId}/youtube?back=${encodeURIComponent(back)}`
