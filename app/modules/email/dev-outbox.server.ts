import type { AppLoadContext } from '@remix-run/node'
import { isLoopbackAddress } from '#app/modules/content/url/ip-policy.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isProduction } from '#app/utils/env.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { isEmailKind } from './email-kinds.ts'
import { renderEmail } from './render-email.server.ts'

/**
 * Headers a proxy adds to name the client it forwards for. Any of them means the loopback address the app sees is
 * the proxy's, not the visitor's.
 */
const PROXY_HEADERS = [
	'forwarded',
	'x-forwarded-for',
	'x-forwarded-host',
	'x-real-ip',
	'x-client-ip',
	'true-client-ip',
	'cf-connecting-ip',
	'via',
]

/**
 * The development outbox exists only outside production, and only for a request from this machine (a loopback
 * address, straight to the app: a request that carries any proxy header came through one), since it shows
 * everyone's mail; anything else is the plain 404 of notFound.
 */
export async function requireLocalDevelopment(request: Request, context: Pick<AppLoadContext, 'clientAddress'>) {
	const viaProxy = PROXY_HEADERS.some((header) => request.headers.has(header))
	const local = !viaProxy && isLoopbackAddress(context.clientAddress ?? '')
	if (isProduction() || !local) throw await notFound(request)
}

/** The latest messages of the outbox, each rendered as it was (or will be) sent: subject, text part and headers. */
export async function listOutbox(limit = 50) {
	const rows = await prisma.emailMessage.findMany({ orderBy: { createdAt: 'desc' }, take: limit })
	return rows.map((row) => {
		const mail = isEmailKind(row.kind) ? renderEmail({ ...row, kind: row.kind }) : null
		return {
			id: row.id,
			kind: row.kind,
			to: row.recipient,
			status: row.status,
			attempts: row.attempts,
			lastError: row.lastError,
			createdAt: row.createdAt.toISOString(),
			sentAt: row.sentAt?.toISOString() ?? null,
			subject: mail?.subject ?? null,
			text: mail?.text ?? null,
			headers: mail?.headers ?? {},
		}
	})
}

/** One message's HTML part, as mail clients get it; null for an unknown id. */
export async function outboxHtml(id: string) {
	const row = isUuid(id) ? await prisma.emailMessage.findUnique({ where: { id } }) : null
	if (!row || !isEmailKind(row.kind)) return null
	return renderEmail({ ...row, kind: row.kind }).html
}
