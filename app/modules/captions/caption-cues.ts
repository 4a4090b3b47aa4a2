/**
 * Captions of an episode: what is said and when, from the real offsets of its clips in the assembled audio.
 * A timed line is one clip (one turn of the script); a cue is what a player shows at once (at most two rows of 42
 * characters), so a long turn is split into several cues at sentence (then word) boundaries, each given a share of
 * the turn's real time in proportion to its length.
 */

/** One spoken turn with where it starts and ends in the MP3, in seconds. */
export type TimedLine = { start: number; end: number; speaker: string; text: string }

/** What a player shows at once. `speaker` is set on the first cue of a turn. */
export type Cue = { start: number; end: number; text: string; speaker?: string }

export const MAX_ROW = 42
const MAX_CUE = MAX_ROW * 2

/**
 * The turns with their real times: each starts at its clip's offset and ends where its pause starts (the next
 * clip's offset minus the pause after it); the last ends with the audio. A clip the length cap cut off (demo
 * episodes) has no offset and no caption.
 */
export function timedLines(
	lines: ReadonlyArray<{ text: string; speaker: string; pauseAfterMs: number }>,
	offsets: readonly number[],
	durationSeconds: number,
): TimedLine[] {
	const timed: TimedLine[] = []
	offsets.forEach((start, index) => {
		const line = lines[index]
		if (!line || start >= durationSeconds) return
		const next = offsets[index + 1]
		const end = next === undefined ? durationSeconds : Math.max(start, next - line.pauseAfterMs / 1000)
		timed.push({ start, end: Math.min(end, durationSeconds), speaker: line.speaker, text: line.text.trim() })
	})
	return timed
}

/** Pieces of at most MAX_CUE characters: whole sentences where they fit, else runs of words. */
export function splitText(text: string, max = MAX_CUE): string[] {
	const words = text.split(/\s+/).filter(Boolean)
	const sentences = text
		.match(/[^.!?…]+[.!?…]+["'»”)]*|[^.!?…]+$/g)
		?.map((s) => s.trim())
		.filter(Boolean) ?? [text]
	const pieces: string[] = []
	let current = ''
	const push = () => {
		if (current) pieces.push(current)
		current = ''
	}
	for (const sentence of words.length === 0 ? [] : sentences) {
		if (`${current} ${sentence}`.trim().length <= max) {
			current = `${current} ${sentence}`.trim()
			continue
		}
		push()
		for (const word of sentence.split(/\s+/)) {
			if (`${current} ${word}`.trim().length > max) push()
			current = `${current} ${word}`.trim()
		}
	}
	push()
	return pieces
}

/** The text in rows of at most MAX_ROW characters (two for a full cue), broken between words. */
export function wrapRows(text: string, max = MAX_ROW): string {
	const rows: string[] = []
	let row = ''
	for (const word of text.split(/\s+/).filter(Boolean)) {
		if (row && `${row} ${word}`.length > max) {
			rows.push(row)
			row = word
		} else row = row ? `${row} ${word}` : word
	}
	if (row) rows.push(row)
	return rows.join('\n')
}

/** The cues of the whole episode, in order, never overlapping. */
export function captionCues(lines: readonly TimedLine[]): Cue[] {
	const cues: Cue[] = []
	for (const line of lines) {
		const pieces = splitText(line.text)
		const total = pieces.reduce((sum, piece) => sum + piece.length, 0) || 1
		const span = Math.max(0, line.end - line.start)
		let at = line.start
		pieces.forEach((piece, index) => {
			const end = index === pieces.length - 1 ? line.end : at + (span * piece.length) / total
			cues.push({ start: round(at), end: round(end), text: piece, ...(index === 0 ? { speaker: line.speaker } : {}) })
			at = end
		})
	}
	return cues
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000
