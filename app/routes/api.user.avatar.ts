import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { readOwnObject } from '#app/modules/api/api-objects.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { avatarBodySchema } from '#app/modules/api/contract/settings-schemas.ts'
import { AvatarError, saveAvatarImage } from '#app/modules/settings/settings.server.ts'

/**
 * PUT /api/user/avatar `{ avatarURL }` → `{ objectPath }`: an image the caller uploaded (POST /api/objects/upload,
 * then PUT) becomes the profile picture, with the settings page's checks and processing (5 MB, an image by its
 * content, 256x256 WebP); `objectPath` is the picture's address. Another user's object, or none, is a 404.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['PUT'])
	const userId = await requireApiUserId(request)
	const { avatarURL } = await readApiBody(request, avatarBodySchema, 'app')
	const bytes = await readOwnObject(userId, avatarURL)
	if (!bytes) return apiError(request, 404, 'API_OBJECT_NOT_FOUND')
	try {
		return Response.json({ objectPath: await saveAvatarImage(userId, bytes) }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (!(error instanceof AvatarError)) throw error
		return apiError(
			request,
			error.reason === 'tooBig' ? 413 : 415,
			error.reason === 'tooBig' ? 'API_IMAGE_TOO_LARGE' : 'API_IMAGE_INVALID',
		)
	}
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['PUT'])
