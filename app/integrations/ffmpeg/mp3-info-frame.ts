/** MP3 frames hold this many samples each (MPEG-1 Layer III, e.g. 44.1 kHz). */
export const MP3_SAMPLES_PER_FRAME = 1152

/**
 * How many audio frames an MP3 says it holds, from the Xing/Info frame that starts it (what ffmpeg's MP3 muxer
 * writes when the file has no ID3 tag before it): null when the file does not start with one.
 */
export function mp3InfoFrameCount(start: Buffer): number | null {
	if (start.length < 4 || start[0] !== 0xff || (start[1]! & 0xe0) !== 0xe0) return null
	// the tag sits after the frame header and its side information: 4 + 17, 32 or 9 bytes depending on version and channels
	for (const at of [13, 21, 36]) {
		const tag = start.subarray(at, at + 4).toString('latin1')
		if (tag !== 'Xing' && tag !== 'Info') continue
		const flags = start.readUInt32BE(at + 4)
		return flags & 1 ? start.readUInt32BE(at + 8) : null
	}
	return null
}
