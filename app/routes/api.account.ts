import type { ActionFunctionArgs } from '@remix-run/node'
import { deleteAccount } from '#app/modules/account/delete-account.server.ts'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { cancelSubscriptionBeforeDeletion } from '#app/modules/billing/manage-subscription.server.ts'

/**
 * DELETE /api/account → `{ deleted: true }`: the settings page's deletion (its episodes, voices, files, sessions and
 * API tokens with it, and the confirmation mail). The subscription is cancelled first, as on the page: when the
 * payments side cannot be reached nothing is deleted and the answer is 503 SUBSCRIPTION_CANCEL_FAILED.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['DELETE'])
	const userId = await requireApiUserId(request)
	if (!(await cancelSubscriptionBeforeDeletion(userId))) return apiError(request, 503, { code: 'SUBSCRIPTION_CANCEL_FAILED' })
	await deleteAccount(userId)
	return Response.json({ deleted: true }, { headers: { 'Cache-Control': 'no-store' } })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['DELETE'])
