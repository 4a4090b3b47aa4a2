import { z } from 'zod'
import { TITLE_MAX } from '#app/modules/episodes/episode-form-limits.ts'
import { oneLine } from '#app/utils/one-line.ts'

/** Rename: the title, trimmed, must not be empty; messages are keys of the `episodes` namespace. */
export const renameSchema = z.object({
	title: z
		.string({ error: 'library.errors.titleRequired' })
		.overwrite(oneLine)
		.min(1, { error: 'library.errors.titleRequired' })
		.max(TITLE_MAX, { error: 'create.errors.titleTooLong' }),
})

/**
 * The library page a `?page=` asks for: a whole number from 1 up to MAX_LIBRARY_PAGE (beyond any real library: at 24
 * a page, 2.4 million episodes), 1 for anything else. Out of range it would be an offset PostgreSQL cannot take.
 */
const MAX_LIBRARY_PAGE = 100_000
export function libraryPageNumber(value: string | null) {
	const page = Number.parseInt(value ?? '1', 10)
	return Number.isFinite(page) ? Math.min(Math.max(1, page), MAX_LIBRARY_PAGE) : 1
}
