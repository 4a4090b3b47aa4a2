import { expect, test } from 'vitest'
import { keyTerm, keyTerms, splitAllSentences } from './sentences.ts'

test.each([
	['Lo firmó el Sr. García. Después llegó la Dra. Pérez.', ['Lo firmó el Sr. García.', 'Después llegó la Dra. Pérez.']],
	['Hay frutas, p. ej. peras. Y más cosas.', ['Hay frutas, p. ej. peras.', 'Y más cosas.']],
	['Viven en EE. UU. desde 2010. Les gusta.', ['Viven en EE. UU. desde 2010.', 'Les gusta.']],
	['Se traduce así (N. del T.: sin cambios). Sigue.', ['Se traduce así (N. del T.: sin cambios).', 'Sigue.']],
	[
		'Mira la pág. 3, el cap. 2, el núm. 5 y el vol. 2 del libro. Fin.',
		['Mira la pág. 3, el cap. 2, el núm. 5 y el vol. 2 del libro.', 'Fin.'],
	],
	['Trae peras, manzanas, etc. Luego comemos.', ['Trae peras, manzanas, etc.', 'Luego comemos.']],
	['Pi vale 3,14 o 3.14 según el país. Así es.', ['Pi vale 3,14 o 3.14 según el país.', 'Así es.']],
	['Descarga archivo.tar.gz de la v5.2.1 hoy. Listo.', ['Descarga archivo.tar.gz de la v5.2.1 hoy.', 'Listo.']],
	[
		'Lee http://www.debian.org/doc/ con calma. Escribe a ana@ejemplo.es si dudas.',
		['Lee http://www.debian.org/doc/ con calma.', 'Escribe a ana@ejemplo.es si dudas.'],
	],
	['Lo escribió J. R. R. Tolkien. Gustó.', ['Lo escribió J. R. R. Tolkien.', 'Gustó.']],
	['¿Funciona? ¡Sí! Perfecto.', ['¿Funciona?', '¡Sí!', 'Perfecto.']],
])('%s', (text, sentences) => {
	expect(splitAllSentences(text)).toEqual(sentences)
})

test('key terms are names and noun phrases in their own casing, never a stop word or a verb addressed to the reader', () => {
	const sentences = [
		'Eres libre de elegir. Puedes instalar Debian con dpkg cuando quieras.',
		'Los demás paquetes de Debian usan dh_make para empezar.',
		'El archivo control de Debian describe el paquete.',
		'Debes revisar el archivo control antes de subirlo.',
	]
	const terms = keyTerms(sentences)
	expect(terms[0]).toBe('Debian')
	expect(terms).toContain('archivo control')
	expect(terms).toContain('dh_make')
	for (const word of ['Eres', 'eres', 'Puedes', 'puedes', 'demás', 'Demás', 'Debes', 'instalar', 'revisar'])
		expect(terms).not.toContain(word)
	expect(keyTerm(sentences, ['debian'])).toBe('archivo control')
})

test('a word capitalised only because it starts sentences is written in lower case', () => {
	expect(keyTerm(['Paquetes hay muchos en el mundo.', 'Paquetes y más paquetes para todos.'])).toBe('paquetes')
})

test('the words that number steps and notes never name a topic ("Háblanos de «paso»")', () => {
	const steps = ['Paso 4: Pulsar el botón de Crear Copia.', 'Paso 5: Pulsar Enviar.', 'Paso 6: Pulsar en el botón Descargar.']
	expect(keyTerm(steps)).toBe('botón')
})

test('a common adjective alone is a weak topic: the noun it goes with comes first', () => {
	const sentences = [
		'Deberás utilizar sus correspondientes ficheros de configuración del intérprete.',
		'El intérprete lee el fichero correspondiente al arrancar.',
		'Cada intérprete tiene su archivo correspondiente.',
	]
	expect(keyTerm(sentences)).toBe('intérprete')
})

test('a quotation standing alone ends where its quote closes, before a capital («“…” Los caracteres…»)', () => {
	expect(
		splitAllSentences('Es útil. “La introducción no-tan-corta” Los caracteres se sustituyen. Dijo «Hola» Pedro ayer.'),
	).toEqual(['Es útil.', '“La introducción no-tan-corta”', 'Los caracteres se sustituyen.', 'Dijo «Hola» Pedro ayer.'])
})
