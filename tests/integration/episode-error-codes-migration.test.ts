import fs from 'node:fs'
import { expect, test } from 'vitest'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { prisma } from '#app/utils/db.server.ts'

const MIGRATION = 'prisma/migrations/20261123120000_episode_error_codes/migration.sql'

const stored = {
	'Error al generar el audio': 'AUDIO_FAILED',
	'El proveedor de voces se ha quedado sin créditos: hay que recargarlos antes de generar más audio. Inténtalo más tarde o avisa al administrador.':
		'CREDITS_EXHAUSTED',
	'Error al regenerar el guión': 'REGENERATION_FAILED',
	'Error al generar el episodio: No hay contenido suficiente para escribir el guion: añade más texto o documentos.':
		'NOT_ENOUGH_CONTENT',
	'Error al generar el episodio': 'GENERATION_FAILED',
} as const

test('the sentences stored before error codes become their codes, which read the same in Spanish', async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	const ids: Record<string, string> = {}
	for (const message of [...Object.keys(stored), null]) {
		const episode = await prisma.episode.create({ data: { userId: user.id, title: 'Antes' }, select: { id: true } })
		ids[String(message)] = episode.id
	}
	// this file's database goes back to the column as it was, with the rows as the jobs wrote them
	await prisma.$executeRawUnsafe(
		'ALTER TABLE "episodes" DROP COLUMN "errorCode", DROP COLUMN "errorParams", ADD COLUMN "errorMessage" TEXT',
	)
	for (const message of Object.keys(stored)) {
		await prisma.$executeRaw`UPDATE "episodes" SET "errorMessage" = ${message} WHERE "id" = ${ids[message]}::uuid`
	}
	for (const statement of fs.readFileSync(MIGRATION, 'utf8').replace(/--.*$/gm, '').split(';')) {
		if (statement.trim()) await prisma.$executeRawUnsafe(statement)
	}
	const rows = await prisma.$queryRaw<Array<{ id: string; errorCode: string | null; errorParams: object }>>`
		SELECT "id", "errorCode", "errorParams" FROM "episodes" WHERE "userId" = ${user.id}::uuid`
	const codeOf = (id: string) => rows.find((row) => row.id === id)!
	for (const [message, code] of Object.entries(stored)) {
		expect(codeOf(ids[message]!)).toMatchObject({ errorCode: code, errorParams: {} })
		expect(errorTextIn('es', { code })).toBe(message)
	}
	expect(codeOf(ids.null!).errorCode).toBeNull()
})
