import { seededRandom } from '#app/utils/seeded-random.ts'
import { type ChapterDraft, chapterDrafts, type RankedSentence, speakableSentences } from './episode-chapters.ts'
import { fill, listOf, phrases, usableTemplates } from './phrases.ts'
import { retell } from './retell.ts'
import { type Genders, type Script, type ScriptRequest, scriptWords } from './script-types.ts'
import { keyTerms } from './sentences.ts'

export class NotEnoughContentError extends Error {
	override name = 'NotEnoughContentError'
}

/** Chapters per format: a pill is short, an interview has more turns. */
const CHAPTERS = { pildora: 2, podcast: 3, entrevista: 4 } as const
const TOLERANCE = 0.1
/** No line of the presenter's is said more than this many times in an episode. */
const MAX_SAME_LINE = 2

/**
 * The local script writer (no API key needed). Chapters follow the document's own structure, titled with its
 * headings (episode-chapters.ts); in each, the most informative sentences in their order, told by the guest in their
 * own words (retell.ts), after questions built from the key phrases of the answer that follows. Intro with the
 * episode's roadmap, transitions between chapters, a recap and the closing; the tone shapes questions and closing,
 * never facts; greetings agree with each voice's gender. The number of sentences is tuned until the script is within
 * ±10 % of the target words — never padded: short sources give a short script. `variation` gives another take.
 */
export function composeScript(request: ScriptRequest): Script {
	if (speakableSentences(request.sources).length < 3)
		throw new NotEnoughContentError('No hay contenido suficiente para escribir el guion: añade más texto o documentos.')
	const random = seededRandom(request.variation ?? 0)
	const jitter = new Map<number, number>()
	const drafts = chapterDrafts({
		sources: request.sources,
		sections: request.sections,
		count: CHAPTERS[request.format] + (request.targetWords >= 1100 && request.format !== 'pildora' ? 1 : 0),
		title: request.title,
		weigh: (score, index) => {
			if (!request.variation) return score
			if (!jitter.has(index)) jitter.set(index, 0.85 + random() * 0.3)
			return score * jitter.get(index)!
		},
	})
	const available = drafts.reduce((sum, draft) => sum + draft.sentences.length, 0)
	if (available < 3)
		throw new NotEnoughContentError('No hay contenido suficiente para escribir el guion: añade más texto o documentos.')

	let count = Math.min(available, drafts.length * 2)
	let script = build(request, pick(drafts, count))
	// grow while short, shrink while long: each step adds or drops the next sentence by rank
	for (let guard = 0; guard < available * 2; guard++) {
		const words = scriptWords(script)
		if (words < request.targetWords * (1 - TOLERANCE) && count < available) count++
		else if (words > request.targetWords * (1 + TOLERANCE) && count > drafts.length) count--
		else break
		script = build(request, pick(drafts, count))
	}
	return script
}

/**
 * `count` sentences across the chapters, taken in turns (each chapter its next best), so that chapters are of a
 * similar length; each chapter's in the document's order. Chapters left without a sentence are dropped.
 */
function pick(drafts: ChapterDraft[], count: number): ChapterDraft[] {
	const queues = drafts.map((draft) => byScore(draft.sentences))
	const chosen = new Set<RankedSentence>()
	for (let round = 0; chosen.size < count && queues.some((queue) => round < queue.length); round++)
		for (const queue of queues) if (chosen.size < count && queue[round]) chosen.add(queue[round]!)
	return drafts
		.map((draft) => ({ title: draft.title, sentences: draft.sentences.filter((entry) => chosen.has(entry)) }))
		.filter((draft) => draft.sentences.length > 0)
}

function byScore(sentences: RankedSentence[]) {
	return [...sentences].sort((a, b) => b.score - a.score)
}

type Speaker = 'presenter' | 'guest'

