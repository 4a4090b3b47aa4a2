import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { MAX_WEBHOOKS, webhookUrlSchema } from '#app/modules/webhooks/webhook-schemas.ts'
import { WebhookUrlError } from '#app/modules/webhooks/webhook-url.server.ts'
import { createWebhook, listWebhooks, TooManyWebhooksError } from '#app/modules/webhooks/webhooks.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'

/** GET /api/webhooks → `{ webhooks, max }`: the user's webhooks, each with its 10 latest deliveries. */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	return Response.json(
		{ webhooks: await listWebhooks(userId), max: MAX_WEBHOOKS },
		{ headers: { 'Cache-Control': 'private, no-cache' } },
	)
}

/**
 * POST /api/webhooks `{ url }` → 201 `{ id, url, createdAt, secret }`, the secret shown this once. The address must
 * be https and public (checked as content URLs are: 400 with the reason's code and `fields.url`); an account holds
 * at most MAX_WEBHOOKS (409 WEBHOOK_TOO_MANY).
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['GET', 'POST'])
	const userId = await requireApiUserId(request)
	const { url } = await readApiBody(request, webhookUrlSchema.strict(), 'app')
	try {
		const webhook = await createWebhook(userId, url)
		return Response.json(webhook, { status: 201, headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof WebhookUrlError) {
			const fields = { url: [errorTextIn(await getLanguage(request), { code: error.code })] }
			return apiError(request, 400, { code: error.code }, { fields })
		}
		if (error instanceof TooManyWebhooksError) return apiError(request, 409, { code: 'WEBHOOK_TOO_MANY' })
		throw error
	}
}
