import { expect, test } from 'vitest'
import { parseScriptText } from './script-text.ts'
import { renderScript, type Script } from './script-types.ts'

const names = { presenter: 'Lucía', guest: 'Mateo' }
const options = { monologue: false, firstSectionTitle: 'Introducción' }

const script: Script = {
	sections: [
		{
			title: 'Introducción',
			lines: [
				{ speaker: 'presenter', text: '¡Hola! ¿Qué tal, Mateo?' },
				{ speaker: 'guest', text: 'Muy bien: con ganas de hablar de la canción del año.' },
			],
		},
		{ title: 'Cierre', lines: [{ speaker: 'presenter', text: 'Gracias por escucharnos.' }] },
	],
}

test('the readable form reads back into the same script', () => {
	expect(parseScriptText(renderScript(script, names), names, options)).toEqual({ ok: true, script })
})

test('names match without case or accents; a line without a name continues the one before', () => {
	const result = parseScriptText('lucia: Primera parte\nque sigue aquí.\n\nMATEO:  Respuesta ', names, options)
	expect(result).toEqual({
		ok: true,
		script: {
			sections: [
				{
					title: 'Introducción',
					lines: [
						{ speaker: 'presenter', text: 'Primera parte que sigue aquí.' },
						{ speaker: 'guest', text: 'Respuesta' },
					],
				},
			],
		},
	})
})

test('an unknown speaker is reported with its line number', () => {
	const result = parseScriptText('## Intro\nLucía: Hola\nPedro: ¿Y yo?', names, options)
	expect(result).toEqual({
		ok: false,
		error: { key: 'episode.errors.unknownSpeaker', values: { line: 3, name: 'Pedro', presenter: 'Lucía', guest: 'Mateo' } },
	})
})

test('a first line without a speaker, an empty script and a guest in a monologue are refused', () => {
	expect(parseScriptText('Hola a todos', names, options)).toMatchObject({ ok: false, error: { key: 'episode.errors.noSpeaker' } })
	expect(parseScriptText('## Solo un título\n\n', names, options)).toMatchObject({
		ok: false,
		error: { key: 'episode.errors.empty' },
	})
	expect(parseScriptText('Lucía: Hola\nMateo: Hola', names, { ...options, monologue: true })).toMatchObject({
		ok: false,
		error: { key: 'episode.errors.monologueSpeaker', values: { line: 2 } },
	})
})

test.each([
	['Dr. García', 'María José'],
	["O'Neill", 'Ana-Lucía'],
	['Sra. Núñez (CEO)', '«Pepe» el de la radio'],
	['¿Quién?', 'Dra. López-Ibáñez, Ph.D.'],
])('names with titles, accents, hyphens and apostrophes read back (%s and %s)', (presenter, guest) => {
	const named = { presenter, guest }
	expect(parseScriptText(renderScript(script, named), named, options)).toEqual({ ok: true, script })
	const typed = parseScriptText(`${presenter.toUpperCase()}: Hola.\n${guest}: Adiós.`, named, options)
	expect(typed.ok).toBe(true)
})

test('a name that is not one of the episode’s is reported even when it has punctuation of its own', () => {
	const named = { presenter: 'Dr. García', guest: 'María José' }
	expect(parseScriptText('Dr. Pérez: Hola.', named, options)).toMatchObject({ ok: false })
	expect(parseScriptText('Pedro: Hola.', named, options)).toEqual({
		ok: false,
		error: { key: 'episode.errors.unknownSpeaker', values: { line: 1, name: 'Pedro', ...named } },
	})
})
