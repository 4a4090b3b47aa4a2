import { wavToMp3 } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { openFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { speechProviderFor } from '#app/modules/audio/speech-providers.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { countInWindow } from '#app/utils/counted-window.server.ts'
import { MAX_PREVIEW_CHARS } from '../voice-preview-schema.ts'
import { clonedVoiceId } from './cloned-voice-id.ts'
import { type ClonedVoice, requireCloningInPlan, VoiceLimitError, voiceFolder } from './cloned-voices.server.ts'

/** The preview is refused: nothing to say, or the voice cannot speak yet. */
export class PreviewRefusedError extends Error {
	override name = 'PreviewRefusedError'
}

/** A user has asked for too many previews lately (each one costs provider credits). */
class PreviewRateError extends Error {
	override name = 'PreviewRateError'
}

/** At most this many previews per user in PREVIEW_WINDOW_MS, counted across every node. */
export const PREVIEWS_PER_WINDOW = 20
const PREVIEW_WINDOW_MS = 10 * 60_000
/** How long a client told to wait (429) waits at most: the window's length. */
const PREVIEW_RETRY_AFTER_SECONDS = PREVIEW_WINDOW_MS / 1000

/**
 * Counts one preview of the user's, whatever the voice (each one costs provider credits): PreviewRateError past
 * PREVIEWS_PER_WINDOW in the window.
 */
export async function countPreview(userId: string) {
	const count = await countInWindow(`voice-preview:${userId}`, PREVIEW_WINDOW_MS)
	if (count > PREVIEWS_PER_WINDOW) throw new PreviewRateError('Demasiadas vistas previas: espera unos minutos.')
}

/**
 * The user's own completed voice (requireClonedVoice) saying `text` (cut to MAX_PREVIEW_CHARS, then made speakable as
 * any script line is: numbers, abbreviations and symbols as words), as MP3. A plan without cloning is
 * VoiceLimitError; more than PREVIEWS_PER_WINDOW in ten minutes is PreviewRateError.
 */
export async function previewClonedVoice(voice: ClonedVoice, text: string) {
	if (voice.status !== 'completed') throw new PreviewRefusedError('La voz aún no está lista.')
	await requireCloningInPlan(voice.userId)
	const speakable = speakableText(text.slice(0, MAX_PREVIEW_CHARS), 'castellano').trim()
	if (!speakable) throw new PreviewRefusedError('No hay texto que leer.')
	await countPreview(voice.userId)
	const id = clonedVoiceId(voice.id)
	const { audio, format } = await speechProviderFor(id).synthesise({ voiceId: id, text: speakable })
	return format === 'mp3' ? audio : wavToMp3(audio)
}

/** Where a voice's last preview is kept for a page without JavaScript: in the voice's folder, deleted with it. */
const previewKey = (userId: string, voiceId: string) => `${voiceFolder(userId, voiceId)}/preview.mp3`

/**
 * Keeps a preview for the page to play: without JavaScript the preview form's answer cannot play in the page, so
 * the page is drawn again with a player of this file (one per voice, the newest).
 */
export async function keepPreview(voice: ClonedVoice, mp3: Buffer) {
	await putFile(previewKey(voice.userId, voice.id), mp3)
}

/** The kept preview of the user's own voice (requireClonedVoice), to serve in ranges; null when there is none. */
export function keptPreview(voice: ClonedVoice) {
	return openFile(previewKey(voice.userId, voice.id))
}

/** Why a preview was not made; each has a sentence in locales/<lng>/voices.json (`preview.problems.<code>`). */
export type PreviewProblem = 'refused' | 'notInPlan' | 'rate' | 'failed'

/** The problem behind what previewClonedVoice threw; anything else is not a refusal and is thrown on. */
export function previewProblemOf(error: unknown): PreviewProblem {
	if (error instanceof PreviewRefusedError) return 'refused'
	if (error instanceof VoiceLimitError) return 'notInPlan'
	if (error instanceof PreviewRateError) return 'rate'
	if (error instanceof SpeechProviderError) {
		console.warn('[voices] preview failed', error.message)
		return 'failed'
	}
	throw error
}

/** The status of each refusal (and how long to wait before another), for the page's island and the JSON API alike. */
export const PREVIEW_REFUSALS: Record<PreviewProblem, { status: 400 | 403 | 429 | 502; headers?: Record<string, string> }> = {
	refused: { status: 400 },
	notInPlan: { status: 403 },
	rate: { status: 429, headers: { 'Retry-After': String(PREVIEW_RETRY_AFTER_SECONDS) } },
	failed: { status: 502 },
}

/** The answer to the page's island, which plays the MP3 itself: `{ error }` and a status that says why. */
export function previewRefusal(problem: PreviewProblem) {
	const { status, headers } = PREVIEW_REFUSALS[problem]
	return Response.json({ error: problem }, { status, headers })
}

/** A preview's MP3 as the answer to a client that plays it at once (never cached: each one is made anew). */
export function previewAudioResponse(mp3: Buffer) {
	return new Response(new Uint8Array(mp3), {
		headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(mp3.length), 'Cache-Control': 'no-store' },
	})
}
