import { countWords, WORDS_PER_MINUTE } from '#app/modules/script/script-types.ts'

/**
 * The first lines whose estimated speaking time (words at `wordsPerMinute`) fits in `maxSeconds`: a demo episode
 * capped at two minutes is the start of the script, not a summary of it. At least the first line is kept, so that
 * there is always something to play; assembleEpisode's `maxSeconds` cuts whatever the estimate got wrong.
 */
export function fitLinesToDuration<Line extends { text: string }>(
	lines: readonly Line[],
	maxSeconds: number,
	wordsPerMinute = WORDS_PER_MINUTE,
): Line[] {
	if (!(wordsPerMinute > 0)) throw new RangeError(`wordsPerMinute must be > 0: ${wordsPerMinute}`)
	const wordBudget = (maxSeconds / 60) * wordsPerMinute
	let words = 0
	let count = 0
	for (const line of lines) {
		words += countWords(line.text)
		if (words > wordBudget) break
		count++
	}
	return lines.slice(0, Math.max(count, Math.min(1, lines.length)))
}
