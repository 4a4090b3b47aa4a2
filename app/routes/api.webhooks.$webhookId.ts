import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { deleteWebhook } from '#app/modules/webhooks/webhooks.server.ts'

/**
 * DELETE /api/webhooks/{id} → `{ deleted: true }`: the webhook, its log and its pending deliveries go. Another user's
 * webhook is a 404, as a missing one.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireApiMethod(request, ['DELETE'])
	const userId = await requireApiUserId(request)
	if (!(await deleteWebhook(userId, params.webhookId ?? ''))) throw await notFound(request, 'WEBHOOK_NOT_FOUND')
	return Response.json({ deleted: true })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['DELETE'])
