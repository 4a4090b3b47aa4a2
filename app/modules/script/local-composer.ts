import { seededRandom } from '#app/utils/seeded-random.ts'
import { fill, phrases } from './phrases.ts'
import { type Script, type ScriptRequest, scriptWords } from './script-types.ts'
import { keyTerm, scoreSentences, splitSentences } from './sentences.ts'

export class NotEnoughContentError extends Error {
	override name = 'NotEnoughContentError'
}

/** Chapters per format: a pill is short, an interview has more turns. */
const CHAPTERS = { pildora: 2, podcast: 3, entrevista: 4 } as const
const TOLERANCE = 0.1

/**
 * The local script writer (no API key needed): picks the most informative sentences of the sources, in their
 * original order, groups them into chapters named after their key term, and writes a conversation around them —
 * intro, the presenter's questions, the guest's answers taken from the sources, reactions, outro — or a monologue.
 * The number of sentences is tuned until the script is within ±10 % of the target words (the issue allows ±15 %).
 * `variation` gives another take: other wording and a slightly different choice of sentences.
 */
export function composeScript(request: ScriptRequest): Script {
	const sentences = splitSentences(request.sources)
	if (sentences.length < 3)
		throw new NotEnoughContentError('No hay contenido suficiente para escribir el guion: añade más texto o documentos.')
	const random = seededRandom(request.variation ?? 0)
	const ranked = scoreSentences(sentences)
		.map((entry) => ({ ...entry, score: entry.score * (request.variation ? 0.85 + random() * 0.3 : 1) }))
		.sort((a, b) => b.score - a.score)

	let count = Math.min(ranked.length, 3)
	let script = build(request, pickInOrder(ranked, count))
	// grow while short, shrink while long: each step adds or drops the next sentence by rank
	for (let guard = 0; guard < ranked.length * 2; guard++) {
		const words = scriptWords(script)
		if (words < request.targetWords * (1 - TOLERANCE) && count < ranked.length) count++
		else if (words > request.targetWords * (1 + TOLERANCE) && count > 3) count--
		else break
		script = build(request, pickInOrder(ranked, count))
	}
	return script
}

function pickInOrder(ranked: Array<{ sentence: string; index: number }>, count: number) {
	return ranked
		.slice(0, count)
		.sort((a, b) => a.index - b.index)
		.map((entry) => entry.sentence)
}

function build(request: ScriptRequest, chosen: string[]): Script {
	const p = phrases[request.language]
	const random = seededRandom((request.variation ?? 0) + 1)
	const pick = (list: string[]) => list[Math.floor(random() * list.length)]!
	const values = {
		podcast: request.podcastName,
		title: request.title,
		presenter: request.presenterName,
		guest: request.guestName,
	}
	const say = (speaker: 'presenter' | 'guest', template: string, extra: Record<string, string> = {}) => ({
		speaker,
		text: fill(template, { ...values, ...extra }),
	})

	const intro = request.monologue
		? [say('presenter', pick(p.introMonologue)), say('presenter', p.tone[request.tone])]
		: [say('presenter', pick(p.intro)), say('presenter', p.tone[request.tone]), say('guest', pick(p.guestHello))]
	const sections: Script['sections'] = [{ title: p.chapters.intro, lines: intro }]

	const used = new Set<string>()
	for (const group of chunk(chosen, Math.min(CHAPTERS[request.format], Math.max(1, Math.floor(chosen.length / 2))))) {
		const term = keyTerm(group, used) ?? request.title
		used.add(term)
		const topic = `«${term}»`
		const lines = [
			request.monologue ? say('presenter', pick(p.askMonologue), { topic }) : say('presenter', pick(p.ask), { topic }),
		]
		const answers = chunk(group, Math.ceil(group.length / (request.format === 'pildora' ? 1 : 2)))
		answers.forEach((answer, index) => {
			if (index > 0 && !request.monologue) {
				lines.push(say('presenter', request.format === 'entrevista' || index % 2 === 0 ? pick(p.followUp) : pick(p.react)))
			}
			lines.push({ speaker: request.monologue ? 'presenter' : 'guest', text: answer.join(' ') })
		})
		sections.push({ title: capitalise(term), lines })
	}

	const outro = request.monologue
		? [say('presenter', pick(p.outroMonologue))]
		: [say('presenter', pick(p.outro)), say('guest', pick(p.guestBye))]
	sections.push({ title: p.chapters.outro, lines: outro })
	return { sections }
}

/** Splits a list into `parts` consecutive groups of nearly equal size. */
function chunk<T>(items: T[], parts: number) {
	const groups: T[][] = []
	const size = items.length / parts
	for (let i = 0; i < parts; i++) {
		const group = items.slice(Math.round(i * size), Math.round((i + 1) * size))
		if (group.length) groups.push(group)
	}
	return groups
}

function capitalise(word: string) {
	return word.charAt(0).toLocaleUpperCase('es') + word.slice(1)
}
