import { afterAll, beforeAll, expect, test } from 'vitest'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { createEpisode } from '#app/modules/episodes/create-episode.server.ts'
import type { SourceWarning } from '#app/modules/episodes/source-types.ts'
import { sourceWarningTextIn } from '#app/modules/errors/error-text.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { buildPdf } from '#tests/fixtures/documents.ts'

let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(5)
})

const TOPICS = ['la huerta urbana', 'el riego por goteo', 'el compost casero', 'las semillas locales', 'las plagas del tomate']

/** A page of chapter `chapter`: running header, its title on the chapter's first page, ~3,400 characters of prose. */
function bookPage(chapter: number, pageInChapter: number, pageNumber: number) {
	const topic = TOPICS[chapter]!
	const lines = [`Manual del huerto ${pageNumber} / 50`]
	if (pageInChapter === 0) lines.push(`Capítulo ${chapter + 1}`, `Todo sobre ${topic}`)
	for (let n = 0; n < 40; n++) lines.push(`La guía explica ${topic} con el ejemplo ${pageNumber * 20 + n} y un consejo práctico.`)
	if (pageInChapter === 1) {
		lines.push('This chapter was written in English first and has not been translated into Spanish yet, sorry.')
		lines.push('$ sudo apt-get install huerto-tools')
	}
	return lines.join('\n')
}

test('a long PDF: the episode uses its most relevant chapters and says so on the preview step, with what was left out', async () => {
	const owner = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const pages = [
		'Manual del huerto\nAna Pérez',
		'Copyright © 2024 Ana Pérez\nISBN 978-84-000-0000-0\nTodos los derechos reservados.',
		...TOPICS.flatMap((_, chapter) => Array.from({ length: 8 }, (__, page) => bookPage(chapter, page, chapter * 8 + page + 3))),
	]
	await putFile(`uploads/${owner.id}/huerto.pdf`, buildPdf(pages))
	const { id } = await createEpisode(owner.id, {
		title: 'El compost casero',
		podcastName: 'Verde',
		presenterName: 'Lucía',
		guestName: 'Mateo',
		format: 'podcast',
		tone: 'formacion',
		language: 'castellano',
		presenterVoiceId: 'local-es-presentador',
		guestVoiceId: 'local-es-invitada',
		content: null,
		urls: [],
		files: [{ name: 'huerto.pdf', key: `uploads/${owner.id}/huerto.pdf`, size: 1 }],
	})
	await expect
		.poll(async () => (await prisma.episode.findUniqueOrThrow({ where: { id } })).step, { timeout: 30_000 })
		.toBe('preview')
	const done = await prisma.episode.findUniqueOrThrow({ where: { id } })
	const notices = done.sourceWarnings as SourceWarning[]
	const texts = notices.map((notice) => sourceWarningTextIn('es', notice))
	expect(texts).toContain('Páginas de portada, créditos, licencia, contenido o índice que no se usan: 2.')
	// the English paragraphs are translated by this machine's Apertium (no model in the tests), not dropped
	expect(texts).toContain(
		'Traducido del inglés: 5 de 42 páginas — traducción automática básica (Apertium); con un modelo de lenguaje (OPENAI_API_KEY) la traducción es mejor.',
	)
	expect(texts).toContain('Bloques de código, órdenes o tablas que no se leen en voz alta: 5.')
	// only part of the book is used and no model writes the script (none in the tests): the preview says so
	expect(texts.some((text) => text.startsWith('El documento es largo y este servidor no tiene un modelo de lenguaje'))).toBe(true)
	const used = notices.find((notice) => notice.code === 'SOURCE_PAGES_USED')!
	expect(used.params).toMatchObject({ total: 42 })
	expect(Number(used.params?.used)).toBeLessThan(30)
	// The chapter the title is about is among those used, named by its number and title (never pages).
	expect(String(used.params?.chapters)).toContain('3. Todo sobre el compost casero')
	expect(sourceWarningTextIn('es', used)).toMatch(
		/^Usamos \d+ de 42 páginas, las más relevantes para el episodio\. Capítulos: (?:\d\. Todo sobre [^,]+, )*3\. Todo sobre el compost casero/,
	)

	expect(done.script).not.toMatch(/Manual del huerto|\/ 50|Copyright|ISBN|This chapter|apt-get|\$/)
})
