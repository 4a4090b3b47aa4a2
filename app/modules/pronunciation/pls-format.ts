// W3C Pronunciation Lexicon Specification (PLS) 1.0, https://www.w3.org/TR/pronunciation-lexicon/: the format speech
// engines and ElevenLabs read. Each entry is a <lexeme> with its <grapheme> (the written form), an <alias> (how it
// is said, in letters) and, when it has one, a <phoneme> in IPA.

import { PronunciationImportError } from './import-problem.ts'
import { childElements, readXml, textOf, XmlSyntaxError } from './xml-reader.ts'

/** An entry as a file holds it, before the form's rules are applied (pronunciation-import.server.ts). */
export type FileEntry = { written: string; said: string; caseSensitive: boolean; ipa?: string; line: number }

type ExportedEntry = { written: string; said: string; caseSensitive: boolean; ipa: string | null }

const PLS_NAMESPACE = 'http://www.w3.org/2005/01/pronunciation-lexicon'
/**
 * PLS has no case-sensitivity of its own (it leaves matching to the engine): a case-sensitive entry says so in the
 * lexeme's `role`, a list of qualified names that PLS keeps for the application's own use.
 */
const ONDACAST_NAMESPACE = 'urn:ondacast:pls'
const CASE_SENSITIVE_ROLE = 'ondacast:case-sensitive'

const escapeXml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The entries as a PLS lexicon in Spanish, with the IPA alphabet for the phonemes. */
export function entriesToPls(entries: readonly ExportedEntry[]) {
	const lexemes = entries.map((entry) => {
		const role = entry.caseSensitive ? ` role="${CASE_SENSITIVE_ROLE}"` : ''
		const phoneme = entry.ipa ? `\n\t\t<phoneme>${escapeXml(entry.ipa)}</phoneme>` : ''
		return `\t<lexeme${role}>\n\t\t<grapheme>${escapeXml(entry.written)}</grapheme>\n\t\t<alias>${escapeXml(entry.said)}</alias>${phoneme}\n\t</lexeme>`
	})
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		`<lexicon version="1.0" xmlns="${PLS_NAMESPACE}" xmlns:ondacast="${ONDACAST_NAMESPACE}" alphabet="ipa" xml:lang="es">`,
		...lexemes,
		'</lexicon>',
		'',
	].join('\n')
}

/**
 * The entries of a PLS lexicon: each grapheme of a lexeme is an entry said as its first <alias>, with its first
 * <phoneme> kept as IPA when the alphabet is IPA. A lexeme with phonemes only is refused (every engine here is given
 * the respelling), as is a file that is not well-formed XML or whose root is not a <lexicon>.
 */
export function entriesFromPls(source: string): FileEntry[] {
	let root: ReturnType<typeof readXml>
	try {
		root = readXml(source)
	} catch (error) {
		if (!(error instanceof XmlSyntaxError)) throw error
		throw new PronunciationImportError({ code: 'badXml', line: error.line, detail: error.message })
	}
	if (root.name !== 'lexicon') throw new PronunciationImportError({ code: 'notPls', line: root.line })
	const lexiconAlphabet = root.attributes.alphabet
	return childElements(root, 'lexeme').flatMap((lexeme) => {
		const graphemes = childElements(lexeme, 'grapheme')
			.map((grapheme) => textOf(grapheme).trim())
			.filter(Boolean)
		if (graphemes.length === 0) throw new PronunciationImportError({ code: 'noGrapheme', line: lexeme.line })
		const alias = childElements(lexeme, 'alias')
			.map((element) => textOf(element).trim())
			.find(Boolean)
		if (!alias) throw new PronunciationImportError({ code: 'noAlias', line: lexeme.line, written: graphemes[0] })
		const phoneme = childElements(lexeme, 'phoneme').find(
			(element) => (element.attributes.alphabet ?? lexiconAlphabet)?.toLowerCase() === 'ipa' && textOf(element).trim(),
		)
		const caseSensitive = (lexeme.attributes.role ?? '').split(/\s+/).some((role) => role.endsWith(':case-sensitive'))
		const ipa = phoneme ? textOf(phoneme).trim() : undefined
		return graphemes.map((written) => ({ written, said: alias, caseSensitive, line: lexeme.line, ...(ipa ? { ipa } : {}) }))
	})
}
