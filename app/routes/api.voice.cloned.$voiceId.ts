import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { clonedVoiceRowId } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { deleteClonedVoice, requireClonedVoice } from '#app/modules/voices/cloning/cloned-voices.server.ts'

/**
 * DELETE /api/voice/cloned/{id} (its id, or its `cv-` id): deletes the voice (the provider's copy, the sample, the
 * row), as the page's delete does; `{ deleted: true }`. Another user's voice is a 404 `VOICE_NOT_FOUND`; a provider
 * that fails keeps the voice (502 `VOICE_DELETE_FAILED`).
 */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireApiMethod(request, ['DELETE'])
	const userId = await requireApiUserId(request)
	const id = params.voiceId ?? ''
	const voice = await requireClonedVoice(userId, clonedVoiceRowId(id) ?? id, { request })
	if ((await deleteClonedVoice(voice)) === 'kept') return apiError(request, 502, { code: 'VOICE_DELETE_FAILED' })
	return Response.json({ deleted: true })
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['DELETE'])
