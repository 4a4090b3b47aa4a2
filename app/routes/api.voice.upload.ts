import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { withIdempotency } from '#app/modules/api/api-idempotency.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { voiceUploadRefusal } from '#app/modules/api/api-voices.server.ts'
import { clonedVoiceId } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { submitVoice } from '#app/modules/voices/cloning/voice-submission.server.ts'
import { readVoiceForm } from '#app/modules/voices/cloning/voice-upload.server.ts'
import { isMultipartForm } from '#app/utils/multipart-form.server.ts'

/**
 * POST /api/voice/upload (multipart: audio, name, acceptedTerms='true', accent castellano|latino): the same checks and
 * limits as the page's form (its body cap is the call's, in app/modules/api/contract/voice-calls.ts); 201
 * `{ id, voiceId, status: 'processing' }` (GET /api/voice/cloned says when it is done), or `{ error, code }` with the
 * status each problem has always had here. An `Idempotency-Key` makes a retry answer the first voice.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	if (!isMultipartForm(request)) throw await apiError(request, 415, 'API_MULTIPART_REQUIRED')
	return withIdempotency(request, userId, async () => {
		const form = await readVoiceForm(request).catch(async (error: unknown) => {
			// a multipart body that does not parse (readVoiceForm's plain-text 400) is answered as the API answers
			if (error instanceof Response && error.status === 400) throw await apiError(request, 400, 'API_BAD_REQUEST')
			throw error
		})
		const submitted = await submitVoice(userId, form, { keepRefusedSample: false })
		if (!submitted.created) return voiceUploadRefusal(request, submitted.problem, submitted.limit)
		return Response.json(
			{ id: submitted.voiceId, voiceId: clonedVoiceId(submitted.voiceId), status: 'processing' },
			{ status: 201, headers: { Location: '/api/voice/cloned' } },
		)
	})
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
