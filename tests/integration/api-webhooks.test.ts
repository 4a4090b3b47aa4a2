import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Job } from 'pg-boss'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { audioMade, scriptFailed } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { scheduleWebhookEvent } from '#app/modules/webhooks/webhook-events.server.ts'
import { purgeOldWebhookDeliveries } from '#app/modules/webhooks/webhooks.server.ts'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/_app.settings.tsx'
import { action as deleteWebhook } from '#app/routes/api.webhooks.$webhookId.ts'
import { action as createWebhook, loader as listWebhooks } from '#app/routes/api.webhooks.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { forgetSingleton } from '#app/utils/singleton.server.ts'
import { getToast } from '#app/utils/toast.server.ts'
import { handleWebhookDelivery } from '#jobs/handlers/webhook-delivery.ts'
import { startWorker } from '#jobs/worker.ts'
import { callAs } from '#tests/support/api-call.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

// The JSON API's webhooks: registered, listed and deleted by their owner only; an episode's transition sends a signed
// event to a real receiver on this machine, retried by the real worker after the receiver's 500.

/** public addresses (no DNS needed to register them; nothing is sent to them) */
const PUBLIC = (n: number) => `https://93.184.215.${n}/ondacast`

beforeAll(() => {
	// the receiver lives on 127.0.0.1, as the content tests' web pages do; retries a second apart, not a minute
	process.env.CONTENT_FETCH_ALLOW_LOOPBACK = 'true'
	process.env.WEBHOOK_RETRY_DELAY_SECONDS = '1'
	process.env.APP_URL = 'https://ondacast.ejemplo.es'
	resetEnv()
})
afterAll(() => {
	delete process.env.CONTENT_FETCH_ALLOW_LOOPBACK
	delete process.env.WEBHOOK_RETRY_DELAY_SECONDS
	delete process.env.APP_URL
	resetEnv()
})

type Received = { headers: http.IncomingHttpHeaders; body: string }

