import { tones } from '#app/modules/script/script-options.ts'
import { coverSvg } from './cover-template.ts'

export type ShowArtworkInput = {
	/** the show's name: the artwork's big title */
	name: string
	/** the small line at the top ('PÓDCAST' in Spanish, 'PODCAST' in English) */
	label: string
	size?: number
}

/**
 * A show's artwork: the episode cover's design with the show's name as its title and no episode number. A show has
 * no tone, so its name picks one of the four palettes (always the same for the same name).
 */
export function showArtworkSvg({ name, label, size }: ShowArtworkInput) {
	return coverSvg({ podcastName: label, episodeTitle: name, tone: tones[fnv1a(name) % tones.length], size })
}

function fnv1a(text: string) {
	let value = 0x811c9dc5
	for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193)
	return value >>> 0
}
