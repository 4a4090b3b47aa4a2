import { prisma } from './db.server.ts'

/**
 * One statement per count, in the rate_limits table that every node shares: a new key, or a window that has
 * ended, starts at 1 with a new end; otherwise the count goes up. The row lock ON CONFLICT takes makes concurrent
 * counts from every node go one after another, and the database's clock decides the window, so the nodes' clocks
 * need not agree. $1 is the key, $2 the window in milliseconds.
 */
export const COUNT_IN_WINDOW_SQL = `
	INSERT INTO "rate_limits" ("key", "hits", "resetAt") VALUES ($1, 1, now() + $2 * interval '1 millisecond')
	ON CONFLICT ("key") DO UPDATE SET
		"hits" = CASE WHEN "rate_limits"."resetAt" <= now() THEN 1 ELSE "rate_limits"."hits" + 1 END,
		"resetAt" = CASE WHEN "rate_limits"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "rate_limits"."resetAt" END
	RETURNING "hits", "resetAt"`

/** Counts one more use of `key` in a fixed window of `windowMs`, across nodes: the count so far, this one included. */
export async function countInWindow(key: string, windowMs: number) {
	const [row] = await prisma.$queryRawUnsafe<{ hits: number }[]>(COUNT_IN_WINDOW_SQL, key, windowMs)
	return row?.hits ?? 1
}