/** A webhook receiver on a free loopback port: it answers each request with the next of `statuses` (then 200). */
async function receiver(statuses: number[] = []) {
	const received: Received[] = []
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
			res.writeHead(statuses.shift() ?? 200).end()
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`
	closers.push(() => new Promise((resolve) => server.close(resolve)))
	return { url, received }
}
const closers: Array<() => Promise<unknown>> = []
afterEach(async () => {
	for (const close of closers.splice(0)) await close()
})

async function owner() {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	const { token } = await issueApiToken(user.id, 'Prueba')
	return { id: user.id, token }
}

const call = callAs
const context = { cspNonce: '' }

const register = (token: string, url: string) => call(createWebhook, '/api/webhooks', token, { method: 'POST', body: { url } })

type ListedWebhook = {
	id: string
	url: string
	deliveries: { id: string; event: string; status: string; attempts: number; lastStatus: number | null }[]
}
async function listed(token: string) {
	return (await call(listWebhooks, '/api/webhooks', token)).body.webhooks as ListedWebhook[]
}

/** Whether the signature header signs this body with this secret, as a receiver checks it (Stripe's scheme). */
function verifies(header: string | undefined, body: string, secret: string) {
	const { t, v1 } = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]))
	const expected = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
	return Boolean(t && v1) && crypto.timingSafeEqual(Buffer.from(v1!), Buffer.from(expected))
}

test('register, list and delete, for the owner only; refused: no token, http, a private address, a 6th webhook', async () => {
	const user = await owner()
	const stranger = await owner()

	expect((await call(listWebhooks, '/api/webhooks', null)).body).toMatchObject({ code: 'API_AUTH_REQUIRED' })
	expect((await call(listWebhooks, '/api/webhooks', 'onda_no-existe')).status).toBe(401)
	expect((await register('onda_no-existe', PUBLIC(1))).status).toBe(401)

	const http = await register(user.token, 'http://93.184.215.14/ondacast')
	expect(http).toMatchObject({
		status: 400,
		body: { code: 'WEBHOOK_URL_HTTPS', fields: { url: ['Solo se admiten direcciones https:// (en el puerto 443).'] } },
	})
	for (const url of [
		'https://10.0.0.7/hook',
		'https://192.168.1.20/hook',
		'https://169.254.169.254/latest',
		'https://[fd00::1]/',
	]) {
		expect(await register(user.token, url), url).toMatchObject({ status: 400, body: { code: 'WEBHOOK_URL_BLOCKED' } })
	}
	expect(await register(user.token, 'no es una dirección')).toMatchObject({ status: 400, body: { code: 'WEBHOOK_URL_INVALID' } })
	expect(await call(createWebhook, '/api/webhooks', user.token, { method: 'POST', body: {} })).toMatchObject({
		status: 400,
		body: { code: 'API_BAD_REQUEST', fields: { url: [expect.any(String)] } },
	})
	expect(await listed(user.token)).toEqual([])

	const created = await register(user.token, PUBLIC(1))
	expect(created).toMatchObject({ status: 201, body: { url: PUBLIC(1), secret: expect.stringMatching(/^whsec_[\w-]{43}$/) } })
	const { id, secret } = created.body as { id: string; secret: string }
	// kept sealed, never as given, and never listed
	expect((await prisma.webhook.findUniqueOrThrow({ where: { id } })).secret).not.toContain(secret.slice(6))
	expect(JSON.stringify(await listed(user.token))).not.toContain(secret)
	for (let n = 2; n <= 5; n++) expect((await register(user.token, PUBLIC(n))).status).toBe(201)
	expect(await register(user.token, PUBLIC(6))).toMatchObject({ status: 409, body: { code: 'WEBHOOK_TOO_MANY' } })
	expect((await listed(user.token)).map((webhook) => webhook.url)).toEqual([1, 2, 3, 4, 5].map(PUBLIC))

	// another user sees none of them and deletes none of them
	expect(await listed(stranger.token)).toEqual([])
	const path = `/api/webhooks/${id}`
	expect(await call(deleteWebhook, path, stranger.token, { method: 'DELETE', params: { webhookId: id } })).toMatchObject({
		status: 404,
		body: { code: 'WEBHOOK_NOT_FOUND', error: 'Webhook no encontrado' },
	})
	expect(await call(deleteWebhook, path, user.token, { method: 'DELETE', params: { webhookId: id } })).toMatchObject({
		status: 200,
		body: { deleted: true },
	})
	expect((await call(deleteWebhook, path, user.token, { method: 'DELETE', params: { webhookId: id } })).status).toBe(404)
	expect((await listed(user.token)).map((webhook) => webhook.url)).toEqual([2, 3, 4, 5].map(PUBLIC))
	// room for one again
	expect((await register(user.token, PUBLIC(6))).status).toBe(201)
})

test('a failed episode: the worker delivers a signed episode.failed, retried after the receiver’s 500; the log shows it', async () => {
	const { url, received } = await receiver([500])
	const user = await owner()
	const { id: webhookId, secret } = (await register(user.token, url)).body as { id: string; secret: string }
	const episode = await prisma.episode.create({
		data: { userId: user.id, title: 'Entrevista con Marta', step: 'generating', status: 'generating' },
	})

	const worker = await startWorker(() => {})
	try {
		await scriptFailed(episode.id, { regenerating: false, code: 'GENERATION_FAILED' })
		await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2)
		await expect
			.poll(async () => (await listed(user.token))[0]!.deliveries[0], { timeout: 10_000 })
			.toMatchObject({ event: 'episode.failed', status: 'delivered', attempts: 2, lastStatus: 200 })
	} finally {
		await worker.stop(5)
		forgetSingleton('pg-boss')
	}

	const [first, second] = received
	// the same event twice, each attempt signed with the secret given at registration
	expect(second!.body).toBe(first!.body)
	for (const attempt of received) {
		expect(verifies(attempt.headers['ondacast-signature'] as string, attempt.body, secret)).toBe(true)
		expect(attempt.headers['ondacast-event']).toBe('episode.failed')
		expect(attempt.headers['content-type']).toMatch(/^application\/json/)
	}
	expect(verifies(first!.headers['ondacast-signature'] as string, first!.body, 'whsec_otro')).toBe(false)
	const [delivery] = (await listed(user.token))[0]!.deliveries
	expect(first!.headers['ondacast-delivery']).toBe(delivery!.id)
	const event = JSON.parse(first!.body)
	expect(event).toEqual({
		id: expect.any(String),
		type: 'episode.failed',
		createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
		data: {
			episode: expect.objectContaining({
				id: episode.id,
				title: 'Entrevista con Marta',
				step: 'input',
				errorCode: 'GENERATION_FAILED',
			}),
		},
	})
	expect(await prisma.webhookDelivery.count({ where: { webhookId } })).toBe(1)

	// the same give-up recorded again (a retried job) is no second event
	await scriptFailed(episode.id, { regenerating: false, code: 'GENERATION_FAILED' })
	expect(await prisma.webhookDelivery.count({ where: { webhookId } })).toBe(1)
})

/** The pg-boss job queued for a delivery, as the worker would hand it to the handler. */
async function queuedJob(deliveryId: string) {
	const [row] = await prisma.$queryRaw<Array<{ id: string; data: object; retry_count: number }>>`
		SELECT id, data, retry_count FROM pgboss.job WHERE name = 'webhook-delivery' AND data->>'deliveryId' = ${deliveryId}`
	return row && ({ id: row.id, name: 'webhook-delivery', data: row.data, retryCount: row.retry_count } as unknown as Job<unknown>)
}

test('a completed episode: episode.completed is queued in the transition’s transaction, with the MP3’s absolute address', async () => {
	const { url, received } = await receiver()
	const user = await owner()
	const { secret } = (await register(user.token, url)).body as { secret: string }
	const episode = await prisma.episode.create({ data: { userId: user.id, title: 'Novedades', step: 'audio', status: 'audio' } })

	// a transaction that does not commit leaves neither a delivery nor a job
	await expect(
		prisma.$transaction(async (tx) => {
			await scheduleWebhookEvent(tx, episode.id, 'episode.completed')
			throw new Error('se deshace')
		}),
	).rejects.toThrow('se deshace')
	expect(await prisma.webhookDelivery.count({ where: { episodeId: episode.id } })).toBe(0)

	await audioMade(episode.id, {
		audioUrl: `/media/episodes/${episode.id}/audio.mp3?v=1`,
		duration: 312,
		description: '',
		video: false,
	})
	const delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { episodeId: episode.id } })
	const job = await queuedJob(delivery.id)
	expect(job).toBeDefined()
	expect(await handleWebhookDelivery([job!])).toEqual({ outcome: 'delivered' })

	const [attempt] = received
	expect(verifies(attempt!.headers['ondacast-signature'] as string, attempt!.body, secret)).toBe(true)
	expect(JSON.parse(attempt!.body)).toMatchObject({
		type: 'episode.completed',
		data: {
			episode: {
				id: episode.id,
				step: 'complete',
				duration: 312,
				audioUrl: `https://ondacast.ejemplo.es/media/episodes/${episode.id}/audio.mp3?v=1`,
			},
		},
	})
	// a job run again after it delivered sends nothing more
	expect(await handleWebhookDelivery([job!])).toEqual({ outcome: 'settled' })
	expect(received).toHaveLength(1)
})

