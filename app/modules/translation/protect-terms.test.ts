import { expect, test } from 'vitest'
import { placeholderMark, protectTerms, restoreTerms } from './protect-terms.ts'

/** What protectTerms keeps of `text`. */
const kept = (text: string, options?: { heading?: boolean }) => protectTerms(text, options).kept

test('names: capitalised words inside a sentence, and runs of two or more anywhere (with of/de between)', () => {
	expect(kept('We met John yesterday in the office.')).toEqual(['John'])
	expect(kept('John Smith bought the Bank of America building.')).toEqual(['John Smith', 'Bank of America'])
	expect(kept('La Universidad de Salamanca es antigua.')).toEqual(['Universidad de Salamanca'])
	// a single capitalised word that starts a sentence is an ordinary word
	expect(kept('Packages are built. Then they are uploaded.')).toEqual([])
	// a common opener before a name is not part of it
	expect(kept('The Debian project is old. Then John left.')).toEqual(['Debian', 'John'])
})

test('product names and acronyms: inner capitals, digits, all capitals; never the pronoun I', () => {
	expect(kept('I bought an iPhone and a MP3 player from GitHub with NASA data.')).toEqual(['iPhone', 'MP3', 'GitHub', 'NASA'])
})

test('months, days and language names are translated, not kept (English capitalises them)', () => {
	expect(kept('It was released on Monday in December, in English and Spanish.')).toEqual([])
})

test('figures, quoted titles, addresses, paths and code-like tokens are kept whole', () => {
	expect(kept('It costs 1,250.50 dollars, 30 % more since 2020.')).toEqual(['1,250.50', '30', '2020'])
	expect(kept('Read «The Great Gatsby» or “Brave New World” or "Dune" tonight.')).toEqual([
		'«The Great Gatsby»',
		'“Brave New World”',
		'"Dune"',
	])
	// a quotation in lowercase is prose, translated
	expect(kept('They call it "the easy way" here.')).toEqual([])
	expect(kept('See https://wiki.debian.org/Users. Write to bob@example.com.')).toEqual([
		'https://wiki.debian.org/Users',
		'bob@example.com',
	])
	expect(kept('Edit /etc/passwd or ~/notes.txt, run update_passwd() with --dry-run and open config.json.')).toEqual([
		'/etc/passwd',
		'~/notes.txt',
		'update_passwd()',
		'--dry-run',
		'config.json',
	])
})

test('a heading in title case: its capitals are not names; acronyms and product names still are', () => {
	expect(kept('Getting Started With Debian Packages', { heading: true })).toEqual([])
	expect(kept('Using The PDF Tools On macOS', { heading: true })).toEqual(['PDF', 'macOS'])
})

test('placeholders are numbered lowercase words the text does not contain, and go back as they were', () => {
	const guarded = protectTerms('We met John Smith in 2020.')
	expect(guarded.text).toBe('We met zq0zq in zq1zq.')
	expect(restoreTerms('Conocimos zq0zq en zq1zq.', guarded, 'es')).toBe('Conocimos John Smith en 2020.')
	expect(placeholderMark(['the zq3zq code'])).toBe('qz')
	expect(protectTerms('Code met John.', { mark: 'qz' }).text).toBe('Code met qz0qz.')
})

test('the word Apertium capitalises after a placeholder that starts a sentence is lowercased again', () => {
	const guarded = protectTerms('Microsoft bought it. Zara Lopez said so.')
	expect(guarded.kept).toEqual(['Zara Lopez'])
	// as Apertium writes it: the first known word after an unknown one at a sentence start gets a capital
	expect(restoreTerms('Microsoft Lo compró. zq0zq Dijo así.', guarded, 'es')).toBe('Microsoft Lo compró. Zara Lopez dijo así.')
	const quoted = protectTerms('"Dune" is a book.')
	expect(restoreTerms('zq0zq Es un libro.', quoted, 'es')).toBe('"Dune" es un libro.')
	// in English, words written with a capital keep it
	const english = protectTerms('Zara Lopez y yo.')
	expect(restoreTerms('zq0zq I went on Monday.', english, 'en')).toBe('Zara Lopez I went on Monday.')
	expect(restoreTerms('zq0zq Monday was fine.', english, 'en')).toBe('Zara Lopez Monday was fine.')
	expect(restoreTerms('zq0zq And I left.', english, 'en')).toBe('Zara Lopez and I left.')
})

test('the spaces Apertium leaves where it dropped a word are tidied; kept texts stay exactly as they were', () => {
	const guarded = protectTerms('We met "A  B" there.')
	expect(restoreTerms(' Conocimos  zq0zq allí .', guarded, 'es')).toBe('Conocimos "A  B" allí.')
})
