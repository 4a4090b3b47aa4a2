import crypto from 'node:crypto'
import { postToPublicUrl, UrlFetchError } from '#app/modules/content/url/safe-fetch.server.ts'
import type { WebhookErrorCode } from '#app/modules/errors/error-codes.ts'
import { prisma } from '#app/utils/db.server.ts'
import {
	isRefusedAddress,
	requireWebhookScheme,
	WebhookUrlError,
	webhookErrorCode,
	webhookFetchOptions,
} from './webhook-url.server.ts'
import { webhookSecret } from './webhooks.server.ts'

/** An attempt that did not deliver: the receiver's error status, or why no answer came. Retried unless `refused`. */
class WebhookDeliveryError extends Error {
	override name = 'WebhookDeliveryError'
	readonly code: WebhookErrorCode
	/** the address itself is refused (a private network, not https): no retry can deliver */
	readonly refused: boolean
	constructor(code: WebhookErrorCode, refused: boolean, detail: string) {
		super(detail)
		this.code = code
		this.refused = refused
	}
}

/**
 * The `Ondacast-Signature` header, as Stripe signs its events: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` with the webhook's secret. The time inside the signed text lets a receiver refuse an old event
 * replayed.
 */
function webhookSignature(secret: string, timestamp: number, body: string) {
	const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
	return `t=${timestamp},v1=${mac}`
}

/**
 * One attempt of a delivery: the event POSTed, signed, through the content fetcher's SSRF guards (the address's
 * every IP checked as the connection is made, so a name that now resolves to a private address is refused), with a
 * 10-second deadline. A 2xx delivers; anything else is recorded in the log and thrown (WebhookDeliveryError), for
 * pg-boss to retry with backoff. 'gone' when the webhook was deleted meanwhile, 'settled' for a delivery already
 * delivered or given up.
 */
export async function deliverWebhook(deliveryId: string, now = () => new Date()) {
	const delivery = await prisma.webhookDelivery.findUnique({
		where: { id: deliveryId },
		select: {
			id: true,
			event: true,
			body: true,
			deliveredAt: true,
			failedAt: true,
			webhook: { select: { id: true, url: true, secret: true } },
		},
	})
	if (!delivery) return 'gone'
	if (delivery.deliveredAt || delivery.failedAt) return 'settled'
	const { attempts } = await prisma.webhookDelivery.update({
		where: { id: deliveryId },
		data: { attempts: { increment: 1 } },
		select: { attempts: true },
	})
	const record = (data: { lastStatus: number | null; lastErrorCode: WebhookErrorCode | null; deliveredAt?: Date }) =>
		prisma.webhookDelivery.update({ where: { id: deliveryId }, data })
	const timestamp = Math.floor(now().getTime() / 1000)
	const headers = {
		'Content-Type': 'application/json; charset=utf-8',
		'User-Agent': 'Ondacast-Webhooks/1.0 (+https://ondacast.app)',
		'Ondacast-Event': delivery.event,
		'Ondacast-Delivery': delivery.id,
		'Ondacast-Signature': webhookSignature(webhookSecret(delivery.webhook), timestamp, delivery.body),
	}
	const options = webhookFetchOptions()
	let status: number
	try {
		requireWebhookScheme(new URL(delivery.webhook.url), options)
		;({ status } = await postToPublicUrl(delivery.webhook.url, { body: delivery.body, headers }, options))
	} catch (error) {
		const code =
			error instanceof WebhookUrlError ? error.code : error instanceof UrlFetchError ? webhookErrorCode(error.reason) : null
		if (!code) throw error
		const refused = error instanceof WebhookUrlError || (error instanceof UrlFetchError && isRefusedAddress(error.reason))
		await record({ lastStatus: null, lastErrorCode: code })
		console.info(`[webhooks] Entrega ${deliveryId} (${delivery.event}), intento ${attempts}: ${code}`)
		throw new WebhookDeliveryError(code, refused, error instanceof Error ? error.message : String(error))
	}
	if (status >= 200 && status <= 299) {
		await record({ lastStatus: status, lastErrorCode: null, deliveredAt: now() })
		console.info(`[webhooks] Entrega ${deliveryId} (${delivery.event}), intento ${attempts}: entregada (HTTP ${status})`)
		return 'delivered'
	}
	await record({ lastStatus: status, lastErrorCode: 'WEBHOOK_HTTP_ERROR' })
	console.info(`[webhooks] Entrega ${deliveryId} (${delivery.event}), intento ${attempts}: HTTP ${status}`)
	throw new WebhookDeliveryError('WEBHOOK_HTTP_ERROR', false, `El receptor respondió HTTP ${status}`)
}

/** Errors no retry can fix: the address is refused. */
export function isRefusedDelivery(error: unknown) {
	return error instanceof WebhookDeliveryError && error.refused
}

/** The delivery was given up (every retry failed, or the address is refused): the log says so. */
export async function giveUpWebhookDelivery(deliveryId: string, now = new Date()) {
	await prisma.webhookDelivery.updateMany({ where: { id: deliveryId, deliveredAt: null }, data: { failedAt: now } })
}
