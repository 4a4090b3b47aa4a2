import { deletePrefix } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { entriesFromCsv } from './csv-format.ts'
import { PronunciationImportError } from './import-problem.ts'
import { entriesFromPls, type FileEntry } from './pls-format.ts'
import { pronunciationAudioFolder, pronunciationLimit } from './pronunciation-entries.server.ts'
import { IMPORT_MAX_BYTES } from './pronunciation-limits.ts'
import { type PronunciationEntryInput, pronunciationEntrySchema, writtenKey } from './pronunciation-schemas.ts'

/**
 * Imports a PLS lexicon or a CSV (told apart by their content: a PLS file starts with `<`) into the user's
 * dictionary, merged by written form: an entry the user has (whatever its case) takes the file's reading, the others
 * are added. The whole file is read and checked first, every entry by the form's own rules, then written in one
 * transaction, so a refused file (PronunciationImportError, with the line) or an import that would pass the plan's
 * limit keeps nothing. Answers how many entries were added and how many changed.
 */
export async function importPronunciations(userId: string, file: FormDataEntryValue | null) {
	const entries = checkedEntries(await fileEntries(file))
	const result = await prisma.$transaction(async (tx) => {
		// the user's row is locked so that an entry added meanwhile cannot take the import past the limit
		await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`
		const existing = new Map(
			(await tx.pronunciationEntry.findMany({ where: { userId } })).map((entry) => [entry.writtenKey, entry]),
		)
		const added = entries.filter((entry) => !existing.has(entry.writtenKey))
		const limit = await pronunciationLimit(userId, tx)
		if (existing.size + added.length > limit) {
			throw new PronunciationImportError({ code: 'overLimit', limit, total: existing.size + added.length })
		}
		const changed = entries.flatMap((entry) => {
			const before = existing.get(entry.writtenKey)
			const same =
				before &&
				before.written === entry.written &&
				before.said === entry.said &&
				before.caseSensitive === entry.caseSensitive &&
				before.ipa === entry.ipa
			return before && !same ? [{ id: before.id, entry }] : []
		})
		await tx.pronunciationEntry.createMany({ data: added.map((entry) => ({ ...entry, userId })) })
		for (const { id, entry } of changed) await tx.pronunciationEntry.update({ where: { id }, data: entry })
		return { added: added.length, updated: changed.length, changedIds: changed.map(({ id }) => id) }
	})
	for (const id of result.changedIds) await deletePrefix(pronunciationAudioFolder(userId, id))
	return { added: result.added, updated: result.updated }
}

async function fileEntries(file: FormDataEntryValue | null): Promise<FileEntry[]> {
	if (!(file instanceof File) || file.size === 0) throw new PronunciationImportError({ code: 'missing' })
	if (file.size > IMPORT_MAX_BYTES) throw new PronunciationImportError({ code: 'tooBig' })
	let text: string
	try {
		text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
	} catch {
		throw new PronunciationImportError({ code: 'notText' })
	}
	if (text.includes('\0')) throw new PronunciationImportError({ code: 'notText' })
	const entries = text
		.replace(/^\uFEFF/, '')
		.trimStart()
		.startsWith('<')
		? entriesFromPls(text)
		: entriesFromCsv(text)
	if (entries.length === 0) throw new PronunciationImportError({ code: 'noEntries' })
	return entries
}

type CheckedEntry = { written: string; writtenKey: string; said: string; caseSensitive: boolean; ipa: string | null }

/** Every entry through the form's rules (the first that breaks one refuses the file); the last of a form wins. */
function checkedEntries(entries: FileEntry[]): CheckedEntry[] {
	const byKey = new Map<string, CheckedEntry>()
	for (const entry of entries) {
		const parsed = pronunciationEntrySchema.safeParse({
			written: entry.written,
			said: entry.said,
			caseSensitive: entry.caseSensitive ? 'on' : undefined,
			ipa: entry.ipa,
		})
		if (!parsed.success) {
			throw new PronunciationImportError({
				code: 'invalidEntry',
				line: entry.line,
				written: entry.written.slice(0, 80),
				reason: parsed.error.issues[0]?.message,
			})
		}
		const value: PronunciationEntryInput = parsed.data
		const key = writtenKey(value.written)
		byKey.delete(key)
		byKey.set(key, { ...value, writtenKey: key, ipa: value.ipa || null })
	}
	return [...byKey.values()]
}
