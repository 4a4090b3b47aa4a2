import { phrases } from '#app/modules/script/phrases.ts'
import type { Script } from '#app/modules/script/script-types.ts'
import { keyTerms, scoreSentences, splitSentences } from '#app/modules/script/sentences.ts'
import { hashtag, isGeneric, sameTag } from './hashtags.ts'
import { isSummarySentence, tidySentence } from './summary-sentences.ts'

/** A summary is at most this long (YouTube shows about the first 150 characters before 'más'). */
const SUMMARY_MAX_CHARS = 480
/** A summary says this many of the episode's key points: at least, when it has them, and at most. */
const SUMMARY_MIN_SENTENCES = 2
const SUMMARY_MAX_SENTENCES = 4

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
 * The summary of the description: the episode's key points in whole, clean sentences (summary-sentences.ts) — the
 * most informative one of each chapter, the best chapters first, up to SUMMARY_MAX_SENTENCES and within
 * SUMMARY_MAX_CHARS; with fewer than SUMMARY_MIN_SENTENCES chapters, a chapter's next best too — told in the
 * episode's order. Never a greeting, a question, a line of the presenter's framing, a sentence cut where a link was,
 * page furniture or a heading run into the text.
 */
export function summarise(script: Script) {
	const chapters = contentSentences(script).map((sentences) => sentences.map(tidySentence))
	const all = chapters.flat()
	const scores = new Map(scoreSentences(all).map((entry) => [entry.sentence, entry.score]))
	const ranked = chapters.map((sentences, chapter) =>
		sentences
			.map((sentence, position) => ({ sentence, chapter, position, score: scores.get(sentence) ?? 0 }))
			.filter((point) => isSummarySentence(point.sentence))
			.sort((a, b) => b.score - a.score),
	)
	// each chapter's best first (the best chapters first), then the chapters' next best
	const rounds = [
		ranked.flatMap((points) => points.slice(0, 1)).sort((a, b) => b.score - a.score),
		ranked.flatMap((points) => points.slice(1)).sort((a, b) => b.score - a.score),
	]
	const chosen: Array<(typeof rounds)[number][number]> = []
	let length = 0
	rounds.forEach((points, round) => {
		for (const point of points) {
			if (round > 0 && chosen.length >= SUMMARY_MIN_SENTENCES) return
			if (chosen.length >= SUMMARY_MAX_SENTENCES || length + point.sentence.length > SUMMARY_MAX_CHARS) continue
			if (chosen.some((said) => said.sentence === point.sentence)) continue
			chosen.push(point)
			length += point.sentence.length + 1
		}
	})
	return chosen
		.sort((a, b) => a.chapter - b.chapter || a.position - b.position)
		.map((point) => point.sentence)
		.join(' ')
}

/**
 * Hashtags from the episode's key terms (never its tone): up to `max`, written as hashtags are (hashtags.ts:
 * '#ServidorPrincipal', '#Tipografía', '#LaTeX'), never a word that names no topic ('#Manera'), never the same
 * tag twice nor a word already in a tag. When the lines give too few, the chapters' titles and the `fallback` texts
 * (the episode's title) give the rest.
 */
export function termHashtags(script: Script, { max = 4, fallback = [] }: { max?: number; fallback?: string[] } = {}) {
	const chapters = script.sections.length > 2 ? script.sections.slice(1, -1) : script.sections
	const terms = [
		...keyTerms(contentSentences(script).flat()),
		...keyTerms(chapters.map((section) => section.title)),
		...keyTerms(fallback),
	]
	const tags: string[] = []
	const said = new Set<string>()
	for (const term of terms) {
		const words = term.split(/\s+/)
		if (words.length === 1 && isGeneric(term)) continue
		const tag = hashtag(term)
		// a word already in a tag is not a tag again ('#DebianEdu', then not '#Debian' nor '#Edu')
		const folded = words.map((word) => word.toLocaleLowerCase('es').replace(/(?<=\p{L}{3})e?s$/u, ''))
		if (tag.length < 4 || /^#\d/u.test(tag) || folded.some((word) => said.has(word))) continue
		if (tags.some((other) => sameTag(other, tag))) continue
		for (const word of folded) said.add(word)
		tags.push(tag)
		if (tags.length >= max) break
	}
	return tags
}
