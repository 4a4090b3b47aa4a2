import fs from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { localSpeechProvider } from '#app/integrations/speech/local-speech.server.ts'
import { type SpeechInput, type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { isRetryable, lineCacheKey, retryDelayMs, synthesiseLines } from './synthesise-lines.server.ts'

const presenter = 'local-es-presentador'
const guest = 'local-es-invitada'

const conversation = [
	{ voiceId: presenter, text: 'Bienvenidos a un nuevo episodio de nuestro podcast.' },
	{ voiceId: guest, text: 'Gracias por invitarme, es un placer estar aquí.' },
	{ voiceId: presenter, text: 'Hoy hablamos de cómo aprender mejor en el trabajo.' },
	{ voiceId: guest, text: 'Lo primero es saber qué problema queremos resolver.' },
	{ voiceId: presenter, text: '¿Y cómo se mide si ha funcionado?' },
	{ voiceId: guest, text: 'Con pocos datos, pero medidos desde el principio.' },
]

/** The provider, plus how many calls it got and the most it had running at once. */
function observed(provider: SpeechProvider) {
	const stats = { calls: 0, running: 0, maxRunning: 0 }
	const wrapper: SpeechProvider = {
		id: provider.id,
		async synthesise(input) {
			stats.calls++
			stats.running++
			stats.maxRunning = Math.max(stats.maxRunning, stats.running)
			try {
				return await provider.synthesise(input)
			} finally {
				stats.running--
			}
		},
	}
	return { provider: wrapper, stats }
}

/** A provider that answers with `failures` in turn, then with a tiny WAV-looking buffer. */
function failingProvider(failures: Error[]) {
	return observed({
		id: 'fake',
		async synthesise() {
			const failure = failures.shift()
			if (failure) throw failure
			return { audio: Buffer.from('RIFF fake audio'), format: 'wav' }
		},
	})
}

const cachedFiles = async (prefix: string) => fs.readdir(path.join(dataDir(), 'storage', prefix)).catch(() => [])

test('synthesises every line with the local voices, in order, as WAV, and caches each one', async () => {
	const { provider, stats } = observed(localSpeechProvider)
	const progress: number[] = []
	const audio = await synthesiseLines({
		language: 'castellano',
		lines: conversation,
		provider,
		cachePrefix: 'speech-cache/order',
		onProgress: (done, total) => progress.push(done / total),
	})

	expect(audio).toHaveLength(conversation.length)
	expect(stats.calls).toBe(conversation.length)
	expect(progress).toEqual([1, 2, 3, 4, 5, 6].map((done) => done / 6))
	for (const [index, line] of conversation.entries()) {
		// eSpeak NG is deterministic: the same line on its own gives the very same bytes, so each is in its place.
		expect(audio[index]!.equals((await localSpeechProvider.synthesise(line)).audio)).toBe(true)
		const info = await probeMedia(audio[index]!)
		expect(info).toMatchObject({ formatName: 'wav', streams: [{ codecName: 'pcm_s16le', sampleRate: 22_050 }] })
		expect(info.durationSeconds).toBeGreaterThan(1)
	}
	expect((await cachedFiles('speech-cache/order')).sort()).toEqual(
		conversation.map((line) => `${lineCacheKey('speech-cache/order', provider.id, line).split('/').at(-1)}.wav`).sort(),
	)
})

test('a second run after a one-line edit synthesises only that line', async () => {
	const first = await synthesiseLines({
		language: 'castellano',
		lines: conversation,
		provider: localSpeechProvider,
		cachePrefix: 'speech-cache/edit',
	})
	const edited = conversation.map((line, index) =>
		index === 3 ? { ...line, text: 'Primero, el problema; después, la herramienta.' } : line,
	)
	const { provider, stats } = observed(localSpeechProvider)
	const second = await synthesiseLines({ language: 'castellano', lines: edited, provider, cachePrefix: 'speech-cache/edit' })

	expect(stats.calls).toBe(1)
	for (const index of [0, 1, 2, 4, 5]) expect(second[index]!.equals(first[index]!)).toBe(true)
	expect(second[3]!.equals(first[3]!)).toBe(false)
	expect(second[3]!.equals((await localSpeechProvider.synthesise(edited[3]!)).audio)).toBe(true)

	// Another voice for the same words is another line; the same text in the same voice twice is one synthesis.
	const again = observed(localSpeechProvider)
	await synthesiseLines({
		language: 'castellano',
		lines: [{ ...conversation[0]!, voiceId: guest }, conversation[1]!, { ...conversation[0]!, voiceId: guest }],
		provider: again.provider,
		cachePrefix: 'speech-cache/edit',
	})
	expect(again.stats.calls).toBe(1)
})

test('never has more provider calls running than the concurrency allows', async () => {
	const lines = Array.from({ length: 9 }, (_, index) => ({
		voiceId: index % 2 ? guest : presenter,
		text: `Frase número ${index + 1}.`,
	}))
	// eSpeak NG holds the event loop while it speaks, so its calls never overlap on their own: a short wait before
	// each (as a web API's round trip would) lets the other workers start theirs.
	const slowed: SpeechProvider = {
		id: localSpeechProvider.id,
		synthesise: async (input) => {
			await delay(20)
			return localSpeechProvider.synthesise(input)
		},
	}
	const { provider, stats } = observed(slowed)
	const audio = await synthesiseLines({
		language: 'castellano',
		lines,
		provider,
		concurrency: 3,
		cachePrefix: 'speech-cache/pool',
	})
	expect(audio).toHaveLength(9)
	expect(stats.calls).toBe(9)
	expect(stats.maxRunning).toBe(3)

	const single = observed(slowed)
	await synthesiseLines({
		language: 'castellano',
		lines,
		provider: single.provider,
		concurrency: 1,
		cachePrefix: 'speech-cache/pool-single',
	})
	expect(single.stats.maxRunning).toBe(1)
})

test('rate limits, server and network errors are tried again; the fourth failure is final', async () => {
	const rateLimited = () =>
		new SpeechProviderError('Demasiadas peticiones', { kind: 'rate_limited', status: 429, retryAfterSeconds: 0 })
	const limited = failingProvider([rateLimited(), rateLimited()])
	const [audio] = await synthesiseLines({
		language: 'castellano',
		lines: [conversation[0]!],
		provider: limited.provider,
		cachePrefix: 'speech-cache/retry',
	})
	expect(audio!.toString()).toBe('RIFF fake audio')
	expect(limited.stats.calls).toBe(3)

	const network = new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) })
	const flaky = failingProvider([network])
	await synthesiseLines({
		language: 'castellano',
		lines: [conversation[1]!],
		provider: flaky.provider,
		cachePrefix: 'speech-cache/retry',
		baseDelayMs: 1,
	})
	expect(flaky.stats.calls).toBe(2)

	const serverError = () => new SpeechProviderError('Error interno', { kind: 'server', status: 503 })
	const down = failingProvider([serverError(), serverError(), serverError(), serverError(), serverError()])
	const failed = synthesiseLines({
		language: 'castellano',
		lines: [conversation[2]!],
		provider: down.provider,
		cachePrefix: 'speech-cache/retry',
		baseDelayMs: 1,
	})
	await expect(failed).rejects.toMatchObject({ kind: 'server', status: 503 })
	expect(down.stats.calls).toBe(4)
	expect(await cachedFiles('speech-cache/retry')).toHaveLength(2) // nothing cached for the line that failed
})

