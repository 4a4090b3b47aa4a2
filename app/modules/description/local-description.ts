import type { Script, ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { type Chapter, chapterLines } from './chapters.ts'

export type DescriptionInput = {
	title: string
	podcastName: string
	tone: Tone
	language: ScriptLanguage
	script: Script
	chapters: Chapter[]
}

const hashtags: Record<Tone, string[]> = {
	formacion: ['#formación', '#aprendizaje'],
	innovacion: ['#innovación', '#tendencias'],
	ventas: ['#ventas', '#negocio'],
	marca: ['#marca', '#storytelling'],
}

const labels = {
	es: {
		chapters: 'Capítulos',
		listen: 'Escucha el episodio completo y suscríbete para no perderte el próximo.',
		made: 'Creado con Ondacast.',
	},
	en: {
		chapters: 'Chapters',
		listen: 'Listen to the full episode and subscribe so you never miss the next one.',
		made: 'Made with Ondacast.',
	},
}

/**
 * The YouTube description without a language model (and the fallback when the model fails): title and podcast,
 * a summary from the script's first substantive lines, the chapter list with real times, and hashtags.
 */
export function localDescription(input: DescriptionInput, summary = summarise(input.script)) {
	const text = labels[input.language === 'english' ? 'en' : 'es']
	const tags = [...hashtags[input.tone], '#podcast', `#${input.podcastName.replace(/[^\p{L}\p{N}]/gu, '')}`]
	const chapters = chapterLines(input.chapters)
	return [
		`${input.title} | ${input.podcastName}`,
		summary,
		text.listen,
		...(chapters.length >= 3 ? [`${text.chapters}:\n${chapters.join('\n')}`] : []),
		`${tags.filter((tag) => tag.length > 1).join(' ')}\n${text.made}`,
	]
		.filter(Boolean)
		.join('\n\n')
}

/** About 300 characters from the second section (the first is the greeting), cut at a sentence end. */
export function summarise(script: Script) {
	const body = script.sections[1] ?? script.sections[0]
	const text = (body?.lines ?? []).map((line) => line.text).join(' ')
	if (text.length <= 320) return text
	const cut = text.slice(0, 320)
	const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '))
	return end > 120 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`
}
