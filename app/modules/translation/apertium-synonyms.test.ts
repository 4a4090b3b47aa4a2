import { describe, expect, test } from 'vitest'
import { withApertiumSynonyms } from './apertium-synonyms.ts'

describe('computing words become synonyms Apertium translates in their computing sense', () => {
	test.each([
		['Save the file.', 'Save the archive.'],
		['These files and packages', 'These archives and packets'],
		['The package manager installs it.', 'The packet administrator installs it.'],
		['Files are kept. FILES too.', 'Archives are kept. ARCHIVES too.'],
		['It is off by default; the default value is 3.', 'It is off by omission; the predetermined value is 3.'],
		['Report bugs before you upgrade.', 'Report errors before you update.'],
	])('%s', (input, expected) => {
		expect(withApertiumSynonyms(input)).toBe(expected)
	})

	test('parts of other words and code-like names are left alone', () => {
		expect(withApertiumSynonyms('profile, filed, file-roller, my_file, packaged')).toBe(
			'profile, filed, file-roller, my_file, packaged',
		)
	})
})
