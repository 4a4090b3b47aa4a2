import { takeUploadAllowance } from '#app/modules/quota/upload-allowance.server.ts'
import { createClonedVoice, VoiceLimitError } from './cloned-voices.server.ts'
import { cloningAllowance } from './cloning-allowance.server.ts'
import type { KeptSample, UploadProblem } from './voice-refusal.ts'
import { checkVoiceForm, forgetKeptSample, keepSample, keptSample, type VoiceForm } from './voice-upload.server.ts'

export type VoiceSubmission =
	| { created: true; voiceId: string }
	| { created: false; problem: UploadProblem; limit: number; sample: KeptSample | null }

/**
 * The create form of /voice-cloning (and POST /api/voice/upload) as read by readVoiceForm: the plan gate, the
 * checks in checkVoiceForm's order, then the new voice and its clone job. A sample the last refusal kept stands in for
 * the file when none is chosen this time; a refusal only for the name or the consent keeps a good sample (a page
 * without JavaScript cannot hold the file; an API client can, and sends it again).
 */
export async function submitVoice(
	userId: string,
	sent: VoiceForm,
	{ keepRefusedSample = true }: { keepRefusedSample?: boolean } = {},
): Promise<VoiceSubmission> {
	const { limit } = await cloningAllowance(userId)
	const kept = sent.file ? null : await keptSample(userId, sent.kept)
	const form = kept ? { ...sent, file: kept.file } : sent
	const refuse = (problem: UploadProblem, sample: KeptSample | null = null) =>
		({ created: false, problem, limit, sample }) as const
	if (limit === 0) return refuse('notInPlan')
	const checked = await checkVoiceForm(form)
	if ('problem' in checked) {
		const worthKeeping = keepRefusedSample && checked.problem === 'incomplete' && form.file
		const sample = worthKeeping ? (kept?.kept ?? (await keepSample(userId, form))) : null
		return sample === 'uploadLimit' ? refuse('uploadLimit') : refuse(checked.problem, sample)
	}
	// a kept sample was counted when it was kept
	if (!kept && !(await takeUploadAllowance(userId, checked.sample.audio.length))) return refuse('uploadLimit')
	let voiceId: string
	try {
		voiceId = await createClonedVoice({
			userId,
			name: form.name,
			accent: form.accent,
			sample: checked.sample,
			seconds: checked.sample.seconds,
		})
	} catch (error) {
		if (error instanceof VoiceLimitError) return refuse('limit')
		throw error
	}
	if (kept) await forgetKeptSample(kept.kept)
	return { created: true, voiceId }
}
