/**
 * The chapters an MP3 carries in its ID3v2 tag (CHAP frames, ID3v2 Chapter Frame Addendum), read back from the bytes:
 * what episode-tags.server.ts wrote with the audio's real offsets, so anything derived from them (the feed's JSON
 * chapters) has exactly the offsets players see in the file. Only the tag is needed, not the audio after it.
 */

export type Id3Chapter = { title: string; startMs: number; endMs: number }

const HEADER_BYTES = 10

/** How many bytes the ID3v2 tag at the start of `head` (its first 10 bytes at least) takes, header included; 0: none. */
export function id3TagLength(head: Uint8Array) {
	if (head.length < HEADER_BYTES || head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0
	const footer = head[5]! & 0x10 ? HEADER_BYTES : 0
	return HEADER_BYTES + syncsafe(head, 6) + footer
}

/**
 * The CHAP frames of an ID3v2.3 or v2.4 tag, in time order, each with its TIT2 title ('' without one). A tag written
 * with unsynchronisation, or a compressed or encrypted frame, is not something ffmpeg writes: such frames are skipped.
 */
export function readId3Chapters(tag: Uint8Array): Id3Chapter[] {
	if (id3TagLength(tag) === 0) return []
	const version = tag[3]!
	const flags = tag[5]!
	const end = HEADER_BYTES + syncsafe(tag, 6)
	if ((version !== 3 && version !== 4) || flags & 0x80 || tag.length < end) return []
	let offset = HEADER_BYTES
	if (flags & 0x40) offset += version === 4 ? syncsafe(tag, offset) : 4 + uint32(tag, offset)
	const chapters: Id3Chapter[] = []
	for (const frame of frames(tag, offset, end, version)) {
		if (frame.id !== 'CHAP') continue
		const chapter = readChap(frame.body, version)
		if (chapter) chapters.push(chapter)
	}
	return chapters.sort((a, b) => a.startMs - b.startMs)
}

type Frame = { id: string; body: Uint8Array }

function* frames(bytes: Uint8Array, from: number, to: number, version: number): Generator<Frame> {
	let offset = from
	while (offset + HEADER_BYTES <= to) {
		// padding: zeros until the end of the tag
		if (bytes[offset] === 0) return
		const id = String.fromCharCode(...bytes.subarray(offset, offset + 4))
		const size = version === 4 ? syncsafe(bytes, offset + 4) : uint32(bytes, offset + 4)
		const formatFlags = bytes[offset + 9]!
		const start = offset + HEADER_BYTES
		if (size <= 0 || start + size > to) return
		// v2.4: compression (0x08), encryption (0x04), unsynchronisation (0x02), data length indicator (0x01);
		// v2.3: compression (0x80), encryption (0x40). Neither is written by ffmpeg; such a frame is not read.
		const unreadable = version === 4 ? formatFlags & 0x0f : formatFlags & 0xc0
		if (!unreadable) yield { id, body: bytes.subarray(start, start + size) }
		offset = start + size
	}
}

/** CHAP: element id (a terminated string), start and end times in ms, two byte offsets, then frames (TIT2). */
function readChap(body: Uint8Array, version: number): Id3Chapter | null {
	const idEnd = body.indexOf(0)
	if (idEnd < 0 || idEnd + 17 > body.length) return null
	const startMs = uint32(body, idEnd + 1)
	const endMs = uint32(body, idEnd + 5)
	let title = ''
	for (const frame of frames(body, idEnd + 17, body.length, version)) {
		if (frame.id === 'TIT2') title = textFrame(frame.body)
	}
	return { title, startMs, endMs }
}

/** A text frame: an encoding byte (ISO-8859-1, UTF-16 with BOM, UTF-16BE, UTF-8), then the text, maybe terminated. */
function textFrame(body: Uint8Array) {
	const encoding = body[0]
	const text = body.subarray(1)
	let decoded: string
	if (encoding === 1 || encoding === 2) {
		const bigEndian = encoding === 2 || (text[0] === 0xfe && text[1] === 0xff)
		const hasBom = encoding === 1 && ((text[0] === 0xfe && text[1] === 0xff) || (text[0] === 0xff && text[1] === 0xfe))
		decoded = new TextDecoder(bigEndian ? 'utf-16be' : 'utf-16le').decode(text.subarray(hasBom ? 2 : 0))
	} else {
		decoded = new TextDecoder(encoding === 3 ? 'utf-8' : 'latin1').decode(text)
	}
	// a v2.4 frame may hold several strings separated by NULs: the title is the first
	return decoded.split('\0')[0] ?? ''
}

function syncsafe(bytes: Uint8Array, at: number) {
	return ((bytes[at]! & 0x7f) << 21) | ((bytes[at + 1]! & 0x7f) << 14) | ((bytes[at + 2]! & 0x7f) << 7) | (bytes[at + 3]! & 0x7f)
}

function uint32(bytes: Uint8Array, at: number) {
	return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!
}