test('exhausted credits and invalid requests fail at once, and stop the other lines', async () => {
	const credits = new SpeechProviderError('Sin créditos', { kind: 'credits_exhausted', status: 402 })
	const broke = failingProvider([credits, credits, credits])
	const started = performance.now()
	await expect(
		synthesiseLines({
			language: 'castellano',
			lines: conversation,
			provider: broke.provider,
			concurrency: 1,
			cachePrefix: 'speech-cache/credits',
		}),
	).rejects.toBe(credits)
	expect(broke.stats.calls).toBe(1)
	expect(performance.now() - started).toBeLessThan(200)

	await expect(
		synthesiseLines({
			language: 'castellano',
			lines: [{ voiceId: 'local-es-robot', text: 'Hola' }],
			provider: localSpeechProvider,
			cachePrefix: 'speech-cache/x',
		}),
	).rejects.toMatchObject({ name: 'SpeechProviderError', kind: 'invalid' })
})

test('an abort rejects promptly, while a provider call or a backoff wait is under way', async () => {
	// A provider that ignores the signal and never answers: the wait for it must end all the same.
	const hanging: SpeechProvider = { id: 'hanging', synthesise: (_input: SpeechInput) => new Promise(() => {}) }
	const controller = new AbortController()
	const running = synthesiseLines({
		language: 'castellano',
		lines: conversation,
		provider: hanging,
		cachePrefix: 'speech-cache/abort',
		signal: controller.signal,
	})
	setTimeout(() => controller.abort(), 50)
	const started = performance.now()
	await expect(running).rejects.toMatchObject({ name: 'AbortError' })
	expect(performance.now() - started).toBeLessThan(300)

	const limited = failingProvider([
		new SpeechProviderError('Demasiadas peticiones', { kind: 'rate_limited', retryAfterSeconds: 20 }),
	])
	const waiting = new AbortController()
	const backingOff = synthesiseLines({
		language: 'castellano',
		lines: [conversation[0]!],
		provider: limited.provider,
		cachePrefix: 'speech-cache/abort',
		signal: waiting.signal,
	})
	setTimeout(() => waiting.abort(), 50)
	const waitStarted = performance.now()
	await expect(backingOff).rejects.toMatchObject({ name: 'AbortError' })
	expect(performance.now() - waitStarted).toBeLessThan(300)
	expect(limited.stats.calls).toBe(1)

	await expect(
		synthesiseLines({
			language: 'castellano',
			lines: conversation,
			provider: hanging,
			cachePrefix: 'speech-cache/abort',
			signal: AbortSignal.abort(),
		}),
	).rejects.toMatchObject({ name: 'AbortError' })
})