test('an address that is private when the event goes is refused then, without retries; the log keeps the last 50', async () => {
	const user = await owner()
	const { id: webhookId } = (await register(user.token, PUBLIC(9))).body as { id: string }
	// its name now resolves to a private address, as a DNS rebinding would make it
	await prisma.webhook.update({ where: { id: webhookId }, data: { url: 'https://10.1.2.3/ondacast' } })
	const episode = await prisma.episode.create({ data: { userId: user.id, title: 'Rebote', step: 'audio', status: 'audio' } })
	await audioMade(episode.id, { audioUrl: '/media/x.mp3', duration: 60, description: '', video: false })
	const delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { webhookId } })
	await handleWebhookDelivery([(await queuedJob(delivery.id))!])
	expect(await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
		attempts: 1,
		lastStatus: null,
		lastErrorCode: 'WEBHOOK_URL_BLOCKED',
		deliveredAt: null,
		failedAt: expect.any(Date),
	})
	expect((await listed(user.token))[0]!.deliveries[0]).toMatchObject({ status: 'failed', attempts: 1 })

	const start = Date.UTC(2026, 0, 1)
	await prisma.webhookDelivery.createMany({
		data: Array.from({ length: 54 }, (_, n) => ({
			webhookId,
			eventId: crypto.randomUUID(),
			event: 'episode.completed',
			episodeId: episode.id,
			body: '{}',
			createdAt: new Date(start + n * 60_000),
		})),
	})
	expect(await purgeOldWebhookDeliveries()).toBe(5)
	const kept = await prisma.webhookDelivery.findMany({ where: { webhookId }, orderBy: { createdAt: 'asc' } })
	expect(kept).toHaveLength(50)
	expect(kept[0]!.createdAt).toEqual(new Date(start + 5 * 60_000))
	expect(kept.at(-1)!.id).toBe(delivery.id)
})

