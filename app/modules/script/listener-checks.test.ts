import { describe, expect, test } from 'vitest'
import {
	countListenerProblems,
	episodeOpening,
	findListenerProblems,
	type ListenerCheck,
	type ListenerCheckInput,
} from './listener-checks.ts'
import type { Script } from './script-types.ts'

type Line = ['presenter' | 'guest', string]

function script(...sections: Array<[string, Line[]]>): Script {
	return { sections: sections.map(([title, lines]) => ({ title, lines: lines.map(([speaker, text]) => ({ speaker, text })) })) }
}

/** One chapter of dialogue between the intro and the closing. */
function chapter(lines: Line[], title = 'Grabar una macro') {
	return script(['Introducción', [['presenter', 'Empezamos.']]], [title, lines], ['Despedida', [['presenter', 'Hasta pronto.']]])
}

function count(check: ListenerCheck, input: Partial<ListenerCheckInput> & { script: Script }) {
	return countListenerProblems(findListenerProblems({ sources: [], language: 'castellano', ...input }))[check]
}

describe('questions whose answer does not contain their key phrase', () => {
	test('a question about a quoted word or a noun phrase the answer never mentions is counted', () => {
		const lines: Line[] = [
			['presenter', '¿Cómo explicarías «manual de estilo» a alguien que empieza?'],
			['guest', 'Ejecuta LaTeX sobre tu fichero de entrada y mira el resultado.'],
			['presenter', 'Vale. ¿Qué es el grabador de macros?'],
			['guest', 'Abre el documento y pulsa Aceptar cuando acabes.'],
		]
		expect(count('unansweredQuestions', { script: chapter(lines) })).toBe(2)
	})

	test('an answer that names the subject, in another case, accent or number, answers it', () => {
		const lines: Line[] = [
			['presenter', '¿Qué papel tiene «Función» aquí?'],
			['guest', 'Cada funcion calcula un valor a partir de sus argumentos.'],
			['presenter', '¿Qué es el grabador de macros?'],
			['guest', 'El grabador guarda lo que haces con el teclado en Writer y Calc.'],
			['presenter', '¿Y luego?'],
			['guest', 'Luego la guardas con un nombre.'],
		]
		expect(count('unansweredQuestions', { script: chapter(lines) })).toBe(0)
	})

	test('the source’s own question is answered by the sentence the source answers it with, whatever its words', () => {
		const sources = [
			{
				heading: '6.4. ¿Por qué no se copian bien las eñes desde un PDF generado?',
				paragraphs: [
					'El problema aparece cuando se usa un tipo de letra sin la codificación T1 y desaparece con ella. Otra frase distinta sobre los tipos de letra europeos.',
				],
			},
		]
		const asked: Line[] = [
			['presenter', '¿Por qué no se copian bien las eñes desde un PDF generado?'],
			['guest', 'El problema aparece cuando se usa un tipo de letra sin la codificación T1 y desaparece con ella.'],
		]
		expect(count('unansweredQuestions', { script: chapter(asked), sources })).toBe(0)
		// the same question answered with something else is still counted
		const other: Line[] = [
			['presenter', '¿Por qué no se copian bien las eñes desde un PDF generado?'],
			['guest', 'Los documentos se imprimen mejor con una impresora láser moderna.'],
		]
		expect(count('unansweredQuestions', { script: chapter(other), sources })).toBe(1)
	})

	test('a question for the steps is answered by steps in order, and only by them', () => {
		const told: Line[] = [
			['presenter', '¿Qué pasos hay que seguir?'],
			['guest', 'Primero, abre el documento. Después, elige Herramientas y Grabar macro.'],
			['presenter', '¿Qué es lo primero que hay que saber?'],
			['guest', 'La macro guarda lo que haces con el teclado.'],
		]
		expect(count('unansweredQuestions', { script: chapter(told) })).toBe(0)
		const untold: Line[] = [
			['presenter', '¿Y cómo se hace, paso a paso?'],
			['guest', 'La macro guarda lo que haces con el teclado.'],
		]
		expect(count('unansweredQuestions', { script: chapter(untold) })).toBe(1)
	})
})

describe('sentences out of the source order within a chapter', () => {
	const sources = [
		{
			heading: 'Grabar una macro',
			paragraphs: [
				'Abra el documento para el que desee grabar una macro nueva. Elija Herramientas, Macros y Grabar macro en el menú principal. Efectúe las acciones que desee grabar en el documento abierto. Pulse Finalizar grabación cuando termine todas las acciones.',
			],
		},
	]
	const steps = [
		'Abres el documento en el que quieres grabar una macro nueva.',
		'Eliges Herramientas, Macros y Grabar macro en el menú principal.',
		'Efectúas las acciones que quieres grabar en el documento abierto.',
		'Pulsas Finalizar grabación cuando terminas todas las acciones.',
	]

	test('steps told backwards are out of order (all but one would have to move)', () => {
		const lines: Line[] = [...steps].reverse().map((text) => ['guest', text])
		expect(count('outOfOrder', { script: chapter(lines), sources })).toBe(3)
	})

	test('steps told in order, across lines, are not; nor is a host naming an earlier step', () => {
		const lines: Line[] = [
			['guest', `${steps[0]} ${steps[1]}`],
			['presenter', '¿Y después?'],
			['guest', `${steps[2]} ${steps[3]}`],
			['presenter', 'Y ahora, «Abres el documento en el que quieres grabar una macro».'],
		]
		expect(count('outOfOrder', { script: chapter(lines), sources })).toBe(0)
	})
})

