import { z } from 'zod'

/** Webhooks an account may have at once: a few receivers (a CMS, an automation), not a fan-out service. */
export const MAX_WEBHOOKS = 5
const WEBHOOK_URL_MAX = 2000

/**
 * A webhook's address as typed, in the settings form and POST /api/webhooks. Only its presence and length here: the
 * rules that need the network (https, a public host) are webhook-url.server.ts's, with their own error codes.
 */
export const webhookUrlSchema = z.object({
	url: z
		.string({ error: 'settings.errors.webhookUrl' })
		.trim()
		.min(1, { error: 'settings.errors.webhookUrl' })
		.max(WEBHOOK_URL_MAX, { error: 'settings.errors.webhookUrlTooLong' }),
})

export const createWebhookSchema = webhookUrlSchema.extend({ intent: z.literal('create-webhook') })

/** The webhook to delete, by its id (another account's id deletes nothing: deleteWebhook checks). */
export const deleteWebhookSchema = z.object({ intent: z.literal('delete-webhook'), webhookId: z.string().max(100) })

/** The events a webhook receives. */
export const webhookEvents = ['episode.completed', 'episode.failed'] as const
export type WebhookEvent = (typeof webhookEvents)[number]
