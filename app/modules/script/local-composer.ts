import { seededRandom } from '#app/utils/seeded-random.ts'
import { headingTitle } from './chapter-titles.ts'
import { chapterDrafts, speakableSentences } from './episode-chapters.ts'
import { fullNames, introduceNames } from './full-names.ts'
import { contentWords, fold as foldText, sameWord } from './listener-text.ts'
import { infinitiveShaped, type Passage, passagesOf, qualifiesBefore } from './passages.ts'
import { fill, listOf, phrases, usableTemplates } from './phrases.ts'
import { addressesReader, givesOrder, isInfinitive, isStep, startsWithOrder, toTu } from './register.ts'
import { retell, stepsOf, upperFirst } from './retell.ts'
import { type Genders, type Script, type ScriptRequest, scriptWords } from './script-types.ts'
import { keyTerms } from './sentences.ts'
import { contract, subjectPhrase } from './subject-phrase.ts'

export class NotEnoughContentError extends Error {
	override name = 'NotEnoughContentError'
}

/** Chapters per format: a pill is short, an interview has more turns. */
const CHAPTERS = { pildora: 2, podcast: 3, entrevista: 4 } as const
/** Sentences per answer: an interview has shorter answers and more questions. */
const ANSWER_SENTENCES = { pildora: 3, podcast: 3, entrevista: 2 } as const
const TOLERANCE = 0.1
/**
 * A name the presenter asks about opens the answer, as its subject («TeX Live contiene…», «El editor WinEdt…»): what
 * it is about, not a mention further on («Quien posea un CD de CorelDraw puede…»).
 */
const TOPIC_WORDS = 4
/** A section's heading of more words than this is a sentence, not a title to ask about. */
const SECTION_WORDS = 8

/**
 * The heading of the section a passage opens, as a title the presenter can ask about: not the chapter's own, not a
 * question (the source's, asked as it is), not a long line, and each of its words in the answer (`told`), which
 * answers it.
 */
function sectionAsked(passage: Passage, chapter: string, told: string) {
	const heading = passage.sentences[0]!.section
	if (!heading || /\?/u.test(heading)) return null
	const title = headingTitle(heading)
	if (!title || title.split(/\s+/u).length > SECTION_WORDS || fold(title) === fold(chapter)) return null
	const said = foldText(told).split(' ')
	const words = contentWords(title)
	return words.length > 0 && words.every((word) => said.some((other) => sameWord(word, other))) ? title : null
}
/** No line of the presenter's is said more than this many times in an episode (short reactions aside, none twice). */
const MAX_SAME_LINE = 1
/** A chapter title this short may be named again in the next chapter's transition. */
const SHORT_TITLE_WORDS = 3
/** A source whose passages are steps to follow at least this often is a guide: the intro says so. */
const HOW_TO_SHARE = 0.3
/** About how many words a told sentence carries, questions and transitions included: what a target needs. */
const WORDS_PER_SENTENCE = 20
/** How much more an answer to the source's own question weighs when passages are picked. */
const CUED_WEIGHT = 1.3
/** How much more a passage right before or after one already told weighs when the next passage is picked. */
const NEIGHBOUR_WEIGHT = 1.5
/** The roadmap and the recap name at most this many chapters. */
const MAX_NAMED = 4

type ChapterPlan = { title: string; passages: Passage[] }

/**
 * The local script writer (no API key needed): a guided retelling of the sources. Chapters are the document's own
 * sections in its order, titled with their headings (episode-chapters.ts); in each, passages of consecutive sentences
 * (passages.ts), the most informative ones, told by the guest in the source's order and in the hosts' register
 * (retell.ts), each after a question about what the passage is about — the noun phrase it opens with, so the answer
 * answers it (subject-phrase.ts) — or, before steps, how it is done. Intro with the episode's roadmap, transitions
 * between chapters, a recap and the closing; the episode's title picks among the wordings, so episodes do not open
 * alike, and the tone and format shape the framing, never facts; greetings agree with each voice's gender. The number
 * of passages is tuned until the script is within ±10 % of the target words — never padded: short sources give a
 * short script. `variation` gives another take.
 */
