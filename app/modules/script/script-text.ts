import type { Script } from './script-types.ts'
import { readSpeakerLine } from './speaker-name.ts'

/** Longest script text accepted on save (about an hour of speech, far above any plan's length). */
const SCRIPT_TEXT_MAX = 100_000

/** Why an edited script could not be read: an `episodes` key and its values. */
export type ScriptTextError = {
	key:
		| 'episode.errors.empty'
		| 'episode.errors.unknownSpeaker'
		| 'episode.errors.noSpeaker'
		| 'episode.errors.monologueSpeaker'
		| 'episode.errors.tooLong'
		| 'episode.errors.notEditable'
	values?: Record<string, string | number>
}

type Names = { presenter: string; guest: string }

/**
 * Reads the script as the preview step edits it (the form renderScript writes): '## Título' starts a section,
 * 'NOMBRE: texto' is a line said by the presenter or the guest (names compared without case or accents), a line
 * without a name continues the one before. Lines before any title go to a first section named like the episode's
 * first one. Errors name the line number, so the user can find it.
 */
export function parseScriptText(
	text: string,
	names: Names,
	options: { monologue: boolean; firstSectionTitle: string },
): { ok: true; script: Script } | { ok: false; error: ScriptTextError } {
	if (text.length > SCRIPT_TEXT_MAX) return { ok: false, error: { key: 'episode.errors.tooLong' } }
	const sections: Script['sections'] = []
	const current = () => {
		if (sections.length === 0) sections.push({ title: options.firstSectionTitle, lines: [] })
		return sections[sections.length - 1]!
	}
	const rows = text.replace(/\r\n?/g, '\n').split('\n')
	for (const [index, raw] of rows.entries()) {
		const row = raw.trim()
		const line = index + 1
		if (!row) continue
		if (row.startsWith('#')) {
			const title = row.replace(/^#+\s*/, '').trim()
			if (title) sections.push({ title, lines: [] })
			continue
		}
		const match = readSpeakerLine(row, names)
		if (!match) {
			const previous = current().lines.at(-1)
			if (!previous) return { ok: false, error: { key: 'episode.errors.noSpeaker', values: { line } } }
			previous.text = `${previous.text} ${row}`
			continue
		}
		const { speaker, name } = match
		if (speaker === 'unknown') {
			return { ok: false, error: { key: 'episode.errors.unknownSpeaker', values: { line, name, ...names } } }
		}
		if (speaker === 'guest' && options.monologue) {
			return { ok: false, error: { key: 'episode.errors.monologueSpeaker', values: { line, name, ...names } } }
		}
		if (match.text) current().lines.push({ speaker, text: match.text })
	}
	const filled = sections.filter((section) => section.lines.length > 0)
	if (filled.length === 0) return { ok: false, error: { key: 'episode.errors.empty' } }
	return { ok: true, script: { sections: filled } }
}
