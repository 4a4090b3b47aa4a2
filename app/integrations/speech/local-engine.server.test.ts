import { expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { localVoices } from '#app/modules/voices/local-voices.ts'
import { synthesiseLocal, UnknownLocalVoiceError } from './local-engine.server.ts'

const ACCENTS = '¿Qué tal? ¡Año nuevo, canción!'
const SENTENCES = {
	castellano: 'Bienvenidos a un nuevo episodio. Hoy hablamos de energía solar y de cómo abarata la factura del hogar.',
	latino: 'Bienvenidos a un nuevo episodio. Hoy hablamos de energía solar y de cómo abarata la factura del hogar.',
	english: 'Welcome to a new episode. Today we talk about solar energy and how it lowers the household bill.',
}

/** The PCM samples (-1..1) of a 16-bit mono WAV, found by walking its chunks. */
function pcm(wav: Buffer) {
	let sampleRate = 0
	let data: Buffer = Buffer.alloc(0)
	for (let offset = 12; offset + 8 <= wav.length; ) {
		const id = wav.toString('latin1', offset, offset + 4)
		const size = wav.readUInt32LE(offset + 4)
		if (id === 'fmt ') sampleRate = wav.readUInt32LE(offset + 12)
		if (id === 'data') data = wav.subarray(offset + 8, offset + 8 + size)
		offset += 8 + size + (size % 2)
	}
	const samples = Float32Array.from({ length: data.length / 2 }, (_, i) => data.readInt16LE(i * 2) / 32768)
	return { sampleRate, samples, seconds: samples.length / sampleRate }
}

/**
 * Median fundamental frequency (Hz) of the voiced frames: in each loud 40 ms frame, the lag (60-400 Hz) with the
 * highest normalised autocorrelation, kept when the correlation is clear (> 0.6).
 */
function medianPitch(wav: Buffer) {
	const { sampleRate, samples } = pcm(wav)
	const frame = Math.round(sampleRate * 0.04)
	const [minLag, maxLag] = [Math.floor(sampleRate / 400), Math.ceil(sampleRate / 60)]
	const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0)
	const squares = new Float64Array(samples.length + 1) // running sum of squares: any frame's energy in O(1)
	for (const [i, sample] of samples.entries()) squares[i + 1] = squares[i]! + sample ** 2
	const energyOf = (start: number) => squares[start + frame]! - squares[start]!
	const pitches: number[] = []
	for (let start = 0; start + frame + maxLag < samples.length; start += Math.round(sampleRate * 0.01)) {
		const energy = energyOf(start)
		if (Math.sqrt(energy / frame) < peak * 0.1) continue
		let best = { correlation: 0, lag: 0 }
		for (let lag = minLag; lag <= maxLag; lag++) {
			let product = 0
			for (let i = 0; i < frame; i++) product += samples[start + i]! * samples[start + i + lag]!
			const correlation = product / Math.sqrt(energy * energyOf(start + lag) || 1)
			if (correlation > best.correlation) best = { correlation, lag }
		}
		if (best.correlation > 0.6) pitches.push(sampleRate / best.lag)
	}
	pitches.sort((a, b) => a - b)
	return pitches[Math.floor(pitches.length / 2)] ?? 0
}

test('every local voice speaks Spanish with accents into a valid WAV of plausible length', async () => {
	for (const voice of localVoices) {
		const wav = await synthesiseLocal({ voiceId: voice.voice_id, text: ACCENTS })
		expect(wav.toString('latin1', 0, 4), voice.voice_id).toBe('RIFF')
		const info = await probeMedia(wav)
		expect(info.formatName).toBe('wav')
		expect(info.streams).toEqual([{ codecType: 'audio', codecName: 'pcm_s16le', sampleRate: 22_050 }])
		// Five words and two pauses: about 2.5 s; silence or a cut-off would be far shorter.
		expect(info.durationSeconds, voice.voice_id).toBeGreaterThan(1.5)
		expect(info.durationSeconds, voice.voice_id).toBeLessThan(5)
		expect(Math.max(...pcm(wav).samples.map(Math.abs)), voice.voice_id).toBeGreaterThan(0.1)
	}
})

test('text that looks like command-line options, markup or escapes is spoken, not obeyed', async () => {
	const voiceId = 'local-es-presentador'
	const seconds = async (text: string) => pcm(await synthesiseLocal({ voiceId, text })).seconds

	// As options, '--help' would print the help and write no audio at all.
	expect(await seconds('-v en --help -w /tmp/x.wav')).toBeGreaterThan(1)
	// With SSML on, only 'hola' would be heard.
	expect(await seconds('<speak>hola</speak>')).toBeGreaterThan(2 * (await seconds('hola')))
	// Ctrl-A starts an embedded command (\x01100A = volume 100): the number must be read out.
	expect(await seconds('uno \x01100A dos')).toBeGreaterThan(1.3 * (await seconds('uno dos')))
	// [[ ]] is phoneme input: eight /z/ sounds (1.4 s) instead of the letters spelt out (3 s).
	expect(await seconds('hola [[zzzzzzzz]]')).toBeGreaterThanOrEqual(await seconds('hola zzzzzzzz'))
})

test('voices of the same language differ clearly in pitch, and their gender labels hold', async () => {
	const pitches = new Map<string, number>()
	for (const voice of localVoices) {
		const wav = await synthesiseLocal({ voiceId: voice.voice_id, text: SENTENCES[voice.labels.language] })
		const pitch = medianPitch(wav)
		pitches.set(voice.voice_id, pitch)
		if (voice.labels.gender === 'male') expect(pitch, voice.voice_id).toBeLessThan(140)
		else expect(pitch, voice.voice_id).toBeGreaterThan(150)
	}
	for (const a of localVoices) {
		for (const b of localVoices) {
			if (a.voice_id >= b.voice_id || a.labels.language !== b.labels.language) continue
			const [low, high] = [pitches.get(a.voice_id)!, pitches.get(b.voice_id)!].sort((x, y) => x - y)
			// 20 % is more than three semitones: presenter and guest (and same-gender pairs) cannot be confused.
			expect(high! / low!, `${a.voice_id} / ${b.voice_id}`).toBeGreaterThan(1.2)
		}
	}
})

test('calls made at once give exactly what the same calls give one by one', async () => {
	const requests = localVoices.map((voice) => ({ voiceId: voice.voice_id, text: `Soy ${voice.name}.` }))
	const together = await Promise.all(requests.map((request) => synthesiseLocal(request)))
	for (const [index, request] of requests.entries()) {
		expect(together[index]!.equals(await synthesiseLocal(request)), request.voiceId).toBe(true)
	}
})

test('an unknown voice id is an error naming it', async () => {
	await expect(synthesiseLocal({ voiceId: 'local-es-robot', text: 'Hola' })).rejects.toThrow(UnknownLocalVoiceError)
	await expect(synthesiseLocal({ voiceId: 'local-es-robot', text: 'Hola' })).rejects.toThrow(/local-es-robot/)
	await expect(synthesiseLocal({ voiceId: 'constructor', text: 'Hola' })).rejects.toThrow(UnknownLocalVoiceError)
})