function build(request: ScriptRequest, chapters: ChapterDraft[]): Script {
	const p = phrases[request.language]
	const random = seededRandom((request.variation ?? 0) + 1)
	const genders: Genders = request.genders ?? {}
	const said = new Map<string, number>()
	const values = {
		podcast: request.podcastName,
		title: request.title,
		presenter: request.presenterName,
		guest: request.guestName,
		topics: listOf(
			chapters.map((chapter) => `${p.list.open}${chapter.title}${p.list.close}`),
			p.list.and,
		),
	}
	/** A template not yet said twice (the least said first), filled; null when every one has been said twice. */
	const shapes = new Map<string, number>()
	const choose = (speaker: Speaker, templates: readonly string[], extra: Record<string, string> = {}) => {
		const candidates = usableTemplates(templates, genders, speaker)
			.map((template) => ({ template, text: fill(template, { ...values, ...extra }, genders, speaker) }))
			.filter(({ text }) => (said.get(text) ?? 0) < MAX_SAME_LINE)
		if (!candidates.length) return null
		// the least used wording first, so that questions vary in shape and not only in their topic
		const uses = ({ template, text }: { template: string; text: string }) =>
			(shapes.get(template) ?? 0) * 10 + (said.get(text) ?? 0)
		const fewest = Math.min(...candidates.map(uses))
		const least = candidates.filter((candidate) => uses(candidate) === fewest)
		const { template, text } = least[Math.floor(random() * least.length)]!
		said.set(text, (said.get(text) ?? 0) + 1)
		shapes.set(template, (shapes.get(template) ?? 0) + 1)
		return text
	}
	const line = (speaker: Speaker, ...parts: Array<string | null>) => {
		const text = parts.filter(Boolean).join(' ')
		return text ? [{ speaker, text }] : []
	}
	const openers = [...p.answerOpeners]
	const nextOpener = () => {
		// about one answer in three opens with a phrase of the guest's own; each opener at most once
		if (!openers.length || random() > 0.35) return undefined
		return openers.splice(Math.floor(random() * openers.length), 1)[0]
	}

	const intro = request.monologue
		? line('presenter', choose('presenter', p.introMonologue), p.tone[request.tone].intro, choose('presenter', p.roadmap))
		: [
				...line(
					'presenter',
					choose('presenter', p.intro),
					choose('presenter', p.welcomeGuest),
					p.tone[request.tone].intro,
					choose('presenter', p.roadmap),
				),
				...line('guest', choose('guest', p.guestHello)),
			]
	const sections: Script['sections'] = [{ title: p.chapters.intro, lines: intro }]

	const usedPhrases = new Set<string>()
	chapters.forEach((chapter, chapterIndex) => {
		const chapterValues = { chapter: chapter.title, previous: chapters[chapterIndex - 1]?.title ?? '' }
		const lines: Script['sections'][number]['lines'] = []
		// the chapter's terms, best first, not its title's nor the episode's: each question takes the best one its answer says
		const chapterTerms = keyTerms(
			chapter.sentences.map((entry) => entry.sentence),
			[chapter.title, request.title, ...chapter.title.split(/\s+/), ...request.title.split(/\s+/)],
		)
		const answers = splitAnswers(chapter.sentences, request.format === 'pildora' ? chapter.sentences.length : 3)
		if (request.monologue) {
			lines.push(...line('presenter', choose('presenter', p.chapterMonologue, chapterValues)))
		} else {
			const opening = chapterIndex === 0 ? p.firstChapter : p.nextChapter
			lines.push(...line('presenter', choose('presenter', opening, chapterValues)))
		}
		answers.forEach((answer, index) => {
			if (index > 0 && !request.monologue) {
				const phrase = keyPhrase(answer, chapterTerms, usedPhrases)
				const question = phrase
					? choose('presenter', [...p.ask, ...p.tone[request.tone].ask], { ...chapterValues, phrase })
					: null
				const reaction = random() < 0.5 ? choose('presenter', p.react) : null
				lines.push(...line('presenter', reaction, question))
			}
			const best = answer.indexOf(byScore(answer)[0]!)
			lines.push({
				speaker: request.monologue ? 'presenter' : 'guest',
				text: retell(
					answer.map((entry) => entry.sentence),
					best,
					{
						language: request.language,
						joiner: p.joiners[Math.floor(random() * p.joiners.length)]!,
						opener: request.monologue ? undefined : nextOpener(),
					},
				),
			})
		})
		sections.push({ title: chapter.title, lines })
	})

	const recap = chapters.length > 1 ? choose('presenter', p.recap) : null
	const outro = request.monologue
		? line('presenter', recap, p.tone[request.tone].closing, choose('presenter', p.outroMonologue))
		: [
				...line('presenter', recap, p.tone[request.tone].closing, choose('presenter', p.outro)),
				...line('guest', choose('guest', p.guestBye)),
			]
	sections.push({ title: p.chapters.outro, lines: outro })
	return { sections }
}

/** A chapter's sentences as answers of `size` sentences (a last one alone joins the answer before). */
function splitAnswers(sentences: RankedSentence[], size: number) {
	const answers: RankedSentence[][] = []
	for (let i = 0; i < sentences.length; i += size) answers.push(sentences.slice(i, i + size))
	const last = answers.at(-1)
	if (answers.length > 1 && last?.length === 1) answers.at(-2)!.push(...answers.pop()!)
	return answers
}

/** The best of the chapter's terms that this answer says (compared in lower case). */
function keyPhrase(answer: RankedSentence[], terms: string[], used: Set<string>) {
	const text = answer
		.map((entry) => entry.sentence)
		.join(' ')
		.toLocaleLowerCase('es')
	const phrase = terms.find((term) => !used.has(fold(term)) && text.includes(term.toLocaleLowerCase('es')))
	if (phrase) used.add(fold(phrase))
	return phrase
}

/** A phrase as compared for repetition: lower case, singular and plural alike. */
function fold(term: string) {
	return term
		.toLocaleLowerCase('es')
		.split(' ')
		.map((word) => word.replace(/(?<=\p{L}{3})e?s$/u, ''))
		.join(' ')
}
