import crypto from 'node:crypto'
import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { type AudioFormat, type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { withRetries } from '#app/utils/retry.ts'
import { speakableText } from './speakable-text.ts'
import { type Pronunciations, phonemesIn } from './spoken-pronunciations.ts'

/** Part of every line's cache key: bump it when cached audio must not be reused (e.g. a provider's output changed). */
const CACHE_VERSION = 'v1'
const MAX_ATTEMPTS = 4
const MAX_RETRY_DELAY_MS = 30_000
const FORMATS: AudioFormat[] = ['wav', 'mp3']

// Errors of the connection rather than of the request: the same request may well work a moment later.
const NETWORK_ERROR_CODES = new Set([
	'ECONNRESET',
	'ECONNREFUSED',
	'ECONNABORTED',
	'ETIMEDOUT',
	'EPIPE',
	'EAI_AGAIN',
	'ENETUNREACH',
	'EHOSTUNREACH',
	'UND_ERR_SOCKET',
	'UND_ERR_CONNECT_TIMEOUT',
	'UND_ERR_HEADERS_TIMEOUT',
	'UND_ERR_BODY_TIMEOUT',
])

export type SpeechLine = { voiceId: string; text: string }

export type SynthesiseLinesOptions = {
	lines: SpeechLine[]
	provider: SpeechProvider
	/** The episode's language: every line is read through speakableText for it before it is synthesised or looked up. */
	language: ScriptLanguage
	/**
	 * The episode owner's pronunciation dictionary, applied by speakableText: a changed entry changes the speakable
	 * text, and so the cache key, of the lines that contain it only. A function gives each voice its own (an
	 * ElevenLabs voice is given the entries with IPA as a dictionary of its own rather than respelled); the phoneme
	 * entries a line contains are part of its cache key.
	 */
	pronunciations?: Pronunciations | ((voiceId: string) => Pronunciations)
	/** Provider calls at a time. */
	concurrency?: number
	/** Storage folder of the line cache, e.g. `speech-cache/<episodeId>`. */
	cachePrefix: string
	signal?: AbortSignal
	/** Called after every line, cached ones included. */
	onProgress?: (done: number, total: number) => void
	/** The first retry waits about this long, doubling each time (tests pass a few milliseconds). */
	baseDelayMs?: number
}

/**
 * The audio of every line, in the order of `lines`. Every provider is given the line's speakable text (numbers,
 * dates and acronyms as words; no URLs, symbols or markup: speakableText) and each line is kept in storage under a
 * hash of provider, voice and that text, so a run after a crash or a one-line edit only synthesises what is not there yet (and a line repeated
 * in the script is synthesised once). Provider calls run `concurrency` at a time; rate limits, server errors and
 * network errors are tried again with backoff (see retryDelayMs); the first failure that is final stops the rest.
 * An abort through `signal` rejects at once with its reason, even while a provider call that ignores the signal
 * is still running.
 */
export async function synthesiseLines({
	lines,
	provider,
	language,
	pronunciations,
	concurrency = 4,
	cachePrefix,
	signal,
	onProgress,
	baseDelayMs = 500,
}: SynthesiseLinesOptions): Promise<Buffer[]> {
	signal?.throwIfAborted()
	if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be ≥ 1: ${concurrency}`)
	const total = lines.length
	const results: Buffer[] = new Array(total)
	const byKey = new Map<string, Promise<Buffer>>()
	// Aborted by the caller or by the first failure: either way the other workers stop taking lines.
	const stop = new AbortController()
	const stopSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
	let next = 0
	let done = 0

	async function worker() {
		while (next < total) {
			stopSignal.throwIfAborted()
			const index = next++
			const { voiceId } = lines[index]!
			const dictionary = typeof pronunciations === 'function' ? pronunciations(voiceId) : pronunciations
			const line = { voiceId, text: speakableText(lines[index]!.text, language, dictionary) }
			const key = lineCacheKey(cachePrefix, provider.id, line, dictionary ? phonemesIn(line.text, dictionary) : [])
			let audio = byKey.get(key)
			if (!audio) {
				audio = line.text
					? cachedOrSynthesised(key, () => synthesiseWithRetries(provider, line, stopSignal, baseDelayMs))
					: Promise.resolve(SILENT_WAV)
				byKey.set(key, audio)
			}
			results[index] = await audio
			done++
			onProgress?.(done, total)
		}
	}

	try {
		await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
	} catch (error) {
		stop.abort(error)
		signal?.throwIfAborted()
		throw error
	}
	return results
}

/**
 * A line with nothing left to say (it was only a web address's punctuation or a footnote marker): a tenth of a second
 * of silence, 16-bit mono WAV at 22,050 Hz, rather than a provider's error.
 */
const SILENT_WAV = (() => {
	const rate = 22_050
	const data = Math.round(rate / 10) * 2
	const wav = Buffer.alloc(44 + data)
	wav.write('RIFF', 0, 'latin1')
	wav.writeUInt32LE(36 + data, 4)
	wav.write('WAVEfmt ', 8, 'latin1')
	wav.writeUInt32LE(16, 16)
	wav.writeUInt16LE(1, 20) // PCM
	wav.writeUInt16LE(1, 22) // mono
	wav.writeUInt32LE(rate, 24)
	wav.writeUInt32LE(rate * 2, 28)
	wav.writeUInt16LE(2, 32)
	wav.writeUInt16LE(16, 34)
	wav.write('data', 36, 'latin1')
	wav.writeUInt32LE(data, 40)
	return wav
})()

/**
 * The storage key of a line's speakable text without its extension; the hash keeps user text out of file names.
 * `phonemes` (phonemesIn) are the IPA entries the engine is given for this line; none leaves the key as it was.
 */
export function lineCacheKey(
	cachePrefix: string,
	providerId: string,
	{ voiceId, text }: SpeechLine,
	phonemes: readonly string[] = [],
) {
	// JSON keeps the fields apart: ('ab', 'c') and ('a', 'bc') must not share a key.
	const fields = [providerId, voiceId, text, CACHE_VERSION, ...(phonemes.length > 0 ? [phonemes] : [])]
	const hash = crypto.createHash('sha256').update(JSON.stringify(fields)).digest('hex')
	return `${cachePrefix.replace(/\/$/, '')}/${hash}`
}

async function cachedOrSynthesised(key: string, synthesise: () => Promise<{ audio: Buffer; format: AudioFormat }>) {
	for (const format of FORMATS) {
		const cached = await readFile(`${key}.${format}`)
		if (cached) return cached
	}
	const { audio, format } = await synthesise()
	await putFile(`${key}.${format}`, audio)
	return audio
}

function synthesiseWithRetries(provider: SpeechProvider, line: SpeechLine, signal: AbortSignal, baseDelayMs: number) {
	return withRetries(
		async () => {
			signal.throwIfAborted()
			const result = await untilAborted(provider.synthesise({ ...line, signal }), signal)
			// An empty answer cached would be silence for good: treat it as the server's failure.
			if (result.audio.length === 0)
				throw new SpeechProviderError('El proveedor de voz devolvió un audio vacío.', { kind: 'server' })
			return result
		},
		{
			attempts: MAX_ATTEMPTS,
			retryable: isRetryable,
			delayMs: (error, attempt) => retryDelayMs(error, attempt, baseDelayMs),
			signal,
		},
	)
}

export function isRetryable(error: unknown) {
	if (error instanceof SpeechProviderError) return error.kind === 'rate_limited' || error.kind === 'server'
	if (!(error instanceof Error)) return false
	if (error.name === 'AbortError') return false
	// A provider's own request timeout (AbortSignal.timeout), or fetch's 'fetch failed' with the socket error as cause.
	if (error.name === 'TimeoutError' || (error.name === 'TypeError' && error.message === 'fetch failed')) return true
	const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code
	return typeof code === 'string' && NETWORK_ERROR_CODES.has(code)
}

/**
 * How long to wait before attempt `attempt + 1`: what the provider asked for when it said (Retry-After), else
 * exponential backoff from `baseDelayMs` (×1, ×2, ×4) plus up to half as much again of random jitter, so that
 * parallel workers hitting the same limit do not all come back at the same moment. Never more than 30 s.
 */
export function retryDelayMs(error: unknown, attempt: number, baseDelayMs: number) {
	if (error instanceof SpeechProviderError && error.retryAfterSeconds !== undefined) {
		return Math.min(Math.max(0, error.retryAfterSeconds) * 1000, MAX_RETRY_DELAY_MS)
	}
	const exponential = baseDelayMs * 2 ** (attempt - 1)
	return Math.min(exponential * (1 + Math.random() / 2), MAX_RETRY_DELAY_MS)
}

/** `promise`, or a rejection with the signal's reason as soon as it aborts, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
	if (signal.aborted) {
		// the call has started and will fail on the same signal; nobody waits for it any more
		promise.catch(() => {})
		return Promise.reject(signal.reason)
	}
	let onAbort = () => {}
	const aborted = new Promise<never>((_, reject) => {
		onAbort = () => reject(signal.reason)
		signal.addEventListener('abort', onAbort, { once: true })
	})
	return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort))
}
