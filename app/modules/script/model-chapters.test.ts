import { expect, test } from 'vitest'
import { NotEnoughContentError } from './local-composer.ts'
import { planEpisode, plannedWords } from './model-chapters.ts'
import type { ScriptRequest, ScriptSource } from './script-types.ts'

/** `count` distinct sentences about `topic`, each of about 14 words. */
function sentences(topic: string, count: number) {
	return Array.from(
		{ length: count },
		(_, i) => `El apartado de ${topic} explica la idea número ${i + 1} con un ejemplo claro y una conclusión práctica.`,
	).join(' ')
}

const base: ScriptRequest = {
	sources: '',
	title: 'Guía de la huerta urbana',
	podcastName: 'Raíces',
	presenterName: 'Ana',
	guestName: 'Luis',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	monologue: false,
	targetWords: 900,
}

function withSections(sections: ScriptSource[]): ScriptRequest {
	return {
		...base,
		sections,
		sources: sections.flatMap((section) => [section.heading ?? '', ...section.paragraphs]).join('\n\n'),
	}
}

test('chapters are the document’s sections, in order, each with only its own sources', () => {
	const plan = planEpisode(
		withSections([
			{ heading: '1. Semillas', level: 1, paragraphs: [sentences('semillas', 5)] },
			{ heading: '2. Riego', level: 1, paragraphs: [sentences('riego', 5)] },
			{ heading: '3. Cosecha', level: 1, paragraphs: [sentences('cosecha', 5)] },
		]),
	)
	expect(plan.chapters.map((chapter) => chapter.title)).toEqual(['Semillas', 'Riego', 'Cosecha'])
	expect(plan.chapters[1]!.sources).toContain('El apartado de riego')
	expect(plan.chapters[1]!.sources).not.toMatch(/semillas|cosecha/)
})

test('the words are shared by the size of each chapter’s sources, never beyond 1.5 words per source word', () => {
	const plan = planEpisode(
		withSections([
			{ heading: 'Semillas', level: 1, paragraphs: [sentences('semillas', 30)] },
			{ heading: 'Riego', level: 1, paragraphs: [sentences('riego', 10)] },
			{ heading: 'Cosecha', level: 1, paragraphs: [sentences('cosecha', 3)] },
		]),
	)
	const [seeds, water, harvest] = plan.chapters
	expect(seeds!.words).toBeGreaterThan(water!.words)
	expect(water!.words).toBeGreaterThan(harvest!.words)
	// three sentences of 17 words give at most ~77 words of conversation, at least a question and an answer (60)
	expect(harvest!.words).toBe(60)
	expect(plan.introWords).toBe(70)
	expect(plan.outroWords).toBe(54)
	expect(Math.abs(plannedWords(plan) - 900)).toBeLessThan(900 * 0.02)

	const short = planEpisode(withSections([{ heading: 'Riego', level: 1, paragraphs: [sentences('riego', 4)] }]))
	expect(short.chapters[0]!.words).toBe(Math.round(4 * 17 * 1.5))
})

test('a chapter too long for an 8k context keeps its most informative sentences, in their order, within 10 000 characters', () => {
	const long = Array.from(
		{ length: 200 },
		(_, i) => `La parcela ${i + 1} del huerto recibe agua de lluvia recogida en depósitos del tejado comunitario.`,
	).join(' ')
	const plan = planEpisode(
		withSections([
			{ heading: 'Semillas', level: 1, paragraphs: [long] },
			{ heading: 'Riego', level: 1, paragraphs: [sentences('riego', 5)] },
		]),
	)
	const sources = plan.chapters[0]!.sources
	expect(sources.length).toBeLessThanOrEqual(10_000)
	const numbers = [...sources.matchAll(/La parcela (\d+)/g)].map((match) => Number(match[1]))
	expect(numbers.length).toBeGreaterThan(50)
	expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
})

test('a short episode has fewer chapters, each long enough for a question and an answer', () => {
	const sections = ['Semillas', 'Riego', 'Cosecha', 'Plagas'].map((heading) => ({
		heading,
		level: 1,
		paragraphs: [sentences(heading.toLowerCase(), 8)],
	}))
	const plan = planEpisode({ ...withSections(sections), format: 'entrevista', targetWords: 225 })
	expect(plan.chapters).toHaveLength(3)
	expect(Math.abs(plannedWords(plan) - 225)).toBeLessThanOrEqual(2)
})

test('a pasted text without headings is cut in parts too; too little to say is NotEnoughContentError', () => {
	const pasted = planEpisode({ ...base, sources: [sentences('semillas', 6), sentences('riego', 6)].join('\n\n') })
	expect(pasted.chapters.length).toBeGreaterThanOrEqual(2)
	expect(() => planEpisode({ ...base, sources: 'Hola. Nada más que decir aquí hoy.' })).toThrow(NotEnoughContentError)
})
