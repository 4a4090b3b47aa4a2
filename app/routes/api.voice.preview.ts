import type { ActionFunctionArgs } from '@remix-run/node'
import { requireClonedVoice } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import {
	previewAudioResponse,
	previewClonedVoice,
	previewProblemOf,
	previewRefusal,
} from '#app/modules/voices/cloning/voice-preview.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

/**
 * POST /api/voice/preview (a form: voiceId, text): the user's completed cloned voice saying the text, as MP3; or
 * `{ error }` (refused, notInPlan, rate, failed) with its status. Another user's voice is a 404 `{ error, code: 'VOICE_NOT_FOUND' }`.
 */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const form = await parsePlainForm(request)
	const field = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : ''
	}
	const voice = await requireClonedVoice(userId, field('voiceId'), { request })
	try {
		return previewAudioResponse(await previewClonedVoice(voice, field('text')))
	} catch (error) {
		return previewRefusal(previewProblemOf(error))
	}
}

export const loader = postOnly
