import { replacePhrases } from './dialect-phrases.ts'
import { replaceNouns } from './dialect-vocabulary.ts'
import { outsideQuotes, Words } from './dialect-words.ts'
import { vosotrosToUstedes } from './to-ustedes.ts'
import { ustedesToVosotros } from './to-vosotros.ts'

export type Dialect = 'castellano' | 'latino'

/**
 * A Spanish text in the other market's Spanish, for script lines and for text machine-translated into Spanish:
 * castellano → latino moves vosotros to ustedes (pronouns and every verb form) and Spain's words to neutral Latin
 * American ones (ordenador → computadora, with the article agreeing); latino → castellano moves the words back and
 * «ustedes» to vosotros only where the verb is sure to be theirs. Words inside quotes and names stay; where a word may
 * mean something else, it stays too: a wrong change is worse than none. Pure.
 */
export function adaptDialect(text: string, to: Dialect): string {
	return outsideQuotes(text, (part, continued) => {
		const passes: Array<(words: Words) => void> =
			to === 'latino'
				? [(words) => replaceNouns(words, 'latino'), (words) => replacePhrases(words, 'latino'), vosotrosToUstedes]
				: [(words) => replaceNouns(words, 'castellano'), (words) => replacePhrases(words, 'castellano'), ustedesToVosotros]
		// each pass reads the words the one before left
		return passes.reduce((current, pass) => {
			const words = new Words(current, continued)
			pass(words)
			return words.toString()
		}, part)
	})
}
