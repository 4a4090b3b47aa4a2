import { expect, test } from 'vitest'
import type { Script } from '#app/modules/script/script-types.ts'
import { termHashtags } from './description-summary.ts'
import { hashtag } from './hashtags.ts'
import { localDescription } from './local-description.ts'

test('a phrase is one word with each word capitalised, accents and ñ kept', () => {
	expect(hashtag('Oficina sin Licencias')).toBe('#OficinaSinLicencias')
	expect(hashtag('tipografía')).toBe('#Tipografía')
	expect(hashtag('diseño gráfico')).toBe('#DiseñoGráfico')
	expect(hashtag('Ondas Internas')).toBe('#OndasInternas')
})

test('product and technical names keep their own casing; acronyms stay', () => {
	expect(hashtag('LATEX')).toBe('#LaTeX')
	expect(hashtag('latex')).toBe('#LaTeX')
	expect(hashtag('libreoffice')).toBe('#LibreOffice')
	expect(hashtag('documentos LaTeX')).toBe('#DocumentosLaTeX')
	expect(hashtag('Wi-Fi')).toBe('#WiFi')
	expect(hashtag('APT')).toBe('#APT')
	expect(hashtag('macOS')).toBe('#macOS')
})

/** An episode whose guest says `lines` in one chapter. */
function episode(lines: string[]): Script {
	return {
		sections: [
			{ title: 'Introducción', lines: [{ speaker: 'presenter', text: '¡Hola a todos!' }] },
			{ title: 'Tipos de letra', lines: lines.map((text) => ({ speaker: 'guest' as const, text })) },
			{ title: 'Despedida', lines: [{ speaker: 'presenter', text: '¡Hasta pronto!' }] },
		],
	}
}

test('hashtags are real key terms: no generic word, no duplicate', () => {
	const script = episode([
		'Hay muchas maneras de elegir la tipografía del documento en LATEX.',
		'Las formas de la tipografía cambian con el tamaño de letra en LaTeX.',
		'Las cosas que importan en la tipografía son el tamaño de letra y el interlineado.',
		'El interlineado de LaTeX se ajusta con el tamaño de letra del documento.',
	])
	const tags = termHashtags(script)
	expect(tags.join(' ')).not.toMatch(/#(?:Maneras?|Formas?|Cosas?)\b/u)
	expect(tags).toContain('#LaTeX')
	expect(tags).toContain('#Tipografía')
	expect(tags).not.toContain('#LATEX')
	const folded = tags.map((tag) => tag.toLocaleLowerCase('es'))
	expect(new Set(folded).size).toBe(folded.length)
})

test('the description has three to six hashtags, the podcast’s name written as a hashtag and none twice', () => {
	const text = localDescription({
		title: 'Tipografía con LaTeX',
		podcastName: 'Oficina sin Licencias',
		tone: 'formacion',
		language: 'castellano',
		script: episode(['El interlineado de LaTeX se ajusta con el tamaño de letra del documento.']),
		chapters: [],
		credit: '',
	})
	const tags = text.split('\n').at(-1)!.split(' ')
	expect(tags.every((tag) => tag.startsWith('#'))).toBe(true)
	expect(tags.length).toBeGreaterThanOrEqual(3)
	expect(tags.length).toBeLessThanOrEqual(6)
	expect(tags).toContain('#OficinaSinLicencias')
	expect(new Set(tags.map((tag) => tag.toLocaleLowerCase('es'))).size).toBe(tags.length)
})