describe('first-person asides of the author', () => {
	test('«como he dicho», «subrayo», «en este documento», «el autor» and the guest’s «nosotros» are counted', () => {
		const lines: Line[] = [
			['guest', 'Si bien, como he dicho, conviene revisar el texto.'],
			['guest', 'Subrayo la palabra conviene porque importa.'],
			['guest', 'En este documento se explica la división de palabras.'],
			['guest', 'El autor prefiere la regla antigua.'],
			['guest', 'Nosotros usamos siempre la misma plantilla.'],
			['guest', 'Esta breve introducción describe la versión actual.'],
			['guest', 'Sólo mencionaremos un par más de cosas importantes.'],
		]
		expect(count('authorAsides', { script: chapter(lines) })).toBe(7)
	})

	test('the same facts told by a host are not', () => {
		const lines: Line[] = [
			['presenter', 'Nosotros os lo contamos paso a paso.'],
			['guest', 'Conviene revisar el texto antes de imprimirlo.'],
			['guest', 'La división de palabras sigue reglas de la Real Academia.'],
		]
		expect(count('authorAsides', { script: chapter(lines) })).toBe(0)
	})
})

test('a sentence said twice counts once per repeat, whatever its case and accents; short replies do not', () => {
	const twice = chapter([
		['guest', 'La macro se guarda en la biblioteca estándar. Después se ejecuta.'],
		['presenter', 'Muy bien.'],
		['guest', 'la macro se guarda en la biblioteca estandar.'],
		['presenter', 'Muy bien.'],
	])
	expect(count('repeatedSentences', { script: twice })).toBe(1)
	const once = chapter([
		['guest', 'La macro se guarda en la biblioteca estándar.'],
		['guest', 'La macro se ejecuta desde el menú Herramientas.'],
	])
	expect(count('repeatedSentences', { script: once })).toBe(0)
})

describe('headings run into the text', () => {
	const sources = [
		{ heading: 'Grabar una macro', paragraphs: ['LibreOffice puede grabar órdenes.'] },
		{ heading: 'Diferencias entre LyX y otros procesadores', paragraphs: ['LyX no es un procesador de textos.'] },
	]

	test('a heading word, a numbered heading, a capitalised run or a source heading before a sentence is counted', () => {
		const lines: Line[] = [
			['guest', 'Resumen La división de palabras es un problema antiguo.'],
			['guest', '15 Discusión En la curva se ve el efecto.'],
			['guest', 'Objetivo Explore las opciones del menú.'],
			['guest', 'Cosas que debe saber El documento tiene tres partes.'],
			['guest', 'Grabar una macro LibreOffice puede grabar órdenes del teclado.'],
			['guest', 'Diferencias entre LyX y otros procesadores.'],
			['guest', 'Preguntas para el LaTeX en castellano 22 ¿Cómo se soluciona esto?'],
			['guest', 'Preguntas específicas para el LaTeX en castellano 23 6.4.'],
			['guest', 'Cómo cancelar elementos en LaTeX Mediante el paquete cancel.'],
		]
		expect(count('runInHeadings', { script: chapter(lines), sources })).toBe(9)
	})

	test('sentences that start with a name or with the heading’s own words are not', () => {
		const lines: Line[] = [
			['guest', 'La división de palabras es un problema antiguo.'],
			['guest', 'Microsoft Office y LibreOffice comparten formatos.'],
			['guest', 'Grabar una macro es sencillo en LibreOffice Writer.'],
			['guest', 'LibreOffice Writer guarda la macro con el documento.'],
			['guest', 'Lo explica en la página 22 y lo resume en 1985.'],
			['presenter', '¿Diferencias entre LyX y otros procesadores?'],
		]
		expect(count('runInHeadings', { script: chapter(lines), sources })).toBe(0)
	})
})

