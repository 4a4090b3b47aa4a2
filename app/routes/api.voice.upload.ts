import type { ActionFunctionArgs } from '@remix-run/node'
import type { UploadProblem } from '#app/modules/voices/cloning/voice-refusal.ts'
import { submitVoice } from '#app/modules/voices/cloning/voice-submission.server.ts'
import { readVoiceForm } from '#app/modules/voices/cloning/voice-upload.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

const STATUS: Partial<Record<UploadProblem, number>> = {
	notInPlan: 403,
	limit: 409,
	tooLarge: 413,
	format: 415,
	uploadLimit: 429,
}

/**
 * POST /api/voice/upload (multipart: audio, name, acceptedTerms='true'): the same checks and limits as the page's
 * form; 201 `{ id, status: 'processing' }` (poll GET /api/voice/cloned), or `{ error, limit }` with the problem's
 * code (locales/<lng>/voices.json `problems.<code>`) and a status that says why.
 */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const form = await readVoiceForm(request)
	const submitted = await submitVoice(userId, form, { keepRefusedSample: false })
	if (!submitted.created) {
		return Response.json({ error: submitted.problem, limit: submitted.limit }, { status: STATUS[submitted.problem] ?? 400 })
	}
	return Response.json({ id: submitted.voiceId, status: 'processing' }, { status: 201 })
}

export const loader = postOnly
