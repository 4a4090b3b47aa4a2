/**
 * YIN pitch estimation (de Cheveigné & Kawahara, 2002) on mono float PCM: for one frame, the difference function,
 * its cumulative mean normalisation, the first dip under the threshold (absolute threshold step) and a parabolic
 * refinement of the lag. Written here rather than taken from a package: it is forty lines, and the packages that
 * offer it are unmaintained.
 */

/** The deepest dip is taken as the period only under this (noise stays near 1). */
const FALLBACK_THRESHOLD = 0.35

export type YinOptions = { sampleRate: number; minHz?: number; maxHz?: number; threshold?: number }

/** The fundamental frequency of `frame` in Hz, or null when the frame is not periodic enough (unvoiced, silence). */
export function yinPitch(frame: Float32Array, { sampleRate, minHz = 60, maxHz = 500, threshold = 0.2 }: YinOptions) {
	const maxLag = Math.min(Math.floor(sampleRate / minHz), Math.floor(frame.length / 2))
	const minLag = Math.max(2, Math.floor(sampleRate / maxHz))
	const window = frame.length - maxLag
	if (window <= 0 || maxLag <= minLag) return null
	const difference = new Float64Array(maxLag + 1)
	for (let lag = 1; lag <= maxLag; lag++) {
		let sum = 0
		for (let index = 0; index < window; index++) {
			const delta = frame[index]! - frame[index + lag]!
			sum += delta * delta
		}
		difference[lag] = sum
	}
	// cumulative mean normalised difference: d'(0) = 1, d'(τ) = d(τ) / ((1/τ) Σ d(j), j = 1..τ)
	const normalised = new Float64Array(maxLag + 1)
	normalised[0] = 1
	let running = 0
	for (let lag = 1; lag <= maxLag; lag++) {
		running += difference[lag]!
		normalised[lag] = running === 0 ? 1 : (difference[lag]! * lag) / running
	}
	let lag = -1
	for (let candidate = minLag; candidate <= maxLag; candidate++) {
		if (normalised[candidate]! < threshold) {
			// walk down to the bottom of this dip
			while (candidate + 1 <= maxLag && normalised[candidate + 1]! < normalised[candidate]!) candidate++
			lag = candidate
			break
		}
	}
	// no dip under the threshold: the paper's fallback, the deepest dip, when it is still clearly periodic
	if (lag === -1) {
		let deepest = minLag
		for (let candidate = minLag; candidate <= maxLag; candidate++) {
			if (normalised[candidate]! < normalised[deepest]!) deepest = candidate
		}
		if (normalised[deepest]! >= FALLBACK_THRESHOLD) return null
		lag = deepest
	}
	const refined = lag > 1 && lag < maxLag ? parabolicPeak(normalised, lag) : lag
	return sampleRate / refined
}

function parabolicPeak(values: Float64Array, index: number) {
	const left = values[index - 1]!
	const centre = values[index]!
	const right = values[index + 1]!
	const denominator = left - 2 * centre + right
	return denominator === 0 ? index : index + (left - right) / (2 * denominator)
}

/**
 * The pitch of every voiced frame of `pcm` (40 ms frames long enough for 60 Hz, every 20 ms); frames quieter than
 * `gateDb` below the loudest are skipped as pauses or noise.
 */
export function pitchTrack(pcm: Float32Array, { sampleRate, gateDb = 30 }: { sampleRate: number; gateDb?: number }) {
	const frameLength = Math.round(sampleRate * 0.04) + Math.floor(sampleRate / 60)
	const hop = Math.round(sampleRate * 0.02)
	const energies: number[] = []
	for (let start = 0; start + frameLength <= pcm.length; start += hop) energies.push(rms(pcm, start, frameLength))
	const loudest = Math.max(0, ...energies)
	const gate = loudest * 10 ** (-gateDb / 20)
	const pitches: number[] = []
	energies.forEach((energy, frameIndex) => {
		if (energy === 0 || energy < gate) return
		const start = frameIndex * hop
		const pitch = yinPitch(pcm.subarray(start, start + frameLength), { sampleRate })
		if (pitch !== null) pitches.push(pitch)
	})
	return pitches
}

export function rms(pcm: Float32Array, start: number, length: number) {
	let sum = 0
	const end = Math.min(pcm.length, start + length)
	for (let index = start; index < end; index++) sum += pcm[index]! * pcm[index]!
	return end > start ? Math.sqrt(sum / (end - start)) : 0
}

/** The q-quantile (0-1) of numbers, by linear interpolation; NaN for none. */
export function quantile(values: number[], q: number) {
	if (values.length === 0) return Number.NaN
	const sorted = [...values].sort((a, b) => a - b)
	const position = (sorted.length - 1) * q
	const below = Math.floor(position)
	const above = Math.min(sorted.length - 1, below + 1)
	return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
}
