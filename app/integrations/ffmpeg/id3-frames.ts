/**
 * The few ID3v2.4 frames ffmpeg cannot write: its MP3 muxer writes every tag it does not know, `comment` included, as
 * a TXXX frame, while players show a comment from a COMM frame. These are spliced into the tag ffmpeg wrote, byte
 * for byte as ID3v2.4 (id3.org/id3v2.4.0-structure) lays them out; the audio after the tag is not touched.
 */

const HEADER_BYTES = 10
const UTF8 = 3
const EXTENDED_HEADER_FLAG = 0x40

/** A 28-bit number as four bytes of seven bits each (ID3v2.4 sizes). */
function syncsafe(value: number) {
	return Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f])
}

const readSyncsafe = (bytes: Buffer, at: number) =>
	(bytes[at]! << 21) | (bytes[at + 1]! << 14) | (bytes[at + 2]! << 7) | bytes[at + 3]!

function frame(id: string, body: Buffer) {
	return Buffer.concat([Buffer.from(id, 'latin1'), syncsafe(body.length), Buffer.from([0, 0]), body])
}

/** A COMM frame in UTF-8: `language` is ISO 639-2 ('spa', 'eng'); an empty description is the player's «Comment». */
export function commentFrame({ language, description = '', text }: { language: string; description?: string; text: string }) {
	return frame(
		'COMM',
		Buffer.concat([
			Buffer.from([UTF8]),
			Buffer.from(language.padEnd(3).slice(0, 3), 'latin1'),
			Buffer.from(`${description}\0${text}`, 'utf8'),
		]),
	)
}

/** The MP3's ID3v2.4 tag: where its frames start and end (padding excluded), or null when it has none. */
function tagLayout(mp3: Buffer) {
	if (mp3.length < HEADER_BYTES || mp3.toString('latin1', 0, 3) !== 'ID3' || mp3[3] !== 4) return null
	const end = HEADER_BYTES + readSyncsafe(mp3, 6)
	let position = HEADER_BYTES + (mp3[5]! & EXTENDED_HEADER_FLAG ? readSyncsafe(mp3, HEADER_BYTES) : 0)
	const frames: Array<{ id: string; start: number; end: number }> = []
	while (position + HEADER_BYTES <= end && mp3[position] !== 0) {
		const frameEnd = position + HEADER_BYTES + readSyncsafe(mp3, position + 4)
		if (frameEnd > end) break
		frames.push({ id: mp3.toString('latin1', position, position + 4), start: position, end: frameEnd })
		position = frameEnd
	}
	return { framesEnd: position, tagEnd: end, frames }
}

/** The frames of the MP3's tag with this id, whole (header included), in order. */
export function id3Frames(mp3: Buffer, id: string) {
	return (tagLayout(mp3)?.frames ?? []).filter((item) => item.id === id).map((item) => mp3.subarray(item.start, item.end))
}

/** The text of each COMM frame in UTF-8 (what this module writes), with its language. */
export function id3Comments(mp3: Buffer) {
	return id3Frames(mp3, 'COMM').map((raw) => {
		const body = raw.subarray(HEADER_BYTES)
		const [description = '', text = ''] = body.subarray(4).toString('utf8').split('\0')
		return { language: body.toString('latin1', 1, 4), description, text }
	})
}

/**
 * The MP3 with `frames` added at the end of its ID3v2.4 tag (before the padding), the tag's size grown by as much.
 * An MP3 without a tag is given one; one with an older tag (ID3v2.3, not what ffmpeg writes here) is refused.
 */
export function withId3Frames(mp3: Buffer, frames: Buffer[]) {
	const added = Buffer.concat(frames)
	if (added.length === 0) return mp3
	const layout = tagLayout(mp3)
	if (!layout) {
		if (mp3.toString('latin1', 0, 3) === 'ID3') throw new Error(`Etiqueta ID3v2.${mp3[3]}: solo se añaden marcos a ID3v2.4.`)
		const header = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([4, 0, 0]), syncsafe(added.length)])
		return Buffer.concat([header, added, mp3])
	}
	const header = Buffer.from(mp3.subarray(0, HEADER_BYTES))
	syncsafe(layout.tagEnd - HEADER_BYTES + added.length).copy(header, 6)
	return Buffer.concat([header, mp3.subarray(HEADER_BYTES, layout.framesEnd), added, mp3.subarray(layout.framesEnd)])
}
