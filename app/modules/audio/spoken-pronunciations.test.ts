import { expect, test } from 'vitest'
import { speakableText } from './speakable-text.ts'
import { compilePronunciations, type PronunciationRule } from './spoken-pronunciations.ts'

const entry = (written: string, said: string, caseSensitive = false): PronunciationRule => ({ written, said, caseSensitive })

const dictionary = compilePronunciations([
	entry('Wifi', 'uaifai'),
	entry('YouTube', 'yutub'),
	entry('PAN', 'partido de acción nacional', true),
	entry('México', 'méjico'),
	entry('Banco de España', 'banco de españa'),
	entry('España', 'españia'),
	entry('Open AI', 'oupen ei ai'),
	entry('AI Studio', 'ei ai estudio'),
	entry('5G', 'cinco ge'),
	entry('C++', 'ce más más'),
	entry('Node.js', 'noud yei es'),
	entry('Ñandú', 'ñandú azul'),
])

/** [the line as written, as the voices hear it with the dictionary above] */
const lines: Array<[string, string]> = [
	// whole words only, never a piece of another word
	['El Wifi del bar no va.', 'El uaifai del bar no va.'],
	// punctuation around the word is kept
	['¿Tienes Wifi?', '¿Tienes uaifai?'],
	['Wifi, YouTube y más.', 'uaifai, yutub y más.'],
	['(Wifi) «Wifi» "Wifi".', 'uaifai, uaifai uaifai.'],
	['El Wifi-gratis llega.', 'El uaifai-gratis llega.'],
	// case: any case unless the entry says it must match
	['El WIFI y el wifi.', 'El uaifai y el uaifai.'],
	['El PAN ganó; compra pan.', 'El partido de acción nacional ganó; compra pan.'],
	// accents count as written, in either case
	['Viajó a México y a Mexico.', 'Viajó a méjico y a Mexico.'],
	['MÉXICO en mayúsculas.', 'méjico en mayúsculas.'],
	['Un ñandú y un ÑANDÚ.', 'Un ñandú azul y un ñandú azul.'],
	// a phrase, across any spaces or a line break
	['El Banco   de\nEspaña sube.', 'El banco de españa sube.'],
	// overlapping entries: the longest match wins, wherever it starts
	['El Banco de España y España.', 'El banco de españa y españia.'],
	['Usa Open AI Studio hoy.', 'Usa Open ei ai estudio hoy.'],
	['Usa Open AI mañana.', 'Usa oupen ei ai mañana.'],
	// never inside a web address or an e-mail
	['Mira wifi.es y escribe a wifi@ejemplo.es.', 'Mira wifi punto es y escribe a wifi arroba ejemplo punto es.'],
	['Lee https://youtube.com/Wifi ahora.', 'Lee youtube punto com ahora.'],
	// a figure entry on its own
	['La red 5G llega.', 'La red cinco ge llega.'],
	// entries with symbols of their own
	['Programa en C++ y Node.js.', 'Programa en ce más más y noud yei es.'],
	// a respelling is said as it is written, not read again by another entry
	['España, no Banco de España.', 'españia, no banco de españa.'],
]

test.each(lines)('%s', (written, said) => {
	expect(speakableText(written, 'castellano', dictionary)).toBe(said)
})

/** Lines where no entry applies: they are said exactly as without a dictionary. */
const untouched = [
	// inside a number: the 5G of 15G and of 2.5G
	'La red 15G no.',
	'La versión 2.5G no.',
	// inside a word
	'Los Wifis y el SuperWifi.',
	// inside an address
	'Mira https://www.youtube.com/Wifi.',
	// a case-sensitive entry in another case
	'Compra pan y Pan.',
]

test.each(untouched)('no entry applies: %s', (written) => {
	expect(speakableText(written, 'castellano', dictionary)).toBe(speakableText(written, 'castellano'))
})

test('the entries apply to English episodes too', () => {
	expect(speakableText('The Wifi is down.', 'english', dictionary)).toBe('The uaifai is down.')
})

test('the user’s entry says a name the built-in list also knows', () => {
	const latex = compilePronunciations([entry('LaTeX', 'lei tec')])
	expect(speakableText('Escribe en LaTeX.', 'castellano')).not.toContain('lei tec')
	expect(speakableText('Escribe en LaTeX.', 'castellano', latex)).toBe('Escribe en lei tec.')
})
