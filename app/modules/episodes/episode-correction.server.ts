/** A user's correction of a complete episode (ADR 0051): the corrected script read, checked and handed to the job. */
import type { Prisma } from '#app/generated/prisma/client.ts'
import { CorrectionLimitError } from './correction-limit.server.ts'
import type { CorrectionError } from './episode-correction.ts'
import { retryCorrection, startCorrection } from './episode-lifecycle.server.ts'
import { readScriptText } from './episode-script.server.ts'
import { EpisodeVoiceError, requireUsableEpisodeVoices } from './episode-voices.server.ts'

/** The fields a correction reads (requireOwnEpisode's select). */
export const correctionSelect = {
	id: true,
	presenterName: true,
	guestName: true,
	isMonologue: true,
	scriptData: true,
	presenterVoiceId: true,
	guestVoiceId: true,
} as const satisfies Prisma.EpisodeSelect

type CorrectedEpisode = Prisma.EpisodeGetPayload<{ select: typeof correctionSelect }>

type CorrectionAnswer = { ok: true } | { ok: false; error: CorrectionError }

/**
 * The corrected script text of a complete episode (the preview step's 'NOMBRE: texto' format, read by the same
 * parser) becomes a correction: only its changed lines will be synthesised again, and no episode of the month is used.
 * The same text as the episode's is a correction too: lines whose pronunciation changed since are said anew.
 */
export async function correctEpisode(userId: string, episode: CorrectedEpisode, text: string): Promise<CorrectionAnswer> {
	const read = readScriptText(episode, text)
	if (!read.ok) return read
	return started(userId, episode, () => startCorrection(userId, episode.id, { data: read.script, text: read.text }))
}

/** A failed correction made again with the corrected script it kept. */
function retryEpisodeCorrection(userId: string, episode: CorrectedEpisode): Promise<CorrectionAnswer> {
	return started(userId, episode, () => retryCorrection(userId, episode.id))
}

/** The voices must still be usable (a cloned one may be gone); then the transition, and its refusals as errors. */
async function started(userId: string, episode: CorrectedEpisode, start: () => Promise<boolean>): Promise<CorrectionAnswer> {
	try {
		await requireUsableEpisodeVoices(userId, episode)
		if (await start()) return { ok: true }
		return { ok: false, error: { key: 'episode.correction.busy' } }
	} catch (error) {
		if (error instanceof EpisodeVoiceError) return { ok: false, error: { key: 'episode.correction.voice' } }
		if (!(error instanceof CorrectionLimitError)) throw error
		const hours = Math.max(1, Math.ceil((error.resetAt.getTime() - Date.now()) / 3_600_000))
		return { ok: false, error: { key: 'episode.correction.limit', values: { limit: error.limit, hours } } }
	}
}

/**
 * The correction forms of the complete step and of the library's script page: `correct` with the script text, or
 * `retry-correction`. Null once the correction started (the page then shows its progress); else the refusal, with
 * the text sent to show again and the status to answer with.
 */
export async function correctionAction(userId: string, episode: CorrectedEpisode, form: FormData) {
	const retry = form.get('intent') === 'retry-correction'
	const text = retry ? undefined : String(form.get('script') ?? '')
	const answer = text === undefined ? await retryEpisodeCorrection(userId, episode) : await correctEpisode(userId, episode, text)
	if (answer.ok) return null
	const { key } = answer.error
	const status =
		key === 'episode.correction.limit' ? 429 : key === 'episode.correction.busy' || key === 'episode.correction.voice' ? 409 : 400
	return { error: answer.error, text, status } as const
}
