import fs from 'node:fs/promises'
import path from 'node:path'
import { getElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import { createInstantVoice, deleteProviderVoice } from '#app/integrations/elevenlabs/voice-cloning.server.ts'
import { withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { ANALYSIS_SAMPLE_RATE, decodeMonoPcm, normaliseVoiceSample } from '#app/integrations/ffmpeg/voice-sample-audio.server.ts'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { isRetryable, retryDelayMs } from '#app/modules/audio/synthesise-lines.server.ts'
import type { VoiceCloneErrorCode } from '#app/modules/errors/error-codes.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { prisma } from '#app/utils/db.server.ts'
import { withRetries } from '#app/utils/retry.ts'
import { approximateVoice } from './local-approximation.server.ts'
import { type VoiceAccent, voiceAccentOf } from './voice-accent.ts'
import { measureVoice } from './voice-measures.ts'

/** A failure that is the sample's, not the moment's: given up at once with its code. */
class CloneFailure extends Error {
	override name = 'CloneFailure'
	readonly code: VoiceCloneErrorCode
	constructor(code: VoiceCloneErrorCode) {
		super(code)
		this.code = code
	}
}

/** The most of a sample measured for the local approximation (and the pitch kept with every voice). */
const MEASURED_SECONDS = 120

/** The clone's accent label at ElevenLabs (as its voice library writes them). */
const PROVIDER_ACCENT: Record<VoiceAccent, string> = { castellano: 'peninsular', latino: 'latin american' }

export type CloneOptions = {
	/** the first retry's wait (doubling), unless the provider says how long (Retry-After); tests pass a few ms */
	baseDelayMs?: number
	signal?: AbortSignal
}

/**
 * The job `voice-clone`: clones a 'processing' voice from its stored sample and marks it 'completed'. With
 * ELEVENLABS_API_KEY, ElevenLabs instant voice cloning of the sample normalised (mono, silence trimmed, levelled),
 * tried up to 4 times on a rate limit or a server error; without it, the local approximation (the closest local
 * voice tuned to the sample's pitch and pace). A voice deleted or already done is left alone (delivery is at least
 * once); a clone made for a voice deleted meanwhile is deleted at the provider again.
 */
export async function cloneVoice(voiceId: string, { baseDelayMs = 1000, signal }: CloneOptions = {}) {
	const voice = await prisma.clonedVoice.findUnique({ where: { id: voiceId } })
	if (voice?.status !== 'processing') return
	const sample = voice.audioFileUrl ? await readFile(voice.audioFileUrl) : null
	if (!sample) throw new CloneFailure('VOICE_SAMPLE_GONE')

	await withTempDir(async (dir) => {
		const file = path.join(dir, `sample${path.extname(voice.audioFileUrl ?? '')}`)
		await fs.writeFile(file, sample)
		const measured = measureVoice(await decodeMonoPcm(file, { maxSeconds: MEASURED_SECONDS, signal }), ANALYSIS_SAMPLE_RATE)
		const client = getElevenLabs()
		if (client) {
			const normalised = await normaliseVoiceSample(file, { signal })
			const providerVoiceId = await withRetries(
				() =>
					createInstantVoice(client, {
						name: voice.name,
						sample: { audio: normalised, fileName: 'muestra.mp3', contentType: 'audio/mpeg' },
						description: 'Voz clonada en Ondacast',
						labels: { language: 'es', accent: PROVIDER_ACCENT[voiceAccentOf(voice.accent)] },
						signal,
					}),
				{ attempts: 4, retryable: isRetryable, delayMs: (error, attempt) => retryDelayMs(error, attempt, baseDelayMs), signal },
			)
			const { count } = await prisma.clonedVoice.updateMany({
				where: { id: voice.id, status: 'processing' },
				data: {
					status: 'completed',
					engine: 'elevenlabs',
					elevenlabsVoiceId: providerVoiceId,
					medianPitchHz: measured?.medianPitchHz ?? null,
					completedAt: new Date(),
					errorCode: null,
				},
			})
			if (count === 0) await deleteProviderVoice(client, providerVoiceId)
			return
		}
		if (!measured) throw new CloneFailure('VOICE_SAMPLE_UNUSABLE')
		const approximation = await approximateVoice(measured, voiceAccentOf(voice.accent))
		await prisma.clonedVoice.updateMany({
			where: { id: voice.id, status: 'processing' },
			data: {
				status: 'completed',
				engine: 'local',
				localVoice: approximation,
				medianPitchHz: measured.medianPitchHz,
				completedAt: new Date(),
				errorCode: null,
			},
		})
	})
}

/** Failures retrying cannot fix: the sample's, a refusal by the provider, no credits. */
export function isPermanentCloneError(error: unknown) {
	if (error instanceof CloneFailure) return true
	return error instanceof SpeechProviderError && (error.kind === 'invalid' || error.kind === 'credits_exhausted')
}

/** The code a failure is stored with. */
export function cloneErrorCode(error: unknown): VoiceCloneErrorCode {
	if (error instanceof CloneFailure) return error.code
	if (error instanceof SpeechProviderError && error.kind === 'credits_exhausted') return 'VOICE_CLONE_CREDITS'
	if (error instanceof SpeechProviderError && error.kind === 'invalid') return 'VOICE_CLONE_REFUSED'
	return 'VOICE_CLONE_FAILED'
}
