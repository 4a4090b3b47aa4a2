import { phrases } from '#app/modules/script/phrases.ts'
import type { Script } from '#app/modules/script/script-types.ts'
import { keyTerms, scoreSentences, splitSentences } from '#app/modules/script/sentences.ts'

/** A summary is at most this long (YouTube shows about the first 150 characters before 'más'). */
const SUMMARY_MAX_CHARS = 480
const SUMMARY_SENTENCES = 3
/** A key point is a full sentence: this many words at least, ending in a period. */
const MIN_POINT_WORDS = 6

/**
 * What the episode says, without its framing: the lines of its chapters (not the intro nor the closing) that carry
 * the content — the guest's answers, or in a monologue every line but a chapter's opening — split into sentences,
 * with the openers the composer puts before an answer ('Pues mira, …') taken off.
 */
export function contentSentences(script: Script) {
	const chapters = script.sections.length > 2 ? script.sections.slice(1, -1) : script.sections
	const twoVoices = script.sections.some((section) => section.lines.some((line) => line.speaker === 'guest'))
	const openers = Object.values(phrases).flatMap((language) => language.answerOpeners)
	return chapters.map((section) =>
		section.lines
			.filter((line, index) => (twoVoices ? line.speaker === 'guest' : index > 0))
			.flatMap((line) => splitSentences(line.text))
			.map((sentence) => {
				const opener = openers.find((text) => sentence.startsWith(`${text} `))
				if (!opener) return sentence
				const rest = sentence.slice(opener.length + 1)
				return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1)
			}),
	)
}

/**
 * The summary of the description: the episode's key points in full sentences — the most informative sentence of
 * each chapter (its best first, up to three), in the episode's order, within SUMMARY_MAX_CHARS. Never a greeting,
 * a question or a line of the presenter's framing.
 */
export function summarise(script: Script) {
	const chapters = contentSentences(script)
	const all = chapters.flat()
	const scores = new Map(scoreSentences(all).map((entry) => [entry.sentence, entry.score]))
	const points = chapters
		.map((sentences, chapter) => {
			const full = sentences.filter((sentence) => sentence.split(' ').length >= MIN_POINT_WORDS && /\.$/u.test(sentence))
			const best = [...full].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))[0]
			return best ? { sentence: best, chapter, score: scores.get(best) ?? 0 } : null
		})
		.filter((point) => point !== null)
		.sort((a, b) => b.score - a.score)
	const chosen: typeof points = []
	let length = 0
	for (const point of points) {
		if (chosen.length >= SUMMARY_SENTENCES || length + point.sentence.length > SUMMARY_MAX_CHARS) continue
		chosen.push(point)
		length += point.sentence.length + 1
	}
	return chosen
		.sort((a, b) => a.chapter - b.chapter)
		.map((point) => point.sentence)
		.join(' ')
}

/**
 * Hashtags from the episode's key terms (never its tone): up to four, a phrase written as one word with each word
 * capitalised ('servidor principal' → '#ServidorPrincipal'), a single word as the episode writes it ('#Debian', '#huerta').
 */
export function termHashtags(script: Script, max = 4) {
	const terms = keyTerms(contentSentences(script).flat())
	const tags: string[] = []
	const said = new Set<string>()
	for (const term of terms) {
		const words = term.split(/\s+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
		const tag = `#${words.length > 1 ? words.map((word) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1)).join('') : words[0]}`
		// a word already in a tag is not a tag again ('#DebianEdu', then not '#Debian' nor '#Edu')
		const folded = words.map((word) => word.toLocaleLowerCase('es').replace(/(?<=\p{L}{3})e?s$/u, ''))
		if (tag.length < 4 || folded.some((word) => said.has(word))) continue
		for (const word of folded) said.add(word)
		tags.push(tag)
		if (tags.length >= max) break
	}
	return tags
}
