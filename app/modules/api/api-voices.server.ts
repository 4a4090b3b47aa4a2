import type { VoiceApiErrorCode } from '#app/modules/errors/error-codes.ts'
import { secondsUntilAllowanceResets } from '#app/modules/quota/upload-allowance.server.ts'
import { clonedVoiceId } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { listClonedVoices } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { PREVIEW_REFUSALS, type PreviewProblem } from '#app/modules/voices/cloning/voice-preview.server.ts'
import type { UploadProblem } from '#app/modules/voices/cloning/voice-refusal.ts'
import { voiceRequirementsJson } from '#app/modules/voices/cloning/voice-requirements.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import type { Voice } from '#app/ports/speech.ts'
import { apiError } from './api-responses.server.ts'
import type { ApiErrorStatus } from './contract/api-call.ts'

/**
 * GET /api/voices/{language}: the voices the user can choose in these languages, as the create form offers them
 * (userVoices), each once: a cloned voice speaks both Spanish accents under one id.
 */
export async function apiVoicesIn(userId: string, languages: Voice['labels']['language'][]) {
	const seen = new Set<string>()
	return (await userVoices(userId)).filter((voice) => {
		if (!languages.includes(voice.labels.language) || seen.has(voice.voice_id)) return false
		seen.add(voice.voice_id)
		return true
	})
}

/**
 * GET /api/voice/cloned: the user's cloned voices as the page lists them, with `voiceId`, the id the episodes and
 * the voice lists name them by.
 */
export async function apiClonedVoices(userId: string) {
	return (await listClonedVoices(userId)).map((voice) => ({
		id: voice.id,
		voiceId: clonedVoiceId(voice.id),
		name: voice.name,
		accent: voice.accent,
		status: voice.status,
		errorCode: voice.errorCode,
		engine: voice.engine,
		canPreview: voice.canPreview,
		createdAt: voice.createdAt.toISOString(),
	}))
}

/** Each refusal of the voice form as the API says it: the status the call has always given it, and its code. */
const UPLOAD_REFUSALS: Record<UploadProblem, { status: ApiErrorStatus; code: VoiceApiErrorCode }> = {
	incomplete: { status: 400, code: 'VOICE_UPLOAD_INCOMPLETE' },
	format: { status: 415, code: 'VOICE_UPLOAD_FORMAT' },
	tooLarge: { status: 413, code: 'VOICE_UPLOAD_TOO_LARGE' },
	notAudio: { status: 400, code: 'VOICE_UPLOAD_NOT_AUDIO' },
	tooShort: { status: 400, code: 'VOICE_UPLOAD_TOO_SHORT' },
	tooLong: { status: 400, code: 'VOICE_UPLOAD_TOO_LONG' },
	silent: { status: 400, code: 'VOICE_UPLOAD_SILENT' },
	clipped: { status: 400, code: 'VOICE_UPLOAD_CLIPPED' },
	notSpeech: { status: 400, code: 'VOICE_UPLOAD_NOT_SPEECH' },
	limit: { status: 409, code: 'VOICE_LIMIT_REACHED' },
	notInPlan: { status: 403, code: 'VOICE_CLONING_NOT_IN_PLAN' },
	uploadLimit: { status: 429, code: 'VOICE_UPLOAD_DAILY_LIMIT' },
}

/** POST /api/voice/upload refused: `{ error, code }` with the figures the page's message names (and when to try again). */
export function voiceUploadRefusal(request: Request, problem: UploadProblem, limit: number) {
	const requirements = voiceRequirementsJson()
	const { status, code } = UPLOAD_REFUSALS[problem]
	const params = {
		formats: requirements.acceptedFormatNames.join(', '),
		mb: requirements.maxFileSize / (1024 * 1024),
		min: requirements.minDuration,
		max: requirements.maxDuration / 60,
		limit,
	}
	const headers: Record<string, string> =
		problem === 'uploadLimit' ? { 'Retry-After': String(secondsUntilAllowanceResets()) } : {}
	return apiError(request, status, { code, params }, { headers })
}

const PREVIEW_CODES: Record<PreviewProblem, VoiceApiErrorCode> = {
	refused: 'VOICE_PREVIEW_REFUSED',
	notInPlan: 'VOICE_CLONING_NOT_IN_PLAN',
	rate: 'VOICE_PREVIEW_RATE',
	failed: 'VOICE_PREVIEW_FAILED',
}

/** A preview refused (POST /api/voice/preview, /api/audio-preview): the page's statuses, a code, and Retry-After on a 429. */
export function voicePreviewRefusal(request: Request, problem: PreviewProblem) {
	const { status, headers } = PREVIEW_REFUSALS[problem]
	return apiError(request, status, { code: PREVIEW_CODES[problem] }, { headers })
}
