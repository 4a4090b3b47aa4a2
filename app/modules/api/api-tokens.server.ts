import crypto from 'node:crypto'
import { API_TOKEN_NAME_MAX } from '#app/modules/settings/settings-limits.ts'
import { prisma, type RowQuery } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** Tokens start with this, so that a leaked one is recognisable (secret scanners, logs) and never taken for a session. */
const TOKEN_PREFIX = 'onda_'
/** A token lasts this long; the settings page shows when each one ends. */
export const API_TOKEN_DAYS = 90
/** The last use is written at most this often, so a busy client does not write a row a request. */
const LAST_USE_PRECISION_MS = 60_000
/** Named tokens an account may hold at once (each login through the API makes one as well). */
export const MAX_API_TOKENS = 50

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Too many tokens for one account: revoke some in settings first. */
export class TooManyTokensError extends Error {
	override name = 'TooManyTokensError'
}

/**
 * A new bearer token for the user: 32 random bytes, shown to the caller once; the database keeps its SHA-256 only
 * (a stolen copy of the table opens nothing, and a hash of 256 random bits needs no slow hashing).
 */
export async function issueApiToken(userId: string, name: string | null, now = new Date()) {
	if ((await prisma.apiToken.count({ where: { userId, expiresAt: { gt: now } } })) >= MAX_API_TOKENS) {
		throw new TooManyTokensError()
	}
	const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
	const expiresAt = new Date(now.getTime() + API_TOKEN_DAYS * 24 * 60 * 60 * 1000)
	const record = await prisma.apiToken.create({
		data: {
			userId,
			name: name === null ? null : name.trim().slice(0, API_TOKEN_NAME_MAX) || 'API',
			tokenHash: hashOf(token),
			expiresAt,
		},
		select: { id: true, name: true, expiresAt: true },
	})
	return { token, ...record }
}

/** The bearer token's id and user, or null when it is unknown, malformed or expired. Notes its use. */
export async function findApiToken(token: string, now = new Date()) {
	if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null
	const found = await prisma.apiToken.findUnique({
		where: { tokenHash: hashOf(token) },
		select: { id: true, userId: true, expiresAt: true, lastUsedAt: true },
	})
	if (!found || found.expiresAt <= now) return null
	if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > LAST_USE_PRECISION_MS) {
		await prisma.apiToken.updateMany({ where: { id: found.id }, data: { lastUsedAt: now } })
	}
	return { id: found.id, userId: found.userId }
}

/**
 * The account a bearer token belongs to, by findApiToken's rules, and how many times that account's rows have changed
 * (`user_versions`, ADR 0058): one statement, for the signed-in page cache, through its side pool (`query`). Null
 * when the token does not work, and also when its last use is due to be written (findApiToken does that, on the way
 * through the app).
 */
export async function tokenAccountVersion(query: RowQuery, token: string, now = new Date()) {
	if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null
	const [row] = await query<{ id: string; userId: string; version: string | null }>(
		`SELECT t."id", t."userId", v."version"::text AS "version"
		FROM "api_tokens" t
		LEFT JOIN "user_versions" v ON v."userId" = t."userId"
		WHERE t."tokenHash" = $1 AND t."expiresAt" > $2 AND t."lastUsedAt" >= $3`,
		[hashOf(token), now, new Date(now.getTime() - LAST_USE_PRECISION_MS)],
	)
	return row ? { tokenId: row.id, userId: row.userId, version: row.version ?? '0' } : null
}

/** The account's tokens that still work, newest first (never the tokens themselves). */
export function listApiTokens(userId: string, now = new Date()) {
	return prisma.apiToken.findMany({
		where: { userId, expiresAt: { gt: now } },
		select: { id: true, name: true, createdAt: true, expiresAt: true, lastUsedAt: true },
		orderBy: { createdAt: 'desc' },
	})
}

/** Revokes one of the user's tokens (another user's id revokes nothing): whether one was revoked. */
export async function revokeApiToken(userId: string, id: string) {
	if (!isUuid(id)) return false
	return (await prisma.apiToken.deleteMany({ where: { id, userId } })).count > 0
}

/** Revokes the token a client holds (its logout). */
export async function revokeApiTokenValue(token: string) {
	await prisma.apiToken.deleteMany({ where: { tokenHash: hashOf(token) } })
}

/**
 * Revokes every token of the account: its e-mail changed, so whatever was given access before must ask again. A
 * change made through the API keeps the token that made it (`except`): the program that asked is the one holding it.
 */
export async function revokeAllApiTokens(userId: string, { except }: { except?: string | null } = {}) {
	await prisma.apiToken.deleteMany({ where: { userId, ...(except ? { id: { not: except } } : {}) } })
}

/** Expired tokens, deleted by the daily maintenance. */
export async function purgeExpiredApiTokens(now = new Date()) {
	return (await prisma.apiToken.deleteMany({ where: { expiresAt: { lte: now } } })).count
}
