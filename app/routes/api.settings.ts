import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiCaller, requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { patchSettings } from '#app/modules/api/api-settings.server.ts'
import { settingsPatchSchema } from '#app/modules/api/contract/settings-schemas.ts'
import { EmailTakenError } from '#app/modules/auth/users.server.ts'
import { getSettings } from '#app/modules/settings/settings.server.ts'

/** GET /api/settings → the settings object the settings page shows: `{ account, preferences, notifications }`. */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	return Response.json(await getSettings(userId), { headers: { 'Cache-Control': 'private, no-cache' } })
}

/**
 * PATCH /api/settings `{ account: {…} }`, `{ preferences: {…} }` or `{ notifications: {…} }` (one section; fields left
 * out keep their value) → the new settings object. The page's forms' rules field by field (400 with `fields`); an
 * e-mail another account has is a 409 API_EMAIL_TAKEN; a new e-mail revokes every API token of the account but the
 * one that made the call.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['GET', 'PATCH'])
	const { userId, tokenId } = await requireApiCaller(request)
	const patch = await readApiBody(request, settingsPatchSchema, 'app')
	try {
		return Response.json(await patchSettings(userId, patch, { tokenId }), { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof EmailTakenError) return apiError(request, 409, 'API_EMAIL_TAKEN')
		throw error
	}
}