test('the retry delay: Retry-After when given (at most 30 s), else exponential backoff with jitter', () => {
	const limited = (retryAfterSeconds?: number) => new SpeechProviderError('límite', { kind: 'rate_limited', retryAfterSeconds })
	expect(retryDelayMs(limited(2), 1, 500)).toBe(2000)
	expect(retryDelayMs(limited(120), 1, 500)).toBe(30_000)
	for (const attempt of [1, 2, 3]) {
		const delay = retryDelayMs(limited(), attempt, 500)
		expect(delay).toBeGreaterThanOrEqual(500 * 2 ** (attempt - 1))
		expect(delay).toBeLessThanOrEqual(750 * 2 ** (attempt - 1))
	}
	expect(isRetryable(new SpeechProviderError('x', { kind: 'invalid', status: 400 }))).toBe(false)
	expect(isRetryable(new DOMException('timeout', 'TimeoutError'))).toBe(true)
	expect(isRetryable(new DOMException('aborted', 'AbortError'))).toBe(false)
	expect(isRetryable(new Error('Voz no válida'))).toBe(false)
})

test('providers hear the speakable text, the cache is keyed by it, and a line with nothing to say is a short silence', async () => {
	const heard: string[] = []
	const { provider, stats } = observed({
		id: 'fake-heard',
		async synthesise({ text }) {
			heard.push(text)
			return { audio: Buffer.from('RIFF fake audio'), format: 'wav' }
		},
	})
	const audio = await synthesiseLines({
		language: 'castellano',
		lines: [
			{ voiceId: presenter, text: 'Más en **debian.org** [21]' },
			{ voiceId: presenter, text: 'Más en debian.org' },
			{ voiceId: guest, text: '[3] ^[2]' },
			{ voiceId: guest, text: 'Cuesta 19 € + IVA' },
		],
		provider,
		cachePrefix: 'speech-cache/speakable',
	})
	// lines are synthesised concurrently: what was heard, in whatever order it was asked for
	expect(heard.toSorted()).toEqual(['Cuesta diecinueve euros IVA', 'Más en debian punto org'])
	expect(stats.calls).toBe(2) // the first two lines say the same
	expect((await probeMedia(audio[2]!)).durationSeconds).toBeCloseTo(0.1, 2)
	expect(await cachedFiles('speech-cache/speakable')).toHaveLength(2)
})
