/** A small deterministic random source (mulberry32): the same seed always gives the same numbers in [0, 1). */
export function seededRandom(seed: number) {
	// Math.imul: a seed above 2^21 times the constant would lose its low bits as a double
	let state = Math.imul(seed, 2654435761) >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}
