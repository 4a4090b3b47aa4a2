import { expect, test } from 'vitest'
import { speakableText } from './speakable-text.ts'
import { SPOKEN_NAMES } from './spoken-names.ts'

test.each(SPOKEN_NAMES.flatMap((name) => name.written.map((written) => [written, name.spanish] as const)))(
	'every written form is said as listed: %s → %s',
	(written, spoken) => {
		expect(speakableText(`Uso ${written} a diario.`, 'castellano')).toBe(`Uso ${spoken} a diario.`)
	},
)

test('TeX-family names, in the cases they are written in', () => {
	expect(speakableText('Escribo en LaTeX, o en latex, sobre TeX con LyX.', 'castellano')).toBe(
		'Escribo en látex, o en látex, sobre tej con lics.',
	)
	// TeX is case-sensitive: a word «tex» is not the name
	expect(speakableText('El tex del archivo.', 'castellano')).toBe('El tex del archivo.')
})

test('names that would be spelled as acronyms are said as words first: CD-ROM, GNOME, iOS, macOS', () => {
	expect(speakableText('Copie el CD-ROM en GNOME, iOS o macOS.', 'latino')).toBe('Copie el cedé rom en ñom, i o ese o mac o ese.')
	expect(speakableText('Tengo dos CD-ROMs.', 'castellano')).toBe('Tengo dos cedé roms.')
})

test('product names: LibreOffice, OpenOffice.org, GitHub, PostgreSQL, JavaScript, Wi-Fi, GNU/Linux', () => {
	expect(
		speakableText('LibreOffice viene de OpenOffice.org; el código está en GitHub, con PostgreSQL y JavaScript.', 'castellano'),
	).toBe('libre ófis viene de open ófis punto org; el código está en guit jab, con postgrés cu ele y yavascrip.')
	expect(speakableText('Sin Wi-Fi en GNU/Linux.', 'castellano')).toBe('Sin wifi en ñu línux.')
})

test('names inside web and e-mail addresses are left to the address reader', () => {
	expect(speakableText('Visita https://github.com/LyX/LaTeX ya.', 'castellano')).toBe('Visita github punto com ya.')
	expect(speakableText('Escribe a latex@lyx.org hoy.', 'castellano')).toBe('Escribe a latex arroba lyx punto org hoy.')
	expect(speakableText('Ve a www.libreoffice.org.', 'castellano')).toBe('Ve a libreoffice punto org.')
})

test('an English script gets the English readings, or the name as written', () => {
	expect(speakableText('I write LaTeX on GNOME and Linux.', 'english')).toBe('I write lay tech on guh nome and Linux.')
})
