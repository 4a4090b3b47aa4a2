import { WORDS_PER_MINUTE } from '#app/modules/script/speech-pace.ts'

/** An estimate of the sources' minutes against the plan's range. */
export type LengthCheck = { minutes: number; min: number; max: number }

/** Minutes of speech in `words`, whole (at least 1): what the user is told ('unos 3 min'). */
export function estimatedMinutes(words: number) {
	return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** Where an estimate falls against the plan's range. */
export function lengthAgainstPlan(minutes: number, range: { min: number; max: number }) {
	return minutes < range.min ? 'short' : minutes > range.max ? 'long' : 'within'
}
