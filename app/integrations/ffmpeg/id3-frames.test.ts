import { expect, test } from 'vitest'
import { commentFrame, id3Comments, id3Frames, withId3Frames } from './id3-frames.ts'

/** An ID3v2.4 tag with one TIT2 frame and 20 bytes of padding, then three bytes standing for the audio. */
function taggedMp3() {
	const title = Buffer.concat([Buffer.from([3]), Buffer.from('Título', 'utf8')])
	const frame = Buffer.concat([Buffer.from('TIT2', 'latin1'), Buffer.from([0, 0, 0, title.length, 0, 0]), title])
	const padding = Buffer.alloc(20)
	const size = frame.length + padding.length
	const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, size])
	return Buffer.concat([header, frame, padding, Buffer.from([0xff, 0xfb, 0x90])])
}

test('a COMM frame goes at the end of the frames, before the padding; the tag grows by as much and the audio follows', () => {
	const mp3 = taggedMp3()
	const comment = commentFrame({ language: 'spa', text: 'Audio generado con IA: «voces» sintéticas.' })
	const marked = withId3Frames(mp3, [comment])
	expect(marked.length).toBe(mp3.length + comment.length)
	expect(id3Frames(marked, 'TIT2')).toHaveLength(1)
	expect(id3Comments(marked)).toEqual([{ language: 'spa', description: '', text: 'Audio generado con IA: «voces» sintéticas.' }])
	expect(marked.subarray(-3)).toEqual(Buffer.from([0xff, 0xfb, 0x90]))
	// the declared size still ends where the audio starts: after the frames and the padding
	const size = (marked[6]! << 21) | (marked[7]! << 14) | (marked[8]! << 7) | marked[9]!
	expect(10 + size).toBe(marked.length - 3)
	// twice is two comments: callers add theirs once
	expect(id3Comments(withId3Frames(marked, [comment]))).toHaveLength(2)
})

test('sizes over 127 bytes are written seven bits a byte (syncsafe), and read back', () => {
	const text = 'ñ'.repeat(300)
	const marked = withId3Frames(taggedMp3(), [commentFrame({ language: 'eng', text })])
	expect(id3Comments(marked)).toEqual([{ language: 'eng', description: '', text }])
	for (const byte of marked.subarray(6, 10)) expect(byte).toBeLessThan(0x80)
})

test('an MP3 without a tag is given one; an older ID3v2.3 tag is refused rather than doubled', () => {
	const audio = Buffer.from([0xff, 0xfb, 0x90, 0x00])
	const marked = withId3Frames(audio, [commentFrame({ language: 'spa', text: 'IA' })])
	expect(marked.toString('latin1', 0, 3)).toBe('ID3')
	expect(id3Comments(marked)).toEqual([{ language: 'spa', description: '', text: 'IA' }])
	expect(marked.subarray(-4)).toEqual(audio)
	const older = Buffer.from(taggedMp3())
	older[3] = 3
	expect(() => withId3Frames(older, [commentFrame({ language: 'spa', text: 'IA' })])).toThrow(/ID3v2\.3/)
	expect(withId3Frames(older, [])).toBe(older)
})
