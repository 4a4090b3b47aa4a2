import { expect, test } from 'vitest'
import { detectLanguage, splitByLanguage } from './language.ts'

test.each([
	['Este documento tratará de describir cómo se construye un paquete para el usuario común de Debian.', 'es'],
	['Although this simple approach works most of the time, you should check the build dependencies first.', 'en'],
	['fakeroot - this utility lets you emulate being root, which is necessary for some parts of the build process.', 'en'],
	['Debian GNU/Linux', 'unknown'],
	['dpkg-buildpackage -us -uc', 'unknown'],
])('%s → %s', (text, language) => {
	expect(detectLanguage(text)).toBe(language)
})

test('a paragraph is cut where its language changes; sentences too short to tell stay with their neighbours', () => {
	const runs = splitByLanguage(
		'Necesitas saber algo sobre programación en Unix, pero no tienes que ser un maestro. ¡Vale! ' +
			'If you need some help with packaging, please read the section about it. ' +
			'Las nuevas versiones de este documento están en el paquete maint-guide.',
	)
	expect(runs.map((run) => run.language)).toEqual(['es', 'en', 'es'])
	expect(runs[0]!.text).toContain('¡Vale!')
})