export function composeScript(request: ScriptRequest): Script {
	const speakable = speakableSentences(request.sources)
	if (speakable.length < 3)
		throw new NotEnoughContentError('No hay contenido suficiente para escribir el guion: añade más texto o documentos.')
	// a document that speaks to its reader as usted: its «Define el tamaño» describes, its subject said before
	const addressed = request.language !== 'english' && addressesReader(speakable)
	const random = seededRandom(request.variation ?? 0)
	const jitter = new Map<number, number>()
	const drafts = chapterDrafts({
		sources: request.sources,
		sections: request.sections,
		count: CHAPTERS[request.format] + (request.targetWords >= 1100 && request.format !== 'pildora' ? 1 : 0),
		title: request.title,
		addressed,
		wanted: Math.ceil(request.targetWords / WORDS_PER_SENTENCE),
		weigh: (score, index) => {
			if (!request.variation) return score
			if (!jitter.has(index)) jitter.set(index, 0.85 + random() * 0.3)
			return score * jitter.get(index)!
		},
	})
	const plans = drafts
		// a title is said inside «»: its own quotes go («««Pecados Capitales»: tamaño»»)
		.map((draft) => ({
			// a title in the hosts' register too («Cosas que debe saber» → «Cosas que debes saber»)
			title: spokenTitle(draft.title.replace(/[«»“”"]/gu, ''), request.language),
			passages: passagesOf(draft.sentences, ANSWER_SENTENCES[request.format], { addressed }),
		}))
		.filter((plan) => plan.passages.length > 0)
	const available = plans.reduce((sum, plan) => sum + plan.passages.length, 0)
	const sentences = plans.reduce((sum, plan) => sum + plan.passages.reduce((n, passage) => n + passage.sentences.length, 0), 0)
	if (sentences < 3)
		throw new NotEnoughContentError('No hay contenido suficiente para escribir el guion: añade más texto o documentos.')
	const names = namesIn(plans)

	let count = Math.min(available, plans.length)
	let script = build(request, pick(plans, count), names, addressed)
	// grow while short, shrink while long: each step adds or drops the next passage by rank
	for (let guard = 0; guard < available * 2; guard++) {
		const words = scriptWords(script)
		if (words < request.targetWords * (1 - TOLERANCE) && count < available) count++
		else if (words > request.targetWords * (1 + TOLERANCE) && count > 1) count--
		else break
		script = build(request, pick(plans, count), names, addressed)
	}
	return introduceNames(script, fullNames(request.sources))
}

/** Verbs of a sentence saying what its subject is, does or is for («X permite…», «X sirve para…»). */
const DESCRIBING_VERB =
	'(?:es|son|permite|permiten|sirve|sirven|ofrece|ofrecen|ayuda|ayudan|facilita|facilitan|consiste|consisten|proporciona|proporcionan|se usa|se usan|se utiliza|se utilizan)'

/**
 * `count` passages across the chapters, taken in turns (each chapter its next best), so that chapters are of a
 * similar length; each chapter's in the source's order. Chapters left without a passage are dropped.
 */
export function pick(plans: ChapterPlan[], count: number): ChapterPlan[] {
	// an answer to the source's own question is what the source meant to be read first
	const rank = (passage: Passage) => passage.score * (passage.sentences[0]!.cue ? CUED_WEIGHT : 1)
	// what follows the answer to a question of the source goes on answering it: never told without the question; a
	// passage that continues the one before (its first sentence leans on that one's last) never without that one
	const owners = new Map<Passage, Passage>()
	for (const plan of plans) {
		let owner: Passage | undefined
		plan.passages.forEach((passage, index) => {
			if (passage.continues && index > 0) owners.set(passage, plan.passages[index - 1]!)
			else if (owner && !passage.sentences[0]!.cue) owners.set(passage, owner)
			if (passage.sentences[0]!.cue) owner = passage
		})
	}
	// a passage the next one takes back or resolves («…solía ser usar el paquete ae.» + «Sin embargo esta solución…»)
	// is told with it, or it misleads
	const resolvedBy = new Map<Passage, Passage>()
	for (const plan of plans)
		plan.passages.forEach((passage, index) => {
			const next = plan.passages[index + 1]
			const first = next?.sentences[0]
			if (first && first.index === passage.sentences.at(-1)!.index + 1 && qualifiesBefore(first.sentence))
				resolvedBy.set(passage, next!)
		})
	const chosen = new Set<Passage>()
	const add = (passage: Passage) => {
		const owner = owners.get(passage)
		if (owner && !chosen.has(owner)) add(owner)
		if (chosen.size < count && (!owner || chosen.has(owner))) {
			// the resolution comes along even past the count: the length is tuned on the whole script afterwards
			for (let told: Passage | undefined = passage; told && !chosen.has(told); told = resolvedBy.get(told)) chosen.add(told)
		}
	}
	// a chapter's next passage: its best one not told yet, one right before or after a told one counting for more, so
	// that the episode tells stretches of the source and not sentences from all over it
	const nextOf = (plan: ChapterPlan) => {
		let best: Passage | undefined
		let bestRank = -1
		plan.passages.forEach((passage, index) => {
			if (chosen.has(passage)) return
			const told = [plan.passages[index - 1], plan.passages[index + 1]].some((next) => next && chosen.has(next))
			const weighed = rank(passage) * (told ? NEIGHBOUR_WEIGHT : 1)
			if (weighed > bestRank) {
				best = passage
				bestRank = weighed
			}
		})
		return best
	}
	while (chosen.size < count) {
		const before = chosen.size
		for (const plan of plans) {
			const next = chosen.size < count ? nextOf(plan) : undefined
			if (next) add(next)
		}
		if (chosen.size === before) break
	}
	return plans
		.map((plan) => ({ title: plan.title, passages: plan.passages.filter((passage) => chosen.has(passage)) }))
		.filter((plan) => plan.passages.length > 0)
}

/**
 * Words the sources write capitalised inside a sentence and never in lower case: names, kept capitalised in questions
 * («LaTeX», «Debian»; not «Puedes», capitalised once after a colon).
 */
function namesIn(plans: ChapterPlan[]) {
	const capitalised = new Set<string>()
	const lower = new Set<string>()
	for (const plan of plans)
		for (const passage of plan.passages)
			for (const { sentence } of passage.sentences) {
				for (const match of sentence.matchAll(/(?<=[\p{L},;]\s)\p{Lu}[\p{L}\p{N}]*/gu))
					capitalised.add(match[0].toLocaleLowerCase('es'))
				for (const match of sentence.matchAll(/(?<![\p{L}])\p{Ll}[\p{L}\p{N}]*/gu)) lower.add(match[0])
			}
	return new Set([...capitalised].filter((word) => !lower.has(word)))
}

function escapeRegExp(text: string) {
	return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
}

/** A number from a text, the same for the same text: the episode's own choice of wordings. */
function seedOf(text: string) {
	let hash = 2166136261
	for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619)
	return hash >>> 0
}

type Speaker = 'presenter' | 'guest'

function build(request: ScriptRequest, chapters: ChapterPlan[], names: ReadonlySet<string>, addressed: boolean): Script {
	const p = phrases[request.language]
	const random = seededRandom(seedOf(`${request.podcastName}\n${request.title}`) + (request.variation ?? 0))
	const genders: Genders = request.genders ?? {}
	const said = new Map<string, number>()
	/** a count said in words («dos temas más»), as a host would say it */
	const spokenNumber = (n: number) => p.numbers[n] ?? String(n)
	const values = {
		podcast: request.podcastName,
		title: request.title,
		presenter: request.presenterName,
		guest: request.guestName,
		// a roadmap of more than MAX_NAMED chapters names the first ones and counts the rest
		topics: listOf(
			[
				...chapters
					.slice(0, chapters.length > MAX_NAMED ? MAX_NAMED - 1 : MAX_NAMED)
					.map((chapter) => `${p.list.open}${chapter.title}${p.list.close}`),
				...(chapters.length > MAX_NAMED ? [fill(p.list.more, { n: spokenNumber(chapters.length - MAX_NAMED + 1) })] : []),
			],
			p.list.and,
		),
	}
	/** A template not yet said twice (the least said first), filled; null when every one has been said twice. */
	const shapes = new Map<string, number>()
	const choose = (speaker: Speaker, templates: readonly string[], extra: Record<string, string> = {}) => {
		const candidates = usableTemplates(templates, genders, speaker)
			.map((template) => ({ template, text: contract(fill(template, { ...values, ...extra }, genders, speaker)) }))
			// no sentence said again: «Detengámonos en X. ¿Qué hay que tener en cuenta?» twice repeats its question
			.filter(({ text }) => heardSentences(text).every((sentence) => (said.get(sentence) ?? 0) < MAX_SAME_LINE))
		if (!candidates.length) return null
		// the least used wording first, so that questions vary in shape and not only in their topic
		const uses = ({ template }: { template: string }) => shapes.get(template) ?? 0
		const fewest = Math.min(...candidates.map(uses))
		const least = candidates.filter((candidate) => uses(candidate) === fewest)
		const { template, text } = least[Math.floor(random() * least.length)]!
		for (const sentence of heardSentences(text)) said.set(sentence, (said.get(sentence) ?? 0) + 1)
		shapes.set(template, (shapes.get(template) ?? 0) + 1)
		return text
	}
	const line = (speaker: Speaker, ...parts: Array<string | null | undefined>) => {
		const kept = parts.filter((part): part is string => Boolean(part))
		// one turn names the guest once: «Vamos con «TeX Live», Lucía. ¿Qué hay que saber…?», not «…, Lucía. Lucía, ¿qué…?»
		const name = speaker === 'presenter' ? request.guestName : request.presenterName
		const text = kept
			.map((part, index) =>
				index > 0 && part.startsWith(`${name}, `) && kept.slice(0, index).some((before) => before.includes(name))
					? upperFirst(part.slice(name.length + 2))
					: part,
			)
			.join(' ')
		return text ? [{ speaker, text }] : []
	}
	const openers = [...p.answerOpeners]
	const nextOpener = () => {
		// about one answer in three opens with a phrase of the guest's own; each opener at most once
		if (!openers.length || random() > 0.35) return undefined
		return openers.splice(Math.floor(random() * openers.length), 1)[0]
	}
	const passages = chapters.flatMap((chapter) => chapter.passages)
	const howTo = passages.filter((passage) => isSteps(passage, addressed)).length >= passages.length * HOW_TO_SHARE
	const framing = howTo ? p.introHowTo : p.tone[request.tone].intro
	const opening = [...p.intro, ...p.introByFormat[request.format]]

	const greeting = (first: string | null) => [
		...line(
			'presenter',
			first,
			// an interview's opening may have named the guest already
			first?.includes(request.guestName) ? null : choose('presenter', p.welcomeGuest),
			choose('presenter', framing),
			choose('presenter', p.roadmap),
		),
		...line('guest', choose('guest', p.guestHello)),
	]
	const firstLine = (templates: readonly string[]) => choose('presenter', unlikePrevious(templates, request, values, genders))
	const intro = request.monologue
		? line('presenter', firstLine(p.introMonologue), choose('presenter', framing), choose('presenter', p.roadmap))
		: greeting(firstLine(opening))
	const sections: Script['sections'] = [{ title: p.chapters.intro, lines: intro }]

	const usedPhrases = new Set<string>()
	const askedBySource = new Set<string>()
	let lastPhrase = ''
	let lastSteps = false
	/** The last answer ended on a step of a procedure («Efectúa las acciones…»): the steps after it go on from there. */
	let endedOnStep = false
	/** Whether this chapter's steps were asked for by what they do already. */
	let goalAsked = false
	/** Whether the last question was only a prompt to go on («¿Y qué más?», «Sigue, por favor»). */
	let prompted = false
	/** The presenter's question before a passage: how it is done, what it is about, or what more there is. */
	const question = (
		passage: Passage,
		told: string,
		chapterValues: Record<string, string>,
		chapterTerms: string[],
		opensChapter: boolean,
		afterQuestionTransition = false,
	) => {
		prompted = false
		// the source asks its own question before this answer: the presenter asks it
		const cue = passage.sentences[0]!.cue
		if (cue) {
			// right after «Siguiente pregunta.» the question alone
			const templates = afterQuestionTransition ? ['{question}'] : p.askSource
			const asked = choose('presenter', templates, { ...chapterValues, question: cue, asked: afterVocative(cue, names) })
			// «¿Qué es LyX?» asked: a next answer about LyX is a follow-up, not «¿Qué es exactamente LyX?»
			const about = /^¿(?:Qué|Quién|Quiénes) (?:es|son) (.+)\?$/u.exec(cue)?.[1]
			lastPhrase = about ? fold(about) : ''
			// and no later question asks it again in other words («Háblanos de «LyX»», «¿Qué conviene saber de LyX?»)
			if (about) {
				usedPhrases.add(fold(about))
				askedBySource.add(fold(about))
			}
			if (asked) return asked
		}
		if (isSteps(passage, addressed)) {
			// steps right after steps go on: «¿Y después?», never a second «paso a paso»
			const more =
				lastSteps || endedOnStep
					? (choose('presenter', p.askNextStep, chapterValues) ?? choose('presenter', p.askMore, chapterValues))
					: null
			lastSteps = true
			// the first steps of a chapter named by what they do say what they are for («…para grabar una macro?»)
			// what they are for: the heading of the section whose first step is among them («Puede optar por conservar o
			// eliminar las macros VBA»), or the chapter's title
			const section = passage.sentences.find((entry) => entry.section && isStep(entry.sentence, { addressed }))?.section
			const goal =
				more || goalAsked
					? null
					: ((section ? goalOf(section, request.language) : null) ?? goalOf(chapterValues.chapter!, request.language))
			if (goal) goalAsked = true
			return (
				more ??
				(goal ? choose('presenter', p.askStepsFor, { ...chapterValues, goal }) : null) ??
				choose('presenter', p.askSteps, chapterValues)
			)
		}
		lastSteps = false
		// an answer opening a section inside the chapter is asked by the section's heading («Háblanos de «Los criterios».»)
		const section = sectionAsked(passage, chapterValues.chapter!, told)
		if (section && !opensChapter && !usedPhrases.has(fold(section))) {
			usedPhrases.add(fold(section))
			lastPhrase = fold(section)
			return choose('presenter', p.askTerm, { ...chapterValues, phrase: section })
		}
		const first = passage.sentences[0]!.sentence
		const phrase = request.language === 'english' || startsWithOrder(first, { addressed }) ? null : subjectPhrase(first, names)
		// the answer as it will be said must say it (the retelling may have shortened the sentence)
		const says = (text: string) => wholeWords(text).test(told)
		// a phrase may come back in another wording; right after the question that asked it, as a follow-up
		if (phrase && says(phrase) && lastPhrase === fold(phrase)) {
			const again = choose('presenter', p.askAgain, { ...chapterValues, phrase })
			if (again) return again
		}
		// «X es un sistema…» defines X; «La razón es que…» does not
		const defines = phrase !== null && new RegExp(`^${escapeRegExp(phrase)} es (?:un|una|el|la)\\s`, 'iu').test(first)
		// what the whole episode is about («TeX Live» in a guide to TeX Live) is asked about only to be defined
		const episodeSubject = phrase !== null && wholeWords(phrase.replace(/^(?:el|la|los|las)\s+/iu, '')).test(request.title)
		// «Pasemos a «Apéndices». Detengámonos en los apéndices.»: the chapter's first question does not name it again
		const namesChapter =
			opensChapter && phrase !== null && fold(phrase.replace(/^(?:el|la|los|las)\s+/iu, '')) === fold(chapterValues.chapter!)
		if (
			phrase &&
			says(phrase) &&
			(defines || !episodeSubject) &&
			!namesChapter &&
			lastPhrase !== fold(phrase) &&
			!askedBySource.has(fold(phrase))
		) {
			lastPhrase = fold(phrase)
			usedPhrases.add(fold(phrase))
			// the tone's questions («¿Qué aporta X?», «¿Qué es lo básico de X?») only of an answer saying what X is or does
			const describes = new RegExp(`^${escapeRegExp(phrase)} ${DESCRIBING_VERB}\\s`, 'iu').test(first)
			const templates = defines ? p.askDefinition : [...p.ask, ...(describes ? p.tone[request.tone].ask : [])]
			return choose('presenter', templates, { ...chapterValues, phrase })
		}
		// a key term only when it says something on its own: a name, never «Nombre», «graban» or «blanco adicionales»
		const term = chapterTerms.find(
			(term) =>
				// a name (LaTeX, CTAN, Microsoft Office): a pair of common words is too often two halves of two phrases
				/^\p{Lu}\S*(?:\s\p{Lu}\S*)*$/u.test(term) &&
				/\p{Lu}.*\p{Lu}|\s/u.test(term) &&
				// a key combination («Ctrl+O») is no topic, nor two letters of a longer name («OS» of «Mac OS X»)
				!/[+]/u.test(term) &&
				term.length >= 3 &&
				!new RegExp(`\\p{Lu}\\S*\\s${escapeRegExp(term)}|${escapeRegExp(term)}\\s\\p{Lu}`, 'u').test(told) &&
				!usedPhrases.has(fold(term)) &&
				// nor what the whole episode is about
				!wholeWords(term).test(request.title) &&
				// what the answer is about: its subject, not a name said in passing
				wholeWords(term).test(told.split(/\s+/u).slice(0, TOPIC_WORDS).join(' ')),
		)
		if (term) usedPhrases.add(fold(term))
		if (term) return choose('presenter', p.askTerm, { ...chapterValues, phrase: term })
		prompted = !opensChapter
		return choose('presenter', opensChapter ? p.askFirst : p.askMore, chapterValues)
	}

	chapters.forEach((chapter, chapterIndex) => {
		const chapterValues = { chapter: chapter.title, previous: chapters[chapterIndex - 1]?.title ?? '' }
		const lines: Script['sections'][number]['lines'] = []
		// the chapter's terms, best first, not its title's nor the episode's: a question may take the best one its answer says
		const chapterTerms = keyTerms(
			chapter.passages.flatMap((passage) => passage.sentences.map((entry) => entry.sentence)),
			[chapter.title, request.title, ...titleWords(chapter.title), ...titleWords(request.title)],
		)
		// a chapter titled by the question its first answer answers: the question is asked right after, not named twice
		const titledByQuestion = chapter.title.startsWith('¿') && Boolean(chapter.passages[0]?.sentences[0]?.cue)
		const transition = request.monologue
			? choose('presenter', p.chapterMonologue, chapterValues)
			: titledByQuestion
				? choose('presenter', chapterIndex === 0 ? p.firstQuestion : p.nextQuestion, chapterValues)
				: choose(
						'presenter',
						chapterIndex === 0
							? p.firstChapter
							: // «Después de «Abrir un archivo de…», vamos con «Guardar como archivo de…»»: long titles are said once
								p.nextChapter.filter(
									(template) => !template.includes('{previous}') || wordCount(chapterValues.previous) <= SHORT_TITLE_WORDS,
								),
						chapterValues,
					)
		const continued = new Set<Script['sections'][number]['lines'][number]>()
		// a chapter never opens on a follow-up about the last chapter's phrase or steps
		lastPhrase = ''
		lastSteps = false
		goalAsked = false
		// passages told so far in this chapter (one retold to nothing is skipped)
		let index = 0
		endedOnStep = false
		// the last answer followed a mere prompt to go on: a second one in a row is not asked
		let afterPrompt = false
		for (const passage of chapter.passages) {
			const steps = isSteps(passage, addressed)
			// steps that go on from the answer before (steps, or ending on one) do not start again at «Primero»
			const stepWords = steps && (lastSteps || endedOnStep) ? p.steps.slice(1) : p.steps
			const told = (opener?: string) =>
				retell(
					passage.sentences.map((entry) => entry.sentence),
					{
						language: request.language,
						joiner: p.joiners[Math.floor(random() * p.joiners.length)]!,
						opener,
						steps: stepWords,
						addressed,
						afterGap: passage.sentences.map((entry) => Boolean(entry.afterGap)),
					},
				)
			const plain = told()
			// nothing left once retold (a sentence cut before what it pointed at): no question, no empty answer
			if (!plain) continue
			const endsOnStep = givesOrder(passage.sentences.at(-1)!.sentence, { addressed })
			let asked = request.monologue
				? null
				: question(passage, plain, chapterValues, chapterTerms, index === 0, index === 0 && titledByQuestion)
			// «¿Y qué más?» twice in a row says nothing: the guest goes on in the answer before, when it has room
			const previous = lines.at(-1)
			if (asked && prompted && afterPrompt && previous?.speaker === 'guest' && !continued.has(previous)) asked = null
			afterPrompt = Boolean(asked) && prompted
			if (request.monologue) {
				if (index === 0) lines.push(...line('presenter', transition))
			} else if (asked || index === 0) {
				const reaction = index > 0 && random() < 0.5 ? choose('presenter', p.react) : null
				lines.push(...line('presenter', index === 0 ? transition : reaction, asked))
			}
			const opener = request.monologue || !asked || steps ? undefined : nextOpener()
			const said = opener ? told(opener) : plain
			// alone, the presenter asks the source's question and answers it
			const cue = passage.sentences[0]!.cue
			const text = request.monologue && cue ? `${cue} ${said}` : said
			// every question said already: the guest goes on in the same answer (two passages at most) rather than a
			// second line in a row; a third passage is left out
			const last = lines.at(-1)
			if (!request.monologue && !asked && index > 0 && last?.speaker === 'guest') {
				if (!continued.has(last)) {
					last.text = `${last.text} ${text}`
					continued.add(last)
				}
			} else lines.push({ speaker: request.monologue ? 'presenter' : 'guest', text })
			endedOnStep = endsOnStep
			index++
		}
		if (lines.length) sections.push({ title: chapter.title, lines })
	})

	// a recap names its chapters: past MAX_NAMED the roadmap counted them, and the count is not said twice
	const recap = chapters.length > 1 && chapters.length <= MAX_NAMED ? choose('presenter', p.recap) : null
	const outro = request.monologue
		? line('presenter', recap, choose('presenter', p.tone[request.tone].closing), choose('presenter', p.outroMonologue))
		: [
				...line('presenter', recap, choose('presenter', p.tone[request.tone].closing), choose('presenter', p.outro)),
				...line('guest', choose('guest', p.guestBye)),
			]
	sections.push({ title: p.chapters.outro, lines: outro })
	return { sections }
}

/**
 * The openings this podcast's earlier episodes did not use (the least recently used when all were): each template's
 * wording without the title, compared with the earlier first lines without theirs.
 */
function unlikePrevious(
	templates: readonly string[],
	request: ScriptRequest,
	values: Record<string, string>,
	genders: Genders,
): readonly string[] {
	const previous = request.previousOpenings ?? []
	if (!previous.length) return templates
	const wording = (text: string) =>
		text
			.replace(/[«“][^»”]*[»”]/gu, '')
			.toLocaleLowerCase('es')
			.replace(/[^\p{L}\p{N}]+/gu, ' ')
			.trim()
	const said = previous.map(wording)
	const lastUse = (template: string) => {
		// an earlier first line goes on with the welcome and the roadmap: it opens with the template's wording
		const opens = wording(fill(template, values, genders, 'presenter'))
		const at = said.findIndex((line) => line.startsWith(opens))
		return at < 0 ? Number.POSITIVE_INFINITY : at
	}
	const oldest = Math.max(...templates.map(lastUse))
	return templates.filter((template) => lastUse(template) === oldest)
}

/** «¿Puedo compartir…?» after a vocative: «Lucía, ¿puedo compartir…?» (a name keeps its capital). */
function afterVocative(question: string, names: ReadonlySet<string>) {
	return question.replace(/^¿(\p{Lu}\p{Ll}*)(?![\p{L}\p{N}])/u, (whole, word: string) =>
		names.has(word.toLocaleLowerCase('es')) ? whole : `¿${word.toLocaleLowerCase('es')}`,
	)
}

/**
 * What a chapter titled by a task does, to ask how it is done: «Grabar una macro» → «grabar una macro», «Cómo
 * guardar documentos» → «guardar documentos», «How to record a macro» → «record a macro». Null for any other title.
 */
function goalOf(title: string, language: ScriptRequest['language']) {
	// a heading that is a sentence: «Puede optar por conservar o eliminar las macros VBA.» is for «conservar o eliminar…»
	const heading = title.replace(/^(?:puede|puedes|usted puede)\s+(?:optar por\s+|elegir\s+)?/iu, '').replace(/\.$/u, '')
	const task =
		language === 'english' ? /^how to\s+(.+)$/iu.exec(heading)?.[1] : /^(?:c[óo]mo\s+)?(\p{L}+\s.+)$/iu.exec(heading)?.[1]
	if (!task || task.includes('?')) return null
	const [verb, next] = task.split(/\s/u)
	// a verb the rules know, or one shaped like an infinitive before its object or another verb («conservar o
	// eliminar las macros»; not «Lugar de trabajo» nor «Hogar y familia»)
	const infinitive =
		isInfinitive(verb!) ||
		(infinitiveShaped(verb!) &&
			/^(?:el|la|los|las|un|una|unos|unas|o|y|e|u|tu|tus|su|sus)$/u.test(next?.toLocaleLowerCase('es') ?? ''))
	if (language !== 'english' && !infinitive) return null
	// a name keeps its capitals («LaTeX»); a common word at the start is said in lower case
	return /^\p{Lu}\p{Ll}*(?:\s|$)/u.test(task) ? `${task.charAt(0).toLocaleLowerCase('es')}${task.slice(1)}` : task
}

function spokenTitle(title: string, language: ScriptRequest['language']) {
	return language === 'english' ? title : toTu(title, { addressed: true })
}

/** A line as it is heard: quotes are not said, so «TeX Live» and TeX Live are the same words. */
function heard(text: string) {
	return text.replace(/[«»“”"]/gu, '').toLocaleLowerCase('es')
}

function wordCount(text: string) {
	return text.split(/\s+/u).filter(Boolean).length
}

/** The sentences of a line as a listener hears them. */
function heardSentences(text: string) {
	return heard(text).split(/(?<=[.!?])\s+/u)
}

/** A phrase as whole words in any case («TEX» is not in «LATEX»). */
function wholeWords(phrase: string) {
	return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu')
}

/** A passage of two orders or more is steps to follow. */
function isSteps(passage: Passage, addressed: boolean) {
	const sentences = passage.sentences.map((entry) => entry.sentence)
	return stepsOf(
		sentences,
		sentences.map((sentence) => isStep(sentence, { addressed })),
	).some(Boolean)
}

/** A phrase as compared for repetition: lower case, without articles, singular and plural alike. */
function fold(term: string) {
	return term
		.toLocaleLowerCase('es')
		.split(' ')
		.filter((word) => !/^(?:el|la|los|las|un|una|unos|unas|the|a|an)$/u.test(word))
		.map((word) => word.replace(/(?<=\p{L}{3})e?s$/u, ''))
		.join(' ')
}

/** A title's words without their punctuation: «¿Qué es LaTeX?» names «LaTeX», never «LaTeX?». */
function titleWords(title: string) {
	return title.match(/[\p{L}\p{N}][\p{L}\p{N}_+.-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu) ?? []
}
