import { expect, test } from 'vitest'
import { composeScript, NotEnoughContentError } from './local-composer.ts'
import { renderScript, type ScriptRequest, scriptWords, targetWords } from './script-types.ts'

/** A Spanish article of `paragraphs` × 8 varied sentences (about 13 words each). */
function article(paragraphs: number) {
	const topics = [
		'energía solar',
		'baterías domésticas',
		'redes eléctricas',
		'autoconsumo',
		'eficiencia energética',
		'movilidad eléctrica',
		'tarifas horarias',
		'comunidades energéticas',
		'paneles bifaciales',
		'almacenamiento térmico',
	]
	const verbs = ['reduce', 'mejora', 'transforma', 'acelera', 'abarata', 'simplifica', 'protege', 'impulsa']
	const objects = [
		'la factura de cada hogar',
		'el consumo de los barrios',
		'la vida de las pymes',
		'el trabajo de los instaladores',
		'la planificación municipal',
		'las cuentas de las cooperativas',
		'el mantenimiento de las placas',
		'la gestión del pingüino del zoo',
	]
	const lines: string[] = []
	for (let p = 0; p < paragraphs; p++) {
		const topic = topics[p % topics.length]!
		for (let s = 0; s < 8; s++) {
			lines.push(
				`La ${topic} ${verbs[(p + s) % verbs.length]} ${objects[(p * 3 + s) % objects.length]} según el estudio número ${p * 8 + s + 1} de este año.`,
			)
		}
		lines.push(`¿Por qué importa tanto la ${topic}? ¡Porque cada kilovatio cuenta y el ñandú también lo sabe!`)
	}
	return lines.join(' ')
}

const base: ScriptRequest = {
	sources: article(10),
	title: 'La energía que viene',
	podcastName: 'Ondas Verdes',
	presenterName: 'Lucía',
	guestName: 'Mateo',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	monologue: false,
	targetWords: targetWords({ min: 3, max: 6 }),
}

test.each([
	['Esencial, 3–6 min', { min: 3, max: 6 }],
	['Creadores, 6–10 min', { min: 6, max: 10 }],
	['Demo, up to 2 min', { min: 1, max: 2 }],
])('%s: the script meets its word budget within ±15 %%', (_name, length) => {
	const target = targetWords(length)
	const script = composeScript({ ...base, sources: article(20), targetWords: target })
	expect(scriptWords(script)).toBeGreaterThanOrEqual(target * 0.85)
	expect(scriptWords(script)).toBeLessThanOrEqual(target * 1.15)
})

test('a conversation: intro, chapters named after their topic, the sources in the guest’s answers, outro', () => {
	const script = composeScript(base)
	expect(script.sections[0]!.title).toBe('Introducción')
	expect(script.sections.at(-1)!.title).toBe('Despedida')
	expect(script.sections.length).toBeGreaterThanOrEqual(4)
	expect(script.sections[0]!.lines[0]).toMatchObject({ speaker: 'presenter' })
	expect(script.sections[0]!.lines[0]!.text).toContain('Ondas Verdes')
	const speakers = new Set(script.sections.flatMap((section) => section.lines.map((line) => line.speaker)))
	expect(speakers).toEqual(new Set(['presenter', 'guest']))
	const guestText = script.sections
		.flatMap((section) => section.lines.filter((line) => line.speaker === 'guest').map((line) => line.text))
		.join(' ')
	expect(guestText).toMatch(/según el estudio número \d+ de este año\./)
	const readable = renderScript(script, { presenter: 'Lucía', guest: 'Mateo' })
	expect(readable).toMatch(/^## Introducción\nLucía: /)
	expect(readable).toMatch(/\nMateo: /)
})

test('accents, ñ, ¿ and ¡ from the sources stay intact', () => {
	const text = renderScript(composeScript({ ...base, targetWords: 2000 }), { presenter: 'Lucía', guest: 'Mateo' })
	expect(text).toContain('¿Por qué importa tanto la')
	expect(text).toContain('¡Porque cada kilovatio cuenta y el ñandú también lo sabe!')
})

test('one voice: a monologue by the presenter only', () => {
	const script = composeScript({ ...base, monologue: true })
	expect(script.sections.flatMap((section) => section.lines).every((line) => line.speaker === 'presenter')).toBe(true)
})

test('Castellano speaks to the audience as vosotros, Latino as ustedes', () => {
	const castellano = JSON.stringify(composeScript({ ...base, monologue: true }))
	const latino = JSON.stringify(composeScript({ ...base, monologue: true, language: 'latino' }))
	expect(castellano).toMatch(/\bos (cuento|llevéis)\b/)
	expect(castellano).not.toMatch(/\bles cuento\b/)
	expect(latino).toMatch(/\bles cuento\b|\bse lleven\b/)
	expect(latino).not.toMatch(/\bos (cuento|llevéis)\b/)
})

test('English episodes are written in English', () => {
	const script = composeScript({ ...base, language: 'english' })
	expect(script.sections[0]!.title).toBe('Introduction')
	expect(script.sections[0]!.lines[0]!.text).toMatch(/^Hello everyone and welcome to Ondas Verdes!/)
})

test('the same request gives the same script; a variation gives another take', () => {
	expect(composeScript(base)).toEqual(composeScript(base))
	expect(composeScript({ ...base, variation: 1 })).not.toEqual(composeScript(base))
})

test('formats shape the episode: an audio pill has fewer chapters than an interview', () => {
	const chapters = (format: ScriptRequest['format']) =>
		composeScript({ ...base, format, targetWords: 1200, sources: article(20) }).sections.length
	expect(chapters('pildora')).toBeLessThan(chapters('entrevista'))
})

test('too little content is a clear error', () => {
	expect(() => composeScript({ ...base, sources: 'Hola. Adiós.' })).toThrow(NotEnoughContentError)
})
