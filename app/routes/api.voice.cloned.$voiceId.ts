import type { ActionFunctionArgs } from '@remix-run/node'
import { deleteClonedVoice, requireClonedVoice } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

/**
 * POST /api/voice/cloned/{id}: deletes the voice (the provider's copy, the sample, the row), as the page's delete
 * does; `{ deleted: true }`. (POST, not DELETE: the app takes state changes only as same-origin form POSTs,
 * server/request-guards.ts.) Another user's voice is a 404 `{ error, code: 'VOICE_NOT_FOUND' }`; a provider that fails keeps the voice (502).
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const voice = await requireClonedVoice(userId, params.voiceId, { request })
	if ((await deleteClonedVoice(voice)) === 'kept') {
		return Response.json({ error: 'deleteFailed' }, { status: 502 })
	}
	return Response.json({ deleted: true })
}

export const loader = postOnly
