// The dictionary as a spreadsheet: `written,said,caseSensitive,ipa`, RFC 4180 (fields with a comma, a quote or a
// line break between double quotes). A file saved by a Spanish spreadsheet, with semicolons, is read too.

import { PronunciationImportError } from './import-problem.ts'
import type { FileEntry } from './pls-format.ts'

const COLUMNS = ['written', 'said', 'caseSensitive', 'ipa'] as const

type ExportedEntry = { written: string; said: string; caseSensitive: boolean; ipa: string | null }

const field = (value: string) => (/[",;\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** The entries as CSV, with a byte order mark so that a spreadsheet reads the accents as UTF-8. */
export function entriesToCsv(entries: readonly ExportedEntry[]) {
	const rows = entries.map((entry) =>
		[entry.written, entry.said, String(entry.caseSensitive), entry.ipa ?? ''].map(field).join(','),
	)
	return `\uFEFF${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}

const TRUE = new Set(['true', '1', 'sí', 'si', 'yes', 'x'])
const FALSE = new Set(['false', '0', 'no', ''])

/**
 * The entries of a CSV whose first row names its columns: `written` and `said` are needed, `caseSensitive` (true or
 * false; sí/no and 1/0 too) and `ipa` may be left out, other columns are ignored. Empty rows are skipped.
 */
export function entriesFromCsv(source: string): FileEntry[] {
	const text = source.replace(/^\uFEFF/, '')
	const firstLine = text.slice(0, text.search(/\r?\n|$/))
	const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
	const records = csvRecords(text, delimiter)
	const header = records.shift()
	const names = header?.fields.map((name) => name.trim().toLowerCase()) ?? []
	const column = (name: string) => names.indexOf(name.toLowerCase())
	const [written, said, caseSensitive, ipa] = COLUMNS.map(column) as [number, number, number, number]
	if (written === -1 || said === -1) throw new PronunciationImportError({ code: 'csvHeader', line: 1 })
	return records.flatMap(({ fields, line }) => {
		if (fields.every((value) => value.trim() === '')) return []
		if (fields.length > names.length) throw new PronunciationImportError({ code: 'badCsv', line })
		const flag = caseSensitive === -1 ? '' : (fields[caseSensitive] ?? '').trim().toLowerCase()
		if (!TRUE.has(flag) && !FALSE.has(flag)) {
			throw new PronunciationImportError({
				code: 'invalidEntry',
				line,
				written: fields[written],
				reason: 'settings.pronunciation.errors.caseSensitiveInvalid',
			})
		}
		const phonemes = ipa === -1 ? '' : (fields[ipa] ?? '').trim()
		return [
			{
				written: fields[written] ?? '',
				said: fields[said] ?? '',
				caseSensitive: TRUE.has(flag),
				line,
				...(phonemes ? { ipa: phonemes } : {}),
			},
		]
	})
}

/** The records of a CSV text with the line each starts on; a quote left open is refused with its line. */
function csvRecords(text: string, delimiter: string) {
	const records: Array<{ fields: string[]; line: number }> = []
	let fields: string[] = []
	let value = ''
	let line = 1
	let recordLine = 1
	let quoted = false
	let quoteLine = 1
	for (let i = 0; i < text.length; i++) {
		const char = text[i]!
		if (quoted) {
			if (char === '"' && text[i + 1] === '"') {
				value += '"'
				i++
			} else if (char === '"') {
				quoted = false
			} else {
				if (char === '\n') line++
				value += char
			}
			continue
		}
		if (char === '"' && value.trim() === '') {
			quoted = true
			quoteLine = line
			value = ''
		} else if (char === delimiter) {
			fields.push(value)
			value = ''
		} else if (char === '\n' || char === '\r') {
			if (char === '\r' && text[i + 1] === '\n') i++
			fields.push(value)
			records.push({ fields, line: recordLine })
			fields = []
			value = ''
			line++
			recordLine = line
		} else {
			value += char
		}
	}
	if (quoted) throw new PronunciationImportError({ code: 'badCsv', line: quoteLine })
	if (value !== '' || fields.length > 0) {
		fields.push(value)
		records.push({ fields, line: recordLine })
	}
	return records
}
