import { oneLine } from '#app/utils/one-line.ts'
import { listPronunciations, pronunciationLimit, requirePronunciation } from './pronunciation-entries.server.ts'
import { WRITTEN_MAX } from './pronunciation-limits.ts'

/**
 * The 'Pronunciación' tab: the user's entries and their plan's limit, the entry being edited (`?edit=<id>`, one of
 * theirs: PronunciationNotFoundError otherwise) and the written form the script editor's 'Cómo se dice' sends
 * (`?written=…`) to start a new entry with.
 */
export async function getPronunciationPage(userId: string, params: URLSearchParams) {
	const editId = params.get('edit')
	const [entries, limit, editing] = await Promise.all([
		listPronunciations(userId),
		pronunciationLimit(userId),
		editId === null ? null : requirePronunciation(userId, editId),
	])
	const written = oneLine((params.get('written') ?? '').normalize('NFC')).slice(0, WRITTEN_MAX)
	return { entries, limit, editing, written }
}
