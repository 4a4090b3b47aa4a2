import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '#app/generated/prisma/client.ts'
import { requireDatabaseUrl } from './env.server.ts'
import { singleton } from './singleton.server.ts'

function getClient() {
	return singleton('prisma', () => {
		const adapter = new PrismaPg({ connectionString: requireDatabaseUrl(), max: 10 })
		return new PrismaClient({ adapter })
	})
}

/**
 * The Prisma client, created on first use: the embedded database's URL is only known once start-up has run, and
 * modules importing this may load earlier.
 */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
	get(_target, property) {
		const client = getClient()
		const value = Reflect.get(client, property, client)
		return typeof value === 'function' ? value.bind(client) : value
	},
})

export type Db = PrismaClient
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0]

/**
 * Runs one parameterised statement ($1, $2…) and gives its rows: server/side-pool.ts's small pool, for the checks
 * that run in front of every request, where Prisma's query layer would cost as much as the statement.
 */
export type RowQuery = <Row extends Record<string, unknown>>(text: string, values: unknown[]) => Promise<Row[]>