test('settings, without JavaScript: a plain form adds a webhook (its secret on that answer only), lists it and deletes it', async () => {
	const user = await owner()
	const stranger = await owner()
	const cookie = await cookieFor(user.id)
	const post = async (fields: Record<string, string>, as = cookie) => {
		const request = new Request('http://localhost/settings?tab=api', {
			method: 'POST',
			headers: { Cookie: as },
			body: new URLSearchParams(fields),
		})
		const result = await settingsAction({ request, params: {}, context })
		if (result instanceof Response) {
			const toast = await getToast(new Request('http://localhost/', { headers: { Cookie: result.headers.get('Set-Cookie')! } }))
			return { status: result.status, location: result.headers.get('Location'), toast: toast.toast, data: null }
		}
		const { data, init } = result as unknown as { data: Record<string, unknown>; init?: ResponseInit }
		return { status: init?.status ?? 200, location: null, toast: null, data, headers: new Headers(init?.headers) }
	}
	const page = async () => {
		const data = await settingsLoader({
			request: new Request('http://localhost/settings?tab=api', { headers: { Cookie: cookie } }),
			params: {},
			context,
		})
		if (!('apiAccess' in data)) throw new Error('the settings page redirected')
		return data.apiAccess
	}

	const refused = await post({ intent: 'create-webhook', url: 'http://93.184.215.14/x' })
	expect(refused.status).toBe(400)
	expect(JSON.stringify(refused.data)).toContain('errors:WEBHOOK_URL_HTTPS')

	const added = await post({ intent: 'create-webhook', url: PUBLIC(20) })
	expect(added.status).toBe(200)
	expect(added.headers?.get('Cache-Control')).toBe('no-store')
	const { secret } = added.data!.createdWebhook as { secret: string; url: string }
	expect(secret).toMatch(/^whsec_/)
	const access = await page()
	expect(access).toMatchObject({ maxWebhooks: 5, webhooks: [{ url: PUBLIC(20), deliveries: [] }] })
	expect(JSON.stringify(access)).not.toContain(secret)

	const [webhook] = access.webhooks
	const strangerCookie = await cookieFor(stranger.id)
	expect(await post({ intent: 'delete-webhook', webhookId: webhook!.id }, strangerCookie)).toMatchObject({
		status: 302,
		toast: { type: 'error', title: 'toasts.webhookNotDeleted' },
	})
	expect(await post({ intent: 'delete-webhook', webhookId: webhook!.id })).toMatchObject({
		status: 302,
		location: '/settings?tab=api',
		toast: { type: 'success', title: 'toasts.webhookDeleted' },
	})
	expect((await page()).webhooks).toEqual([])
})
