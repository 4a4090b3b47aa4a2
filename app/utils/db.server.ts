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
