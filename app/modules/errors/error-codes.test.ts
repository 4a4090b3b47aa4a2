import fs from 'node:fs'
import { expect, test } from 'vitest'
import { supportedLanguages } from '#app/utils/i18n.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { documentErrorCodes, errorCodes } from './error-codes.ts'
import { errorText, sourceWarningText } from './error-text.ts'

const locale = (lng: string) => JSON.parse(fs.readFileSync(`locales/${lng}/errors.json`, 'utf8')) as Record<string, unknown>

/** Every key path of a locale file ('DOCUMENT_EMPTY.title', 'URL_HTTP_ERROR_bare', …). */
function keyPaths(value: unknown, prefix = ''): string[] {
	if (typeof value !== 'object' || value === null) return [prefix]
	return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key))
}

test.each(supportedLanguages)('every error code has its text in %s, and nothing else is there', (lng) => {
	const texts = locale(lng)
	for (const code of errorCodes) {
		const text = texts[code]
		if ((documentErrorCodes as readonly string[]).includes(code)) {
			expect(text, code).toMatchObject({ title: expect.any(String), message: expect.any(String) })
		} else expect(typeof text, code).toBe('string')
	}
	const known = new Set<string>(errorCodes)
	for (const key of Object.keys(texts)) expect(known.has(key.replace(/_(bare|top)$/, '')), key).toBe(true)
	expect(keyPaths(texts).sort()).toEqual(keyPaths(locale('es')).sort())
})

test('codes render with their parameters; without them the general sentence', () => {
	const es = getFixedT('es', 'errors')
	const en = getFixedT('en', 'errors')
	expect(errorText(es, { code: 'URL_HTTP_ERROR', params: { status: 404 } })).toBe('La página respondió con un error (HTTP 404).')
	expect(errorText(es, { code: 'URL_HTTP_ERROR' })).toBe('La página respondió con un error.')
	expect(errorText(en, { code: 'URL_HTTP_ERROR', params: { status: 502 } })).toBe('The page answered with an error (HTTP 502).')
	expect(errorText(es, { code: 'URL_TOO_LARGE', params: { megabytes: 0.5 } })).toBe(
		'La página es demasiado grande (máximo 0,5 MB).',
	)
	expect(errorText(es, { code: 'URL_TOO_LARGE', params: { megabytes: 2 } })).toBe('La página es demasiado grande (máximo 2 MB).')
	expect(errorText(en, { code: 'URL_TOO_LARGE', params: { megabytes: 0.5 } })).toBe('The page is too large (at most 0.5 MB).')
	expect(sourceWarningText(es, { code: 'DOCUMENT_EMPTY', params: { name: 'vacío.txt' } })).toBe(
		'Documento sin texto: No encontramos texto en el documento «vacío.txt». Si es un escaneo, sube una versión con texto seleccionable.',
	)
	expect(errorText(es, { code: 'DOCUMENT_PROTECTED' }, 'message')).toBe(
		'El documento está protegido con contraseña. Quita la contraseña y vuelve a subirlo.',
	)
	expect(sourceWarningText(en, { code: 'SOURCE_FILE_GONE' })).toBe('The file is no longer available.')
	expect(errorText(en, { code: 'CREDITS_EXHAUSTED' })).toMatch(/^The voice provider has run out of credits/)
})
