import { expect, test } from 'vitest'
import { squarePng, toneMp3 } from '#tests/fixtures/media.ts'
import { tagEpisodeMp3, withEpisodeArtwork } from './episode-tags.server.ts'
import { id3TagLength, readId3Chapters } from './id3-chapters.ts'

const tone = () => toneMp3(12)
const cover = () => squarePng(300)

test('the chapters the audio job writes into the MP3 read back from its ID3 tag alone, to the millisecond, artwork or not', async () => {
	const tagged = await tagEpisodeMp3(await tone(), {
		title: 'Capítulos',
		podcastName: 'Ondas',
		language: 'castellano',
		mark: { language: 'castellano', consents: [] },
		date: new Date('2026-11-23T10:00:00Z'),
		chapters: [
			{ title: 'Introducción', startSeconds: 0 },
			{ title: 'Rituales & <hábitos> 🎧', startSeconds: 4.257 },
			{ title: 'Cierre', startSeconds: 9.5 },
		],
		durationSeconds: 12,
	})
	const expected = [
		{ title: 'Introducción', startMs: 0, endMs: 4257 },
		{ title: 'Rituales & <hábitos> 🎧', startMs: 4257, endMs: 9500 },
		{ title: 'Cierre', startMs: 9500, endMs: 12000 },
	]
	for (const mp3 of [tagged, await withEpisodeArtwork(tagged, await cover())]) {
		const length = id3TagLength(mp3.subarray(0, 10))
		expect(length).toBeGreaterThan(10)
		expect(readId3Chapters(mp3.subarray(0, length))).toEqual(expected)
	}
	// no tag, or only part of one: no chapters, never an error
	expect(readId3Chapters(await tone())).toEqual([])
	expect(readId3Chapters(tagged.subarray(0, 40))).toEqual([])
})
