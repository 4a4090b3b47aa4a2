import type { ElevenLabsApi } from './client.server.ts'
import { elevenLabsFailure } from './speech.server.ts'

/** A sample for instant voice cloning, already normalised (MP3, mono). */
export type CloneSample = { audio: Buffer; fileName: string; contentType: string }

/**
 * ElevenLabs instant voice cloning (POST /v1/voices/add): a new voice of the account made from `sample`; resolves
 * with its ElevenLabs id. One request, never retried here (the caller retries, as synthesiseLines does); failures
 * are SpeechProviderError as for speech (elevenLabsFailure): rate_limited and server are worth another try,
 * credits_exhausted and invalid (a refused sample, a full voice slot list) are not.
 */
export async function createInstantVoice(
	client: ElevenLabsApi,
	{
		name,
		sample,
		description,
		labels,
		signal,
	}: { name: string; sample: CloneSample; description?: string; labels?: Record<string, string>; signal?: AbortSignal },
): Promise<string> {
	try {
		const created = await client.voices.ivc.create(
			{
				name,
				files: [{ data: sample.audio, filename: sample.fileName, contentType: sample.contentType }],
				// the sample was trimmed and levelled already; the isolation model can make clean speech worse
				removeBackgroundNoise: false,
				...(description && { description }),
				...(labels && { labels }),
			},
			{ abortSignal: signal, maxRetries: 0 },
		)
		return created.voiceId
	} catch (error) {
		if (signal?.aborted) throw signal.reason
		throw elevenLabsFailure(error)
	}
}

/** Deletes a voice of the account; one already gone (404) counts as deleted. */
export async function deleteProviderVoice(client: ElevenLabsApi, voiceId: string, { signal }: { signal?: AbortSignal } = {}) {
	try {
		await client.voices.delete(voiceId, { abortSignal: signal, maxRetries: 0 })
	} catch (error) {
		// the SDK's ElevenLabsError carries the status; read structurally so this file loads no SDK value (lazy SDKs)
		if ((error as { statusCode?: unknown } | null)?.statusCode === 404) return
		throw elevenLabsFailure(error)
	}
}
