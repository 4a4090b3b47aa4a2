import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { voicePreviewRefusal } from '#app/modules/api/api-voices.server.ts'
import { previewAudioResponse, previewProblemOf } from '#app/modules/voices/cloning/voice-preview.server.ts'
import { previewAnyVoice } from '#app/modules/voices/voice-audio-preview.server.ts'
import { audioPreviewSchema } from '#app/modules/voices/voice-preview-schema.ts'
import { VoiceNotFoundError } from '#app/modules/voices/voice-sample.server.ts'

/**
 * POST /api/audio-preview `{ text, voiceId, duration = 8 }`: any voice the user can choose (GET /api/voices/{language})
 * saying the text, as MP3 of at most `duration` seconds. Counted with the cloned voices' previews (429 with
 * Retry-After past them); a voice that is not theirs to choose is a 404 `VOICE_NOT_FOUND`.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const { voiceId, text, duration } = await readApiBody(request, audioPreviewSchema, 'voices')
	try {
		return previewAudioResponse(await previewAnyVoice(userId, { voiceId, text, seconds: duration }))
	} catch (error) {
		if (error instanceof VoiceNotFoundError) return apiError(request, 404, { code: 'VOICE_NOT_FOUND' })
		return voicePreviewRefusal(request, previewProblemOf(error))
	}
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
