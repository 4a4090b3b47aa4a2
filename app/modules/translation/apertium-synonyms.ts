/**
 * Apertium's English→Spanish dictionary gives common computing words their everyday sense: «file» is a «lima» (the
 * tool), «package» an «envase», a package «manager» a «gerente», a «default value» stays English. Before the
 * translation, such words become an English synonym the dictionary translates in the computing sense («archive» →
 * «archivo», «packet» → «paquete»), so that Apertium still makes the articles and adjectives agree with them. Only
 * words whose computing sense is by far the usual one in the documents people turn into episodes. Pure.
 */

const SYNONYMS: Record<string, string> = {
	file: 'archive',
	files: 'archives',
	package: 'packet',
	packages: 'packets',
	manager: 'administrator',
	managers: 'administrators',
	bug: 'error',
	bugs: 'errors',
	upgrade: 'update',
	upgrades: 'updates',
	upgraded: 'updated',
	upgrading: 'updating',
	'by default': 'by omission',
	default: 'predetermined',
}

const WORDS = new RegExp(
	`(?<![\\p{L}\\d_-])(?:${Object.keys(SYNONYMS)
		.sort((a, b) => b.length - a.length)
		.map((word) => word.replace(' ', '\\s+'))
		.join('|')})(?![\\p{L}\\d_-])`,
	'giu',
)

/** `text` (English) with each listed word replaced by its synonym, in the same case («Files» → «Archives»). */
export function withApertiumSynonyms(text: string) {
	return text.replace(WORDS, (word) => {
		const synonym = SYNONYMS[word.toLowerCase().replace(/\s+/gu, ' ')]!
		if (word === word.toUpperCase() && word.length > 1) return synonym.toUpperCase()
		return /^\p{Lu}/u.test(word) ? synonym[0]!.toUpperCase() + synonym.slice(1) : synonym
	})
}
