import { generateCoverImage, imagesConfigured } from '#app/integrations/openai/images.server.ts'
import type { Tone } from '#app/modules/script/script-types.ts'
import { type CoverInput, toneOf } from './cover-template.ts'
import { composeCover, renderCover } from './render-cover.server.ts'

type CoverSource = 'openai' | 'template'
export type MadeCover = { png: Buffer; source: CoverSource }
export type CoverRequest = Omit<CoverInput, 'size' | 'backdrop'>

/**
 * The episode's cover, a 3000 × 3000 PNG. With an OpenAI key, the image model paints an abstract background (no
 * text: models misspell, and the title must be exact) and the template's text layer goes on top, over a tinted scrim
 * so it is always legible. Without a key, or when the model or the picture fails in any way, the designed template.
 * Only a cancelled job (signal) makes it throw for the model; the caller shows 'Error generando portada' otherwise.
 */
export async function makeCover(input: CoverRequest, { signal }: { signal?: AbortSignal } = {}): Promise<MadeCover> {
	if (!imagesConfigured()) return { png: await renderCover(input), source: 'template' }
	try {
		const picture = await generateCoverImage({ prompt: coverPrompt(input), signal })
		return { png: await composeCover(picture, input), source: 'openai' }
	} catch (error) {
		if (signal?.aborted) throw error
		console.error('[cover] the image model failed; using the template', error)
		return { png: await renderCover(input), source: 'template' }
	}
}

/** Mood and colours per tone, in English (image models follow English best), matching the template's palettes. */
const moods: Record<Tone, string> = {
	formacion: 'calm, clear and trustworthy; deep navy and cobalt blue with soft golden light',
	innovacion: 'futuristic and energetic; deep violet and electric purple with cyan highlights',
	ventas: 'bold, warm and dynamic; crimson red flowing into bright orange with soft cream light',
	marca: 'elegant and confident; deep forest green and emerald with warm gold accents',
}

const stopwords = new Set(
	'para por con sin sobre entre desde hasta como cómo qué que cual cuál quien quién donde dónde cuando cuándo porque pero este esta estos estas ese esa esos esas aquel una uno unos unas los las del al más menos muy todo toda todos todas nuestro nuestra vuestro sus tus mis episodio podcast with from that this what your about into the and for'.split(
		' ',
	),
)

/** Up to five meaningful words of the title (letters only, so nothing in it can steer the prompt). */
export function titleKeywords(title: string) {
	const words = title
		.normalize('NFC')
		.toLocaleLowerCase('es')
		.split(/[^\p{L}\p{N}]+/u)
		.filter((word) => word.length >= 4 && !stopwords.has(word))
	return [...new Set(words)].slice(0, 5)
}

/** The image prompt: an abstract background evoking the title's subject, in the tone's mood, with room for the text. */
export function coverPrompt(input: Pick<CoverRequest, 'episodeTitle' | 'tone'>) {
	const keywords = titleKeywords(input.episodeTitle ?? '')
	return [
		'Abstract background artwork for a square podcast cover.',
		keywords.length ? `Loosely inspired by these themes (Spanish words): ${keywords.join(', ')}.` : '',
		`Mood and colours: ${moods[toneOf(input.tone)]}.`,
		'Smooth flowing shapes, soft gradients, gentle light, subtle sound-wave forms; darker, calm areas in the centre and on the left where a title will be placed.',
		'Absolutely no text, letters, numbers, logos, signatures, watermarks or human faces.',
	]
		.filter(Boolean)
		.join(' ')
}
