import { chapterDrafts, type RankedSentence, speakableSentences } from './episode-chapters.ts'
import { NotEnoughContentError } from './local-composer.ts'
import { countWords, type ScriptRequest } from './script-types.ts'

/**
 * What the model writer asks for, chapter by chapter: the chapters of the document's own structure
 * (episode-chapters.ts), each with only its own cleaned sources, and the words each part should have. Pure functions.
 */

/**
 * Sources sent with one request at most. An 8 192-token context (what a 3–8 B model is served with) holds them
 * (Spanish runs at 3.5–4 characters a token: ~2 900 tokens), the prompt (~900), the answer and one repair turn that
 * repeats it (2 × ~1 000 for a long chapter), with room to spare.
 */
const CHAPTER_SOURCE_CHARS = 10_000
/** Chapters per format, as the local composer has them; one more for a long episode. */
const CHAPTERS = { pildora: 2, podcast: 3, entrevista: 4 } as const
/** A chapter says at least a question and an answer. */
const MIN_CHAPTER_WORDS = 60
/** A conversation retelling its sources runs at most this many words per source word: more would be padding. */
const MAX_WORDS_PER_SOURCE_WORD = 1.5

type ChapterPlan = { title: string; sources: string; words: number }
export type EpisodePlan = { introWords: number; chapters: ChapterPlan[]; outroWords: number }

/**
 * The episode's parts: a short intro and outro (about 8 % and 6 % of the target) and the chapters (as many as the
 * format has, fewer when the rest cannot give each MIN_CHAPTER_WORDS), which share the rest by the size of their sources, never more than MAX_WORDS_PER_SOURCE_WORD of them (short sources give a short
 * episode, as with the local composer). A chapter whose sources pass CHAPTER_SOURCE_CHARS keeps its most informative
 * sentences, in their order. Too little speakable text is a NotEnoughContentError.
 */
export function planEpisode(request: ScriptRequest): EpisodePlan {
	if (speakableSentences(request.sources).length < 3) throw notEnough()
	const introWords = clamp(Math.round(request.targetWords * 0.08), 25, 70)
	const outroWords = clamp(Math.round(request.targetWords * 0.06), 20, 55)
	const body = request.targetWords - introWords - outroWords
	// a short episode has fewer chapters rather than chapters too short to ask and answer anything
	const count = Math.min(
		CHAPTERS[request.format] + (request.targetWords >= 1100 && request.format !== 'pildora' ? 1 : 0),
		Math.max(1, Math.floor(body / MIN_CHAPTER_WORDS)),
	)
	const drafts = chapterDrafts({ sources: request.sources, sections: request.sections, count, title: request.title })
	const chapters = drafts
		.map((draft) => ({ title: draft.title, sources: withinBudget(draft.sentences, CHAPTER_SOURCE_CHARS).join('\n') }))
		.filter((chapter) => chapter.sources)
	if (!chapters.length) throw notEnough()
	const size = chapters.reduce((sum, chapter) => sum + chapter.sources.length, 0)
	return {
		introWords,
		outroWords,
		chapters: chapters.map((chapter) => {
			const share = Math.round((body * chapter.sources.length) / size)
			const most = Math.round(countWords(chapter.sources) * MAX_WORDS_PER_SOURCE_WORD)
			return { ...chapter, words: Math.max(MIN_CHAPTER_WORDS, Math.min(share, most)) }
		}),
	}
}

/** The words the plan asks for in all: the length the finished script is measured against. */
export function plannedWords(plan: EpisodePlan) {
	return plan.introWords + plan.outroWords + plan.chapters.reduce((sum, chapter) => sum + chapter.words, 0)
}

/** The sentences, in their order, that fit in `max` characters: the best scored first when not all of them do. */
function withinBudget(sentences: readonly RankedSentence[], max: number) {
	const length = (entries: readonly RankedSentence[]) => entries.reduce((sum, entry) => sum + entry.sentence.length + 1, 0)
	if (length(sentences) <= max) return sentences.map((entry) => entry.sentence)
	const kept = new Set<RankedSentence>()
	let used = 0
	for (const entry of [...sentences].sort((a, b) => b.score - a.score)) {
		if (used + entry.sentence.length + 1 > max) continue
		kept.add(entry)
		used += entry.sentence.length + 1
	}
	return sentences.filter((entry) => kept.has(entry)).map((entry) => entry.sentence)
}

function clamp(value: number, min: number, max: number) {
	return Math.min(max, Math.max(min, value))
}

function notEnough() {
	return new NotEnoughContentError('No hay contenido suficiente para escribir el guion: añade más texto o documentos.')
}
