import crypto from 'node:crypto'
import { prisma } from '#app/utils/db.server.ts'
import { open, seal } from '#app/utils/encryption.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { MAX_WEBHOOKS } from './webhook-schemas.ts'
import { checkWebhookUrl } from './webhook-url.server.ts'

/** Secrets start with this, as Stripe's do: recognisable in a receiver's configuration and to secret scanners. */
const SECRET_PREFIX = 'whsec_'
/** The deliveries each webhook lists (settings, GET /api/webhooks). */
const RECENT_DELIVERIES = 10
/** The deliveries each webhook keeps; older ones go in the daily purge. */
const KEPT_DELIVERIES = 50

/** The account has MAX_WEBHOOKS already: delete one first. */
export class TooManyWebhooksError extends Error {
	override name = 'TooManyWebhooksError'
}

/** The secret is sealed for its own webhook: a value copied to another row does not open. */
const secretData = (webhookId: string) => `webhook:${webhookId}`

/** The signing secret of a webhook, opened from its sealed form. */
export function webhookSecret(webhook: { id: string; secret: string }) {
	return open(webhook.secret, secretData(webhook.id))
}

/**
 * Registers a webhook for the user: the address checked (webhook-url.server.ts: WebhookUrlError), at most
 * MAX_WEBHOOKS (TooManyWebhooksError), and a new signing secret, answered once and kept sealed.
 */
export async function createWebhook(userId: string, input: string) {
	const url = await checkWebhookUrl(input)
	const id = crypto.randomUUID()
	const secret = `${SECRET_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
	return prisma.$transaction(async (tx) => {
		// the user's row is locked so that two requests at once cannot both pass the count
		await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`
		if ((await tx.webhook.count({ where: { userId } })) >= MAX_WEBHOOKS) throw new TooManyWebhooksError()
		const webhook = await tx.webhook.create({
			data: { id, userId, url, secret: seal(secret, secretData(id)) },
			select: { id: true, url: true, createdAt: true },
		})
		return { ...webhook, secret }
	})
}

/** A delivery's state, from its dates: sent (a 2xx), given up after every retry, or still being tried. */
function deliveryStatus(delivery: { deliveredAt: Date | null; failedAt: Date | null }) {
	if (delivery.deliveredAt) return 'delivered' as const
	return delivery.failedAt ? ('failed' as const) : ('pending' as const)
}

/** The user's webhooks, oldest first, each with its most recent deliveries (never the secret). */
export async function listWebhooks(userId: string) {
	const webhooks = await prisma.webhook.findMany({
		where: { userId },
		orderBy: { createdAt: 'asc' },
		select: {
			id: true,
			url: true,
			createdAt: true,
			deliveries: {
				orderBy: { createdAt: 'desc' },
				take: RECENT_DELIVERIES,
				select: {
					id: true,
					event: true,
					episodeId: true,
					attempts: true,
					lastStatus: true,
					lastErrorCode: true,
					deliveredAt: true,
					failedAt: true,
					createdAt: true,
				},
			},
		},
	})
	return webhooks.map((webhook) => ({
		...webhook,
		deliveries: webhook.deliveries.map((delivery) => ({ ...delivery, status: deliveryStatus(delivery) })),
	}))
}

/** Deletes one of the user's webhooks and its log (another user's id deletes nothing): whether one went. */
export async function deleteWebhook(userId: string, webhookId: string) {
	if (!isUuid(webhookId)) return false
	return (await prisma.webhook.deleteMany({ where: { id: webhookId, userId } })).count > 0
}

/** Each webhook's deliveries past its last KEPT_DELIVERIES, deleted by the daily maintenance. */
export async function purgeOldWebhookDeliveries() {
	return prisma.$executeRaw`
		DELETE FROM webhook_deliveries WHERE id IN (
			SELECT id FROM (
				SELECT id, row_number() OVER (PARTITION BY "webhookId" ORDER BY "createdAt" DESC, id) AS place
				FROM webhook_deliveries
			) ranked WHERE place > ${KEPT_DELIVERIES}
		)`
}