describe('holes left by removed symbols', () => {
	test('a missing word, a bare +Key, a dangling preposition, a double space or a symbol speech drops is counted', () => {
		const lines: Line[] = [
			['guest', 'Use y en la barra de herramientas.'],
			['guest', 'Presionar +Enter para terminar.'],
			['guest', 'Las fuentes están disponibles en.'],
			['guest', 'Escriba  el nombre del fichero.'],
			['guest', 'Pulsa el botón 🔎︎ para buscar.'],
			['guest', 'En casos concretos: \\\\ ó \\newline comienza una nueva línea.'],
			['guest', 'El símbolo ⊛ aparece en la tabla.'],
			['guest', 'Patrones de partición. .6.1 donde se explica cómo.'],
		]
		expect(count('symbolHoles', { script: chapter(lines) })).toBe(8)
	})

	test('arrows, menu paths, math, Greek letters and keys that speech says as words are not', () => {
		const lines: Line[] = [
			['guest', 'Use ← y → en la barra.'],
			['guest', 'Vaya a Herramientas ▸ Opciones.'],
			['guest', 'El error vale 2ε en este caso, y −1 en el otro.'],
			['guest', 'Pulsa Ctrl+Intro para terminar.'],
			['guest', 'Cuesta 8.000 euros, un 20 % del total.'],
			// a control's label that ends in a preposition is its name
			['guest', 'Selecciona el objeto en el cuadro de lista Guardar la macro en.'],
			// «una y otra vez» is no hole
			['guest', 'Sirve si tienes que escribir el título del libro una y otra vez.'],
			// a letter's name
			['guest', 'La y se considera consonante cuando no va seguida de consonante.'],
		]
		expect(count('symbolHoles', { script: chapter(lines) })).toBe(0)
	})
})

describe('usted in a script whose hosts use tú', () => {
	const usted = chapter([
		['guest', 'Edite su fichero de entrada con cualquier editor.'],
		['guest', 'Si desea cancelar la grabación, pulse Cerrar.'],
		['guest', 'Usted puede elegir el formato.'],
		['guest', 'Guarde los cambios en su ordenador.'],
		['guest', 'Si su fichero tiene un error, LaTeX se lo dirá.'],
	])
	const tu = chapter([
		['guest', 'Edita tu fichero de entrada con cualquier editor.'],
		['guest', 'Si quieres cancelar la grabación, pulsa Cerrar.'],
		['guest', 'Cuando el programa use la memoria, guarda antes.'],
	])

	test('usted imperatives, «si desea», «usted» and «su ordenador», «su fichero» are counted in castellano and latino', () => {
		expect(count('registerMismatches', { script: usted })).toBe(5)
		expect(count('registerMismatches', { script: usted, language: 'latino' })).toBe(5)
	})

	test('tú is not; «ustedes» is a mismatch in castellano only; an English script is not checked', () => {
		expect(count('registerMismatches', { script: tu })).toBe(0)
		const plural = chapter([['guest', 'Ustedes pueden elegir el formato.']])
		expect(count('registerMismatches', { script: plural })).toBe(1)
		expect(count('registerMismatches', { script: plural, language: 'latino' })).toBe(0)
		expect(count('registerMismatches', { script: usted, language: 'english' })).toBe(0)
	})
})

describe('openings repeated across the episodes of a run', () => {
	const opening = (title: string, quoted: boolean) =>
		script(
			[
				'Introducción',
				[['presenter', `Hola, soy Álvaro y esto es Ondas Libres. Hoy hablamos de ${quoted ? `«${title}»` : title}. Empezamos.`]],
			],
			['Despedida', [['presenter', 'Hasta pronto.']]],
		)

	test('the same two first sentences with another title are a repeat', () => {
		const other = episodeOpening(opening('Usar Microsoft Office', true), 'Usar Microsoft Office')
		const own = opening('Grabar una macro', false)
		expect(count('repeatedOpenings', { script: own, title: 'Grabar una macro', otherOpenings: [other] })).toBe(1)
	})

	test('a different opening is not', () => {
		const other = episodeOpening(
			script(['Introducción', [['presenter', 'Las hojas de cálculo esconden trucos. Hoy te contamos tres con Lucía.']]]),
		)
		const own = opening('Grabar una macro', true)
		expect(count('repeatedOpenings', { script: own, title: 'Grabar una macro', otherOpenings: [other] })).toBe(0)
		expect(count('repeatedOpenings', { script: own, title: 'Grabar una macro' })).toBe(0)
	})
})

describe('chapter titles', () => {
	const titled = (...titles: string[]) => script(...titles.map((title): [string, Line[]] => [title, [['guest', 'Texto.']]]))

	test('a repeated title, an ellipsis, a last word that needs more and a bare number are counted', () => {
		const bad = titled(
			'Introducción',
			'Cosas que debe saber',
			'Cosas que debe saber',
			'La división de…',
			'Reglas para',
			'98',
			'Despedida',
		)
		expect(count('badChapterTitles', { script: bad })).toBe(4)
	})

	test('unique whole titles are not', () => {
		const good = titled('Introducción', 'Grabar una macro', 'Limitaciones del grabador', 'Despedida')
		expect(count('badChapterTitles', { script: good })).toBe(0)
	})
})
