import { afterEach, expect, test } from 'vitest'
import { detectLanguage } from '#app/modules/content/clean/language.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { gatherSources, localComposerNotices } from './gather-sources.server.ts'
import type { SourceWarning } from './source-types.ts'

// Sources in the other language than the episode's, through the real Apertium of this machine: translated without a
// model, kept for a model, left out (with what an operator can do) where neither is there.

const es = getFixedT('es', 'errors')

const CONTENT = [
	'Este texto explica para qué sirven los usuarios y los grupos de un sistema Debian.',
	'The root user is the system administrator: it has every permission and should be used only when needed.',
	'The daemon user runs background services that need no special files of their own, on 2 of every 3 servers.',
].join('\n\n')

const settings = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'APERTIUM_BIN'] as const
const saved = Object.fromEntries(settings.map((name) => [name, process.env[name]]))

function configure(values: Partial<Record<(typeof settings)[number], string>>) {
	for (const name of settings) {
		if (values[name] === undefined) delete process.env[name]
		else process.env[name] = values[name]
	}
	resetEnv()
}

afterEach(() => {
	for (const name of settings) {
		if (saved[name] === undefined) delete process.env[name]
		else process.env[name] = saved[name]
	}
	resetEnv()
})

const gather = () => gatherSources({ content: CONTENT, urls: [], files: [], language: 'castellano', title: 'Usuarios' })

test('without a model, Apertium translates the English paragraphs, and the notice says how and how well', async () => {
	configure({})
	const sources = await gather()
	const paragraphs = sources.text.split('\n\n')
	expect(paragraphs).toHaveLength(3)
	expect(paragraphs.map((text) => detectLanguage(text))).toEqual(['es', 'es', 'es'])
	expect(paragraphs[2]).toMatch(/\b2\b.*\b3\b/)
	expect(sources.warnings).toEqual([{ source: '', code: 'SOURCE_TRANSLATED_ENGLISH', params: { count: 2, total: 3 } }])
	expect(errorText(es, sources.warnings[0]!)).toBe(
		'Traducido del inglés: 2 de 3 párrafos — traducción automática básica (Apertium); con un modelo de lenguaje (OPENAI_API_KEY) la traducción es mejor.',
	)
})

test('with a model configured, the English paragraphs are kept as they are: the model writes in Spanish', async () => {
	configure({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })
	const sources = await gather()
	expect(sources.text).toBe(CONTENT)
	expect(sources.warnings).toEqual([{ source: '', code: 'SOURCE_MODEL_TRANSLATES_ENGLISH', params: { count: 2 } }])
})

test('with neither, the English paragraphs are left out and the notice says how an operator enables them', async () => {
	configure({ APERTIUM_BIN: '/nonexistent/apertium' })
	const sources = await gather()
	expect(sources.text).toBe(CONTENT.split('\n\n')[0])
	expect(errorText(es, sources.warnings[0]!)).toBe(
		'Este servidor no puede usar contenido en inglés, así que se deja fuera (párrafos: 2). Para usarlo, quien administra el servidor puede instalar Apertium (paquete de Debian apertium-en-es) o configurar un modelo de lenguaje (OPENAI_API_KEY).',
	)
})

test('a translation that fails leaves those paragraphs out with a notice; the rest goes on', async () => {
	// an executable that fails as Apertium could: the mode is installed, the process ends with an error
	configure({ APERTIUM_BIN: '/bin/false' })
	const sources = await gather()
	expect(sources.text).toBe(CONTENT.split('\n\n')[0])
	expect(sources.warnings).toEqual([{ source: '', code: 'SOURCE_TRANSLATION_FAILED', params: { count: 2 } }])
})

test('a very long English text: translated in pieces up to the episode’s budget, the rest left out and said so', async () => {
	configure({})
	const sentences = (count: number, from: number) =>
		Array.from(
			{ length: count },
			(_, i) => `The user number ${from + i} keeps the files of the system in order on every server.`,
		).join(' ')
	// one paragraph of ~30,000 characters without a blank line, then twelve of ~19,000: ~258,000 in all
	const content = [sentences(380, 0), ...Array.from({ length: 12 }, (_, p) => sentences(240, 1000 * (p + 1)))].join('\n\n')
	const sources = await gatherSources({ content, urls: [], files: [], language: 'castellano', title: 'Usuarios' })
	const paragraphs = sources.text.split('\n\n')
	expect(paragraphs.map((text) => detectLanguage(text))).toEqual(paragraphs.map(() => 'es'))
	// the long one whole, its last sentence too
	expect(sources.text).toMatch(/\b379\b/)
	expect(sources.warnings).toContainEqual({ source: '', code: 'SOURCE_TRANSLATION_CUT', params: { count: 1 } })
	expect(errorText(es, sources.warnings.find((warning) => warning.code === 'SOURCE_TRANSLATION_CUT')!)).toBe(
		'Hay demasiado texto en otro idioma para traducirlo en este servidor: se dejan fuera los últimos párrafos (1). Con un modelo de lenguaje (OPENAI_API_KEY) se puede usar todo.',
	)
})

test('only part of a long source used, and no model: a notice says the local script may jump; with a model, none', () => {
	const used: SourceWarning[] = [
		{ source: 'manual.pdf', code: 'SOURCE_PAGES_USED', params: { used: 30, total: 161, chapters: '1. Introducción' } },
	]
	const [notice] = localComposerNotices(used, { model: false })
	expect(notice).toEqual({ source: '', code: 'SOURCE_LOCAL_COMPOSER_LONG' })
	expect(errorText(es, notice!)).toMatch(/^El documento es largo y este servidor no tiene un modelo de lenguaje/)
	expect(errorText(getFixedT('en', 'errors'), notice!)).toMatch(/^The document is long and this server has no language model/)
	expect(localComposerNotices(used, { model: true })).toEqual([])
	// a source used whole: nothing to say
	expect(localComposerNotices([{ source: '', code: 'SOURCE_CODE_LEFT_OUT', params: { count: 2 } }], { model: false })).toEqual([])
})
