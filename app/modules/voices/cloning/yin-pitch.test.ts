import { expect, test } from 'vitest'
import { measureVoice, soundShare } from './voice-measures.ts'
import { pitchTrack, quantile, yinPitch } from './yin-pitch.ts'

const RATE = 8000

/** A voiced-like tone: a fundamental and its first harmonics, each weaker, for `seconds`. */
function harmonicTone(hz: number, seconds: number, { amplitude = 0.5 } = {}) {
	const pcm = new Float32Array(Math.round(RATE * seconds))
	for (let index = 0; index < pcm.length; index++) {
		const t = index / RATE
		pcm[index] =
			amplitude *
			(Math.sin(2 * Math.PI * hz * t) + 0.6 * Math.sin(2 * Math.PI * 2 * hz * t) + 0.3 * Math.sin(2 * Math.PI * 3 * hz * t))
	}
	return pcm
}

test.each([85, 110, 160, 220, 300, 420])('YIN finds a %i Hz tone within 1%%', (hz) => {
	const frame = harmonicTone(hz, 0.08)
	expect(yinPitch(frame, { sampleRate: RATE })).toBeCloseTo(hz, -Math.log10(hz * 0.01 * 2))
	const median = quantile(pitchTrack(harmonicTone(hz, 1), { sampleRate: RATE }), 0.5)
	expect(Math.abs(median - hz) / hz).toBeLessThan(0.01)
})

test('noise and silence have no pitch', () => {
	let seed = 7
	const noise = new Float32Array(800).map(() => {
		seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
		return seed / 2 ** 31 - 0.5
	})
	expect(yinPitch(noise, { sampleRate: RATE })).toBeNull()
	expect(yinPitch(new Float32Array(800), { sampleRate: RATE })).toBeNull()
	expect(soundShare(new Float32Array(RATE * 3), RATE)).toBe(0)
})

test('a gliding tone: median in the middle, range in semitones, syllables from its bursts', () => {
	// 4 s: 150 → 200 Hz, cut into 5 bursts a second (200 ms each: 120 ms sound, 80 ms silence)
	const pcm = new Float32Array(RATE * 4)
	let phase = 0
	for (let index = 0; index < pcm.length; index++) {
		const t = index / RATE
		const hz = 150 + 50 * (t / 4)
		phase += (2 * Math.PI * hz) / RATE
		const burst = t % 0.2 < 0.12 ? Math.sin((Math.PI * (t % 0.2)) / 0.12) : 0
		pcm[index] = 0.5 * burst * (Math.sin(phase) + 0.5 * Math.sin(2 * phase))
	}
	const measures = measureVoice(pcm, RATE)!
	expect(measures.medianPitchHz).toBeGreaterThan(165)
	expect(measures.medianPitchHz).toBeLessThan(185)
	expect(measures.pitchRangeSemitones).toBeGreaterThan(3)
	expect(measures.pitchRangeSemitones).toBeLessThan(5)
	expect(measures.syllablesPerSecond).toBeGreaterThan(4.5)
	expect(measures.syllablesPerSecond).toBeLessThan(5.5)
})
