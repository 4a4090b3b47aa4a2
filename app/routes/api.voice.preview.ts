import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { voicePreviewRefusal } from '#app/modules/api/api-voices.server.ts'
import { clonedVoiceRowId } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { requireClonedVoice } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { previewAudioResponse, previewClonedVoice, previewProblemOf } from '#app/modules/voices/cloning/voice-preview.server.ts'
import { clonedVoicePreviewSchema } from '#app/modules/voices/voice-preview-schema.ts'

/**
 * POST /api/voice/preview `{ voiceId, text }`: the user's completed cloned voice saying the text, as MP3 (the page's
 * preview, with its limits); or `{ error, code }`: 400 nothing to say, 403 no cloning in the plan, 429 too many
 * (Retry-After), 502 the provider failed. Another user's voice is a 404 `VOICE_NOT_FOUND`.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const { voiceId, text } = await readApiBody(request, clonedVoicePreviewSchema, 'voices')
	const voice = await requireClonedVoice(userId, clonedVoiceRowId(voiceId) ?? voiceId, { request })
	try {
		return previewAudioResponse(await previewClonedVoice(voice, text))
	} catch (error) {
		return voicePreviewRefusal(request, previewProblemOf(error))
	}
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
