import { expect, test } from 'vitest'
import { runBinary, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { id3Comments, id3Frames } from '#app/integrations/ffmpeg/id3-frames.ts'
import { squarePng, toneMp3 } from '#tests/fixtures/media.ts'
import { mp3Chapters, tagEpisodeMp3, withEpisodeArtwork } from './episode-tags.server.ts'

/** Twelve seconds of a quiet tone as a 128 kbps MP3, and a 300 px square PNG: the fixtures. */
const tone = () => toneMp3(12)
const cover = () => squarePng(300)

/** What a podcast player reads: ffprobe's format tags, chapters and streams. */
function probe(mp3: Buffer) {
	return withTempDir(async (dir) => {
		const file = `${dir}/episode.mp3`
		await import('node:fs/promises').then((fs) => fs.writeFile(file, mp3))
		const output = await runBinary('ffprobe', [
			'-v',
			'error',
			'-print_format',
			'json',
			'-show_format',
			'-show_chapters',
			'-show_streams',
			file,
		])
		return JSON.parse(output.toString('utf8')) as {
			format: { tags: Record<string, string> }
			chapters: Array<{ start_time: string; end_time: string; tags: { title: string } }>
			streams: Array<{
				codec_type: string
				codec_name: string
				width?: number
				disposition: { attached_pic: number }
				tags?: Record<string, string>
			}>
		}
	})
}

const episode = {
	title: 'Cómo empaquetar: paso 1; ¿y #2?',
	podcastName: 'Ondas de Empresa',
	episodeNumber: 7,
	language: 'castellano' as const,
	date: new Date('2026-11-23T10:00:00Z'),
	chapters: [
		{ title: 'Introducción', startSeconds: 0 },
		{ title: 'El paquete = la unidad', startSeconds: 4.25 },
		{ title: 'Cierre', startSeconds: 9.5 },
	],
	durationSeconds: 12,
	mark: { language: 'castellano' as const, consents: [] },
}

/** The descriptions of the MP3's TXXX frames (UTF-8, as ffmpeg writes them in ID3v2.4). */
const userTextNames = (mp3: Buffer) => id3Frames(mp3, 'TXXX').map((frame) => frame.subarray(11).toString('utf8').split('\0')[0])

test('the MP3 carries title, podcast as artist and album, track, year, language and the chapters at their offsets', async () => {
	const { format, chapters, streams } = await probe(await tagEpisodeMp3(await tone(), episode))
	expect(format.tags).toMatchObject({
		title: 'Cómo empaquetar: paso 1; ¿y #2?',
		artist: 'Ondas de Empresa',
		album: 'Ondas de Empresa',
		track: '7',
		date: '2026',
		language: 'spa',
	})
	expect(chapters.map((chapter) => [chapter.tags.title, Number(chapter.start_time), Number(chapter.end_time)])).toEqual([
		['Introducción', 0, 4.25],
		['El paquete = la unidad', 4.25, 9.5],
		['Cierre', 9.5, 12],
	])
	expect(streams.map((stream) => stream.codec_type)).toEqual(['audio'])
})

test("the MP3 says it is AI-generated: TXXX frames a machine reads, a COMM a player shows, and the cloned voice's consent", async () => {
	const consent = {
		recordId: '7d9f4c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
		textVersion: 'voz-consentimiento-2026-11-v1',
		acceptedAt: new Date('2026-11-02T09:15:00Z'),
	}
	const mp3 = await tagEpisodeMp3(await tone(), { ...episode, mark: { language: 'castellano', consents: [consent] } })
	const { format } = await probe(mp3)
	expect(format.tags).toMatchObject({
		AI_GENERATED: 'true',
		DIGITAL_SOURCE_TYPE: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
		AI_GENERATOR: 'Ondacast',
		AI_VOICE_CONSENT: `cloned-voice:${consent.recordId} consent:voz-consentimiento-2026-11-v1 accepted:2026-11-02T09:15:00.000Z`,
		comment: expect.stringMatching(/^Audio generado con IA: voces sintéticas creadas con Ondacast\. Incluye una voz clonada/),
	})
	expect(userTextNames(mp3).sort()).toEqual(['AI_GENERATED', 'AI_GENERATOR', 'AI_VOICE_CONSENT', 'DIGITAL_SOURCE_TYPE'])
	expect(id3Comments(mp3)).toEqual([{ language: 'spa', description: '', text: format.tags.comment }])

	// the artwork pass keeps all of it: the COMM as a COMM (ffmpeg alone would make it a TXXX named «comment»)
	const withArt = await withEpisodeArtwork(mp3, await cover())
	expect((await probe(withArt)).format.tags).toMatchObject({ AI_GENERATED: 'true', comment: format.tags.comment })
	expect(userTextNames(withArt).sort()).toEqual(['AI_GENERATED', 'AI_GENERATOR', 'AI_VOICE_CONSENT', 'DIGITAL_SOURCE_TYPE'])
	expect(id3Comments(withArt)).toHaveLength(1)

	// an English episode without cloned voices: the comment in English, no consent
	const english = await tagEpisodeMp3(await tone(), {
		...episode,
		language: 'english',
		mark: { language: 'english', consents: [] },
	})
	expect(id3Comments(english)).toEqual([
		{ language: 'eng', description: '', text: 'AI-generated audio: synthetic voices made with Ondacast.' },
	])
	expect((await probe(english)).format.tags.AI_VOICE_CONSENT).toBeUndefined()
})

test('the cover becomes the front-cover artwork, the tags and chapters stay, and doing it twice changes nothing', async () => {
	const tagged = await tagEpisodeMp3(await tone(), episode)
	const png = await cover()
	const withArt = await withEpisodeArtwork(tagged, png)
	const { format, chapters, streams } = await probe(withArt)
	const picture = streams.find((stream) => stream.codec_type === 'video')
	expect(picture).toMatchObject({ codec_name: 'mjpeg', width: 1400, disposition: { attached_pic: 1 } })
	expect(picture?.tags?.comment).toBe('Cover (front)')
	expect(format.tags).toMatchObject({ title: episode.title, artist: 'Ondas de Empresa', track: '7' })
	expect(chapters.map((chapter) => [Number(chapter.start_time), Number(chapter.end_time)])).toEqual([
		[0, 4.25],
		[4.25, 9.5],
		[9.5, 12],
	])

	const again = await withEpisodeArtwork(withArt, png)
	expect(again.equals(withArt)).toBe(true)
	expect((await probe(again)).streams.filter((stream) => stream.codec_type === 'video')).toHaveLength(1)
})

test('chapters end where the next one starts; one starting past the end of a cut episode is left out', () => {
	expect(
		mp3Chapters(
			[
				{ title: 'Uno', startSeconds: 0 },
				{ title: 'Dos', startSeconds: 60 },
				{ title: 'Tres', startSeconds: 130 },
			],
			120,
		),
	).toEqual([
		{ title: 'Uno', startSeconds: 0, endSeconds: 60 },
		{ title: 'Dos', startSeconds: 60, endSeconds: 120 },
	])
})
