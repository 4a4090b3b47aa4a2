import type { ActionFunctionArgs } from '@remix-run/node'
import { apiOrigin } from '#app/modules/api/api-access.server.ts'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { newUploadUrl } from '#app/modules/api/api-objects.server.ts'

/**
 * POST /api/objects/upload → `{ uploadURL, expiresAt }`: a one-use address on this server, good for 15 minutes, to
 * PUT an image's bytes to (then PUT /api/user/avatar with the `objectPath` that answers). See api-objects.server.ts.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const { uploadURL, expiresAt } = newUploadUrl(userId, apiOrigin(request))
	return Response.json({ uploadURL, expiresAt: expiresAt.toISOString() }, { headers: { 'Cache-Control': 'no-store' } })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
