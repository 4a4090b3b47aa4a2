import { deliverWebhook, giveUpWebhookDelivery, isRefusedDelivery } from '#app/modules/webhooks/webhook-delivery.server.ts'
import { defineJob } from '../define-job.ts'

/**
 * Queue `webhook-delivery`: one event to one webhook. A failed attempt throws, for pg-boss to retry with backoff
 * (the queue's policy); after the last one, or at once for an address that is refused, the log shows it failed.
 */
export const handleWebhookDelivery = defineJob('webhook-delivery', {
	run: async ({ deliveryId }) => ({ outcome: await deliverWebhook(deliveryId) }),
	permanent: isRefusedDelivery,
	giveUp: ({ deliveryId }) => giveUpWebhookDelivery(deliveryId),
})
