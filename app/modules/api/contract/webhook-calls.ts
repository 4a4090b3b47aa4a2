import { z } from 'zod'
import { webhookEvents, webhookUrlSchema } from '#app/modules/webhooks/webhook-schemas.ts'
import type { ApiCall } from './api-call.ts'

const EXAMPLE_ID = '5e0c8a52-3b7d-4f19-8d2e-6a4b1c9f0e37'

/** One attempt series of one event to one webhook, as the log shows it (app/modules/webhooks/webhooks.server.ts). */
const apiWebhookDeliverySchema = z
	.object({
		id: z.string().describe('also sent as the `Ondacast-Delivery` header'),
		event: z.enum(webhookEvents),
		episodeId: z.string(),
		status: z.enum(['pending', 'delivered', 'failed']),
		attempts: z.number().int(),
		lastStatus: z.number().int().nullable().describe('the HTTP status of the last attempt; null: no answer'),
		lastErrorCode: z.string().nullable().describe('why the last attempt failed (WEBHOOK_HTTP_ERROR, WEBHOOK_TIMEOUT…)'),
		deliveredAt: z.iso.datetime().nullable(),
		failedAt: z.iso.datetime().nullable(),
		createdAt: z.iso.datetime(),
	})
	.meta({ id: 'WebhookDelivery' })

const apiWebhookSchema = z
	.object({
		id: z.string(),
		url: z.string(),
		createdAt: z.iso.datetime(),
		deliveries: z.array(apiWebhookDeliverySchema).describe('the 10 most recent, newest first'),
	})
	.meta({ id: 'Webhook' })

const apiCreatedWebhookSchema = z.object({
	id: z.string(),
	url: z.string(),
	createdAt: z.iso.datetime(),
	secret: z
		.string()
		.describe(
			'the signing secret, shown once: each event carries `Ondacast-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`',
		),
})

export const webhookCalls: ApiCall[] = [
	{
		id: 'listWebhooks',
		method: 'get',
		path: '/api/webhooks',
		tag: 'webhooks',
		summary: { es: 'Los webhooks y sus últimas entregas', en: 'The webhooks and their latest deliveries' },
		auth: 'user',
		responses: { 200: z.object({ webhooks: z.array(apiWebhookSchema), max: z.number().int() }) },
		errors: [401],
	},
	{
		id: 'createWebhook',
		method: 'post',
		path: '/api/webhooks',
		tag: 'webhooks',
		summary: {
			es: 'Registrar una URL que recibe episode.completed y episode.failed firmados',
			en: 'Register a URL that receives signed episode.completed and episode.failed events',
		},
		auth: 'user',
		body: { type: 'json', schema: webhookUrlSchema.strict() },
		responses: { 201: apiCreatedWebhookSchema },
		errors: [400, 401, 409],
		example: { body: { url: 'https://ejemplo.es/ondacast/webhook' } },
	},
	{
		id: 'deleteWebhook',
		method: 'delete',
		path: '/api/webhooks/{webhookId}',
		tag: 'webhooks',
		summary: { es: 'Borrar un webhook y su registro de entregas', en: 'Delete a webhook and its delivery log' },
		auth: 'user',
		responses: { 200: z.object({ deleted: z.literal(true) }) },
		errors: [401, 404],
		example: { path: `/api/webhooks/${EXAMPLE_ID}` },
	},
]
