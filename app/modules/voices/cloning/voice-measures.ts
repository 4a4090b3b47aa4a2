import { pitchTrack, quantile, rms } from './yin-pitch.ts'

/** What the local approximation measures on a sample: how high, how varied and how fast the voice is. */
export type VoiceMeasures = {
	/** median fundamental frequency of the voiced frames, Hz */
	medianPitchHz: number
	/** from the 10th to the 90th percentile of the pitch, in semitones */
	pitchRangeSemitones: number
	/** syllable nuclei per second of speech (pauses longer than 150 ms left out) */
	syllablesPerSecond: number
	/** seconds of speech the figures come from */
	speechSeconds: number
}

/** Frames of 10 ms for loudness, the syllable envelope and pauses. */
const FRAME_SECONDS = 0.01
/** Two syllable peaks are at least 70 ms apart (even fast speech stays under 12 syllables a second). */
const MIN_SYLLABLE_FRAMES = 7
/** A quiet stretch up to 150 ms is part of speech (a stop consonant); longer ones are pauses, left out of the pace. */
const MAX_GAP_FRAMES = 15

/** The pitch, range and pace of a voice in mono PCM; null when fewer than two seconds are voiced. */
export function measureVoice(pcm: Float32Array, sampleRate: number): VoiceMeasures | null {
	const pitches = pitchTrack(pcm, { sampleRate })
	// voiced frames are 20 ms apart
	if (pitches.length * 0.02 < 2) return null
	const median = quantile(pitches, 0.5)
	// octave errors (a lag twice or half the true one) fall outside this band and are left out of the range
	const plausible = pitches.filter((pitch) => pitch > median / 1.8 && pitch < median * 1.8)
	const range = 12 * Math.log2(quantile(plausible, 0.9) / quantile(plausible, 0.1))
	const { nuclei, speechSeconds } = syllableNuclei(pcm, sampleRate)
	return {
		medianPitchHz: median,
		pitchRangeSemitones: range,
		syllablesPerSecond: speechSeconds > 0 ? nuclei / speechSeconds : 0,
		speechSeconds,
	}
}

/**
 * Syllables counted as peaks of the loudness envelope (10 ms frames, smoothed over 30 ms): a peak above
 * the dips on either side (2 dB within 120 ms), within 25 dB of the loudest frame, at least 70 ms after the previous
 * one. Speech time is the time between the first and last loud frame, less pauses over 150 ms.
 */
function syllableNuclei(pcm: Float32Array, sampleRate: number) {
	const frame = Math.round(sampleRate * FRAME_SECONDS)
	const levels: number[] = []
	for (let start = 0; start + frame <= pcm.length; start += frame) levels.push(rms(pcm, start, frame))
	const smoothed = levels.map((_, index) => {
		const window = levels.slice(Math.max(0, index - 1), index + 2)
		return window.reduce((sum, value) => sum + value, 0) / window.length
	})
	const db = smoothed.map((value) => 20 * Math.log10(value + 1e-9))
	const loudest = Math.max(...db)
	const speaking = db.map((value) => value > loudest - 35)

	let nuclei = 0
	let lastPeak = -Infinity
	for (let index = 1; index < db.length - 1; index++) {
		if (!(db[index]! >= db[index - 1]! && db[index]! > db[index + 1]!)) continue
		if (db[index]! < loudest - 25 || index - lastPeak < MIN_SYLLABLE_FRAMES) continue
		const dipBefore = Math.min(...db.slice(Math.max(0, index - 12), index))
		const dipAfter = Math.min(...db.slice(index + 1, index + 13))
		if (db[index]! - dipBefore < 2 || db[index]! - dipAfter < 2) continue
		nuclei++
		lastPeak = index
	}

	let speechFrames = 0
	let pause = 0
	let started = false
	for (const loud of speaking) {
		if (loud) {
			if (started && pause <= MAX_GAP_FRAMES) speechFrames += pause
			pause = 0
			started = true
			speechFrames++
		} else if (started) pause++
	}
	return { nuclei, speechSeconds: speechFrames * FRAME_SECONDS }
}

/** What the upload checks need: the share of 20 ms frames with sound in them (above -45 dBFS). */
export function soundShare(pcm: Float32Array, sampleRate: number) {
	const frame = Math.round(sampleRate * 0.02)
	let frames = 0
	let loud = 0
	const threshold = 10 ** (-45 / 20)
	for (let start = 0; start + frame <= pcm.length; start += frame) {
		frames++
		if (rms(pcm, start, frame) > threshold) loud++
	}
	return frames === 0 ? 0 : loud / frames
}
