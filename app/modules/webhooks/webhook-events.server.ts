import crypto from 'node:crypto'
import type { Tx } from '#app/utils/db.server.ts'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import { enqueue } from '#app/utils/queue.server.ts'
import type { WebhookEvent } from './webhook-schemas.ts'

/**
 * An episode's event for each of its owner's webhooks, in the transition's transaction (as its mail is): a delivery
 * row with the body to send, and its `webhook-delivery` job, exist only if the transition commits. The body is fixed
 * now, so every attempt sends the same event with the episode as it was. Nothing without webhooks.
 */
export async function scheduleWebhookEvent(tx: Tx, episodeId: string, type: WebhookEvent, now = new Date()) {
	const episode = await tx.episode.findUniqueOrThrow({
		where: { id: episodeId },
		select: {
			id: true,
			userId: true,
			title: true,
			podcastName: true,
			step: true,
			status: true,
			duration: true,
			audioUrl: true,
			errorCode: true,
		},
	})
	const webhooks = await tx.webhook.findMany({ where: { userId: episode.userId }, select: { id: true } })
	if (webhooks.length === 0) return []
	const eventId = crypto.randomUUID()
	const body = JSON.stringify({
		id: eventId,
		type,
		createdAt: now.toISOString(),
		data: {
			episode: {
				id: episode.id,
				title: episode.title,
				podcastName: episode.podcastName,
				step: episode.step,
				status: episode.status,
				duration: episode.duration,
				// absolute: the receiver is on another site
				audioUrl: episode.audioUrl && new URL(episode.audioUrl, appUrl()).href,
				errorCode: episode.errorCode,
			},
		},
	})
	const deliveries: string[] = []
	for (const webhook of webhooks) {
		const { id } = await tx.webhookDelivery.create({
			data: { webhookId: webhook.id, eventId, event: type, episodeId, body },
			select: { id: true },
		})
		// the first retry's delay, doubled at each retry up to the queue's cap (queue.server.ts)
		await enqueue('webhook-delivery', { deliveryId: id }, { tx, retryDelay: getEnv().WEBHOOK_RETRY_DELAY_SECONDS })
		deliveries.push(id)
	}
	return deliveries
}
