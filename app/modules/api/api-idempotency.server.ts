import { createHash } from 'node:crypto'
import { prisma } from '#app/utils/db.server.ts'
import { apiError } from './api-responses.server.ts'

/** How long a key's answer is kept for a retry (the daily purge removes older ones). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/**
 * `Idempotency-Key` on the calls that create or charge (ADR 0049): the first request with a key runs and, when it
 * succeeded, its answer is kept a day; a retry with the same key and the same request gets that answer again
 * (`Idempotent-Replayed: true`) and makes nothing twice; the same key with another request is a 422, and a retry
 * while the first is still at work a 409. A refusal or a failure keeps nothing: nothing was made, so a retry runs
 * again. Without the header the call simply runs.
 */
export async function withIdempotency(request: Request, userId: string, run: () => Promise<Response>): Promise<Response> {
	const key = request.headers.get('Idempotency-Key')
	if (key === null) return run()
	if (!KEY_PATTERN.test(key)) {
		throw await apiError(request, 400, 'API_BAD_REQUEST', { fields: { 'Idempotency-Key': ['1–255 ASCII'] } })
	}
	const fingerprint = await requestFingerprint(request)
	await prisma.apiIdempotencyKey.deleteMany({ where: { userId, key, createdAt: { lt: new Date(Date.now() - KEY_LIFETIME_MS) } } })
	const { count } = await prisma.apiIdempotencyKey.createMany({ data: [{ userId, key, fingerprint }], skipDuplicates: true })
	if (count === 0) return replay(request, userId, key, fingerprint)
	let answer: Response
	try {
		answer = await run()
	} catch (thrown) {
		await prisma.apiIdempotencyKey.delete({ where: { userId_key: { userId, key } } })
		throw thrown
	}
	if (answer.ok && (answer.headers.get('Content-Type') ?? '').includes('application/json')) {
		const body = await answer.clone().json()
		const location = answer.headers.get('Location')
		await prisma.apiIdempotencyKey.update({
			where: { userId_key: { userId, key } },
			data: { status: answer.status, body, location },
		})
	} else {
		await prisma.apiIdempotencyKey.delete({ where: { userId_key: { userId, key } } })
	}
	return answer
}

async function replay(request: Request, userId: string, key: string, fingerprint: string) {
	const kept = await prisma.apiIdempotencyKey.findUnique({ where: { userId_key: { userId, key } } })
	// the first request ended (and was forgotten) between the insert and this read: its retry may run
	if (!kept) return apiError(request, 409, 'API_IDEMPOTENCY_IN_PROGRESS', { headers: { 'Retry-After': '1' } })
	if (kept.fingerprint !== fingerprint) return apiError(request, 422, 'API_IDEMPOTENCY_MISMATCH')
	if (kept.status === null) return apiError(request, 409, 'API_IDEMPOTENCY_IN_PROGRESS', { headers: { 'Retry-After': '1' } })
	return Response.json(kept.body, {
		status: kept.status,
		headers: { 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true', ...(kept.location && { Location: kept.location }) },
	})
}

/** The same request: its method, path and query, and its body's bytes (how long a retry waits is not part of it). */
async function requestFingerprint(request: Request) {
	const url = new URL(request.url)
	url.searchParams.delete('wait')
	const hash = createHash('sha256').update(`${request.method} ${url.pathname}${url.search}\n`)
	hash.update(Buffer.from(await request.clone().arrayBuffer()))
	return hash.digest('hex')
}

/** Keys older than a day, for the daily purge. */
export async function purgeOldIdempotencyKeys(now = new Date()) {
	const { count } = await prisma.apiIdempotencyKey.deleteMany({
		where: { createdAt: { lt: new Date(now.getTime() - KEY_LIFETIME_MS) } },
	})
	return count
}
