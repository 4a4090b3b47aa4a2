import type { ClientRateLimitInfo, Logger, Options, Store } from 'express-rate-limit'
import { COUNT_IN_WINDOW_SQL } from '#app/utils/counted-window.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { sidePool } from './side-pool.ts'

type Row = { hits: number; resetAt: Date }
type Query = (text: string, values: unknown[]) => Promise<Row[]>

/** An error of the rate limits' database, already reported (see `postgresRateLimits`). */
class RateLimitStoreUnavailable extends Error {}

/**
 * express-rate-limit's counters in PostgreSQL (table rate_limits), so that every web node on the database counts
 * against the same limits. Fixed windows: a key's count starts at its first request and lasts `windowMs`. Each
 * limiter has its own `prefix`, its keys' first part.
 */
class PostgresRateLimitStore implements Store {
	readonly localKeys = false
	readonly prefix: string
	#query: Query
	#windowMs = 60_000

	constructor(query: Query, prefix: string) {
		this.#query = query
		this.prefix = prefix
	}

	init(options: Options) {
		this.#windowMs = options.windowMs
	}

	async get(key: string): Promise<ClientRateLimitInfo | undefined> {
		const [row] = await this.#query('SELECT "hits", "resetAt" FROM "rate_limits" WHERE "key" = $1 AND "resetAt" > now()', [
			this.prefix + key,
		])
		return row && { totalHits: row.hits, resetTime: this.#resetTime(row.resetAt) }
	}

	async increment(key: string): Promise<ClientRateLimitInfo> {
		const [row] = await this.#query(COUNT_IN_WINDOW_SQL, [this.prefix + key, this.#windowMs])
		if (!row) throw new Error('rate_limits: el INSERT … RETURNING no devolvió la fila')
		return { totalHits: row.hits, resetTime: this.#resetTime(row.resetAt) }
	}

	/**
	 * The window's end as this node tells it (RateLimit and Retry-After count from this node's clock): never more than
	 * a window away, so a database clock a few milliseconds ahead never announces 61 seconds for a one-minute window.
	 */
	#resetTime(resetAt: Date) {
		return new Date(Math.min(resetAt.getTime(), Date.now() + this.#windowMs))
	}

	/** Takes back a request that does not count (skipSuccessfulRequests), unless its window has ended meanwhile. */
	async decrement(key: string) {
		await this.#query('UPDATE "rate_limits" SET "hits" = "hits" - 1 WHERE "key" = $1 AND "resetAt" > now() AND "hits" > 0', [
			this.prefix + key,
		])
	}

	async resetKey(key: string) {
		await this.#query('DELETE FROM "rate_limits" WHERE "key" = $1', [this.prefix + key])
	}
}

/**
 * The stores of one web process, sharing a small pool of their own (server/side-pool.ts): the check runs before
 * every request.
 *
 * A rate limiter must not take the site down: when its database fails, requests go through uncounted (fail open,
 * express-rate-limit's `passOnStoreError`), with one warning when the failures start and one line when it answers
 * again, rather than an error per request.
 */
export function postgresRateLimits(
	connectionString: string,
	{ warn = console.warn, info = console.info }: { warn?: (message: string) => void; info?: (message: string) => void } = {},
) {
	const pool = sidePool(connectionString, 'rate-limits')
	let failing = false
	const query: Query = async (text, values) => {
		try {
			const rows = await pool.query<Row>(text, values)
			if (failing) {
				failing = false
				info('[web] Los límites de peticiones vuelven a contarse en PostgreSQL.')
			}
			return rows
		} catch (error) {
			if (!failing) {
				failing = true
				warn(
					`[web] Aviso: los límites de peticiones no pueden contarse en PostgreSQL (${error instanceof Error ? error.message : String(error)}); las peticiones pasan sin límite hasta que la base de datos responda.`,
				)
			}
			throw new RateLimitStoreUnavailable('rate_limits no disponible', { cause: error })
		}
	}
	return {
		store: (prefix: string): Store => new PostgresRateLimitStore(query, prefix),
		close: pool.close,
	}
}

/**
 * express-rate-limit's logger: the store's failures were already reported once above, anything else (a
 * misconfiguration it detects) goes to the console as it would by default.
 */
export const rateLimitLogger: Logger = {
	warn: (error, message) => console.warn(message ?? '', error),
	error: (error, message) => {
		if (error instanceof RateLimitStoreUnavailable) return
		console.error(message ?? '', error)
	},
}

/**
 * The daily purge: counters whose window has ended (a key that comes back starts a new row). Without it the table
 * keeps one row per address and account ever seen.
 */
export async function purgeExpiredRateLimits(now: Date) {
	return (await prisma.rateLimit.deleteMany({ where: { resetAt: { lte: now } } })).count
}
