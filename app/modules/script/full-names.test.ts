import { expect, test } from 'vitest'
import { fullNames, introduceNames } from './full-names.ts'
import type { Script } from './script-types.ts'

const source = [
	'Julio Casares fue uno de los artífices de las normas ortográficas de los años 50.',
	'El análisis de José Polo en su libro parte de la sílaba.',
	'Claramente, Casares quiere dar solución al problema práctico de los cajistas.',
	'Polo comienza dando preferencia a la división silábica.',
	'R. Ramos Martínez y José Martínez de Sousa estudiaron las voces compuestas; Martínez insiste en el prefijo.',
	'En Debian, el instalador pregunta el idioma; Debian lo recuerda después.',
	'Pulse Guardar para terminar; Guardar también cierra el diálogo.',
	'El tipo European Computer contiene acentos; el tipo Computer Modern no. Usa Visual Basic o el código Basic de la casa.',
	'Deja Personal\n\nDeja miembros para enviar faxes. Lo deja todo la Real Academia; la Academia y su pronunciación real.',
].join(' ')

test('a person named in full once and by surname after is known by full name; common words, orders and shared surnames are not names', () => {
	const names = fullNames(source)
	expect(Object.fromEntries(names)).toEqual({ Casares: 'Julio Casares', Polo: 'José Polo' })
})

test('the first time an episode says a surname, it says the full name; later it says the surname', () => {
	const script: Script = {
		sections: [
			{ title: 'Introducción', lines: [{ speaker: 'presenter', text: 'Hoy hablamos de «Casares y la división».' }] },
			{
				title: 'Normas',
				lines: [
					{ speaker: 'presenter', text: '¿Qué propone Polo?' },
					{
						speaker: 'guest',
						text: 'Polo comienza dando preferencia a la división silábica. Claramente, Casares quiere otra cosa.',
					},
					{ speaker: 'guest', text: 'Casares escribió las normas, y Polo las discutió.' },
					{ speaker: 'guest', text: 'El tipo Computer Modern no tiene acentos; Basic tampoco.' },
				],
			},
		],
	}
	const lines = introduceNames(script, fullNames(source)).sections.flatMap((section) => section.lines.map((line) => line.text))
	expect(lines).toEqual([
		'Hoy hablamos de «Casares y la división».',
		'¿Qué propone José Polo?',
		'Polo comienza dando preferencia a la división silábica. Claramente, Julio Casares quiere otra cosa.',
		'Casares escribió las normas, y Polo las discutió.',
		'El tipo Computer Modern no tiene acentos; Basic tampoco.',
	])
})

test('a name the episode says in full first is left as it is', () => {
	const script: Script = {
		sections: [
			{ title: 'Normas', lines: [{ speaker: 'guest', text: 'Julio Casares escribió las normas; Casares era académico.' }] },
		],
	}
	expect(introduceNames(script, fullNames(source))).toEqual(script)
})
