import fs from 'node:fs'
import { getDMMF } from '@prisma/internals'
import { expect, test } from 'vitest'
import { prisma } from '#app/utils/db.server.ts'

type Column = { table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }

test('schema.prisma and the migrated database have the same tables, columns and nullability', async () => {
	const dmmf = await getDMMF({ datamodel: fs.readFileSync('prisma/schema.prisma', 'utf8') })
	const expected = new Map<string, boolean>()
	for (const model of dmmf.datamodel.models) {
		for (const field of model.fields) {
			if (field.kind === 'object') continue
			expected.set(`${model.dbName ?? model.name}.${field.dbName ?? field.name}`, field.isRequired || field.isList)
		}
	}

	const columns = await prisma.$queryRaw<Column[]>`
		SELECT table_name, column_name, is_nullable FROM information_schema.columns
		WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`
	const actual = new Map(columns.map((column) => [`${column.table_name}.${column.column_name}`, column.is_nullable === 'NO']))

	expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort())
	for (const [column, required] of expected) expect({ column, required }).toEqual({ column, required: actual.get(column) })
})

test('every table exists under its product name (users, episodes, cloned_voices…)', async () => {
	const tables = await prisma.$queryRaw<Array<{ table_name: string }>>`
		SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`
	expect(tables.map((row) => row.table_name)).toEqual(
		expect.arrayContaining([
			'users',
			'sessions',
			'company_settings',
			'episodes',
			'oauth_states',
			'agency_waiting_list',
			'cloned_voices',
			'usage_ledger',
			'processed_payment_events',
		]),
	)
})
