import fs from 'node:fs'
import { expect, test } from 'vitest'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { prisma } from '#app/utils/db.server.ts'

const MIGRATION = 'prisma/migrations/20261124040000_voice_cloning/migration.sql'
const ADDED = [
	'errorCode',
	'engine',
	'consentEmail',
	'consentTextVersion',
	'sampleSha256',
	'sampleSeconds',
	'medianPitchHz',
	'localVoice',
]

test('a failed voice stored with a sentence gets the general cloning code; the others keep no code', async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })
	// this file's database goes back to the table as it was before the migration
	await prisma.$executeRawUnsafe(
		`ALTER TABLE "cloned_voices" ${ADDED.map((column) => `DROP COLUMN "${column}"`).join(', ')}, ADD COLUMN "errorMessage" TEXT`,
	)
	await prisma.$executeRaw`
		INSERT INTO "cloned_voices" ("userId", "name", "status", "errorMessage", "updatedAt")
		VALUES (${user.id}::uuid, 'Rota', 'failed', 'Error al clonar voz', now()),
		       (${user.id}::uuid, 'Buena', 'completed', NULL, now())`
	for (const statement of fs.readFileSync(MIGRATION, 'utf8').replace(/--.*$/gm, '').split(';')) {
		if (statement.trim()) await prisma.$executeRawUnsafe(statement)
	}
	const rows = await prisma.clonedVoice.findMany({ where: { userId: user.id }, select: { name: true, errorCode: true } })
	expect(Object.fromEntries(rows.map((row) => [row.name, row.errorCode]))).toEqual({ Rota: 'VOICE_CLONE_FAILED', Buena: null })
	expect(errorTextIn('es', { code: 'VOICE_CLONE_FAILED' })).toBe('Error al clonar voz')
})
