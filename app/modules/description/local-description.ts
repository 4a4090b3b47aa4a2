import type { Script, ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { type Chapter, chapterLines } from './chapters.ts'
import { summarise, termHashtags } from './description-summary.ts'
import { hashtag, sameTag } from './hashtags.ts'

export type DescriptionInput = {
	title: string
	podcastName: string
	tone: Tone
	language: ScriptLanguage
	script: Script
	chapters: Chapter[]
	/** The closing credit line (see descriptionCredit); empty: none. */
	credit: string
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
 * The closing credit line: DESCRIPTION_CREDIT when set; otherwise none on a paid plan, and 'Creado con Ondacast.'
 * on a free one (demo, trial).
 */
export function descriptionCredit(
	{ paid, language }: { paid: boolean; language: ScriptLanguage },
	configured: string | undefined,
) {
	const credit = configured?.trim()
	if (credit) return credit
	return paid ? '' : labels[language === 'english' ? 'en' : 'es'].made
}

/**
 * The YouTube description without a language model (and the fallback when the model fails): title and podcast,
 * a summary of the episode's key points (description-summary.ts), the chapter list with real times, hashtags from
 * its key terms, and the credit line when there is one.
 */
export function localDescription(input: DescriptionInput, summary = summarise(input.script)) {
	const text = labels[input.language === 'english' ? 'en' : 'es']
	const tags = [...termHashtags(input.script, { fallback: [input.title] }), '#podcast', hashtag(input.podcastName)].filter(
		(tag, index, all) => tag.length > 1 && all.findIndex((other) => sameTag(other, tag)) === index,
	)
	const chapters = chapterLines(input.chapters)
	return [
		`${input.title} | ${input.podcastName}`,
		summary,
		text.listen,
		...(chapters.length >= 3 ? [`${text.chapters}:\n${chapters.join('\n')}`] : []),
		[tags.join(' '), input.credit].filter(Boolean).join('\n'),
	]
		.filter(Boolean)
		.join('\n\n')
}
