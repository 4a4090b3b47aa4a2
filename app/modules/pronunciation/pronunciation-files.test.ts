import { expect, test } from 'vitest'
import { entriesFromCsv, entriesToCsv } from './csv-format.ts'
import { type ImportProblem, PronunciationImportError } from './import-problem.ts'
import { entriesFromPls, entriesToPls } from './pls-format.ts'

const entries = [
	{ written: 'Wifi', said: 'uaifai', caseSensitive: false, ipa: 'ˈwai̯fai̯' },
	{ written: 'PAN', said: 'partido de acción nacional', caseSensitive: true, ipa: null },
	{ written: 'AT&T', said: 'ei ti and ti', caseSensitive: false, ipa: null },
	{ written: 'Banco de España', said: 'banco de españa', caseSensitive: false, ipa: null },
	{ written: '"Comillas", <y> comas', said: 'comillas; y comas', caseSensitive: true, ipa: 'koˈmiʎas' },
	{ written: 'Ñandú', said: 'ñandú', caseSensitive: false, ipa: null },
]
const asRead = entries.map(({ ipa, ...entry }) => ({ ...entry, ...(ipa ? { ipa } : {}) }))

/** The problem a file is refused with. */
function problemOf(read: () => unknown): ImportProblem {
	try {
		read()
	} catch (error) {
		if (error instanceof PronunciationImportError) return error.problem
		throw error
	}
	throw new Error('the file was not refused')
}

test('PLS: what is exported is imported back the same, case sensitivity and phonemes included', () => {
	const pls = entriesToPls(entries)
	expect(pls).toMatch(
		/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<lexicon version="1\.0" xmlns="http:\/\/www\.w3\.org\/2005\/01\/pronunciation-lexicon"/,
	)
	expect(pls).toContain('<grapheme>AT&amp;T</grapheme>')
	expect(pls).toContain(
		'<lexeme role="ondacast:case-sensitive">\n\t\t<grapheme>PAN</grapheme>\n\t\t<alias>partido de acción nacional</alias>',
	)
	expect(entriesFromPls(pls).map(({ line, ...entry }) => entry)).toEqual(asRead)
})

test('PLS from another tool: prefixes, several graphemes, comments, CDATA, references; only IPA phonemes are kept', () => {
	const pls = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!-- made elsewhere -->
<pls:lexicon version="1.0" xmlns:pls="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="x-sampa" xml:lang="es-ES">
  <pls:meta name="author" content="alguien"/>
  <pls:lexeme>
    <pls:grapheme>GIF</pls:grapheme>
    <pls:grapheme>gif</pls:grapheme>
    <pls:phoneme>"gif</pls:phoneme>
    <pls:alias><![CDATA[guif]]></pls:alias>
  </pls:lexeme>
  <pls:lexeme>
    <pls:grapheme>caf&#xE9; &amp; t&#233;</pls:grapheme>
    <pls:phoneme alphabet="ipa">kaˈfe</pls:phoneme>
    <pls:alias>cafeté</pls:alias>
  </pls:lexeme>
</pls:lexicon>
`
	expect(entriesFromPls(pls)).toEqual([
		{ written: 'GIF', said: 'guif', caseSensitive: false, line: 5 },
		{ written: 'gif', said: 'guif', caseSensitive: false, line: 5 },
		{ written: 'café & té', said: 'cafeté', caseSensitive: false, ipa: 'kaˈfe', line: 11 },
	])
})

test.each<[string, string, Partial<ImportProblem>]>([
	[
		'an element left open',
		'<lexicon>\n<lexeme>\n<grapheme>Wifi</grapheme>\n<alias>uaifai</alias>\n</lexicon>',
		{ code: 'badXml', line: 5 },
	],
	[
		'a closing tag that does not match',
		'<lexicon>\n<lexeme><grapheme>Wifi</alias></lexeme></lexicon>',
		{ code: 'badXml', line: 2 },
	],
	[
		'a bare ampersand',
		'<lexicon><lexeme>\n<grapheme>A&B</grapheme><alias>a</alias></lexeme></lexicon>',
		{ code: 'badXml', line: 2 },
	],
	['an unknown entity', '<lexicon><lexeme><grapheme>&nbsp;</grapheme></lexeme></lexicon>', { code: 'badXml', line: 1 }],
	['text after the root', '<lexicon></lexicon>\nmás', { code: 'badXml', line: 2 }],
	['a DOCTYPE with entities', '<!DOCTYPE lexicon [<!ENTITY a "aaaa">]>\n<lexicon/>', { code: 'badXml', line: 1 }],
	['elements nested without end', `${'<a>'.repeat(100)}${'</a>'.repeat(100)}`, { code: 'badXml' }],
	['another XML document', '<?xml version="1.0"?>\n<html><body/></html>', { code: 'notPls', line: 2 }],
	[
		'a lexeme with phonemes only',
		'<lexicon>\n<lexeme><grapheme>Wifi</grapheme><phoneme>waifai</phoneme></lexeme></lexicon>',
		{ code: 'noAlias', line: 2, written: 'Wifi' },
	],
	[
		'a lexeme without a grapheme',
		'<lexicon>\n\n<lexeme><alias>uaifai</alias></lexeme></lexicon>',
		{ code: 'noGrapheme', line: 3 },
	],
])('PLS refused: %s', (_, pls, problem) => {
	expect(problemOf(() => entriesFromPls(pls))).toMatchObject(problem)
})

test('CSV: what is exported is imported back the same, quotes, commas and accents included', () => {
	const csv = entriesToCsv(entries)
	expect(csv.startsWith('\uFEFFwritten,said,caseSensitive,ipa\r\nWifi,uaifai,false,ˈwai̯fai̯\r\n')).toBe(true)
	expect(csv).toContain('"""Comillas"", <y> comas","comillas; y comas",true,koˈmiʎas')
	expect(entriesFromCsv(csv).map(({ line, ...entry }) => entry)).toEqual(asRead)
})

test('CSV from a spreadsheet: semicolons, columns in another order, sí/no, blank rows and other columns', () => {
	const csv = 'said;written;notes;caseSensitive\nuaifai;Wifi;red;no\n\n"partido; de acción";PAN;;sí\n'
	expect(entriesFromCsv(csv)).toEqual([
		{ written: 'Wifi', said: 'uaifai', caseSensitive: false, line: 2 },
		{ written: 'PAN', said: 'partido; de acción', caseSensitive: true, line: 4 },
	])
})

test.each<[string, string, Partial<ImportProblem>]>([
	['no header', 'Wifi,uaifai\n', { code: 'csvHeader', line: 1 }],
	['a quote left open', 'written,said\nWifi,uaifai\nPAN,"partido\n', { code: 'badCsv', line: 3 }],
	['more fields than columns', 'written,said\nWifi,uaifai,false,x,y\n', { code: 'badCsv', line: 2 }],
	[
		'a case flag that is not one',
		'written,said,caseSensitive\nWifi,uaifai,quizá\n',
		{ code: 'invalidEntry', line: 2, written: 'Wifi' },
	],
])('CSV refused: %s', (_, csv, problem) => {
	expect(problemOf(() => entriesFromCsv(csv))).toMatchObject(problem)
})
