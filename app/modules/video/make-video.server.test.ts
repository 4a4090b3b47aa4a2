import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { runBinary, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { tagEpisodeMp3 } from '#app/modules/audio/episode-tags.server.ts'
import { squarePng, toneMp3 } from '#tests/fixtures/media.ts'
import { makeVideo } from './make-video.server.ts'

test("the video carries its audio's tags: the title, the podcast and the AI mark, machine-readable and as a comment", async () => {
	const tone = await toneMp3(3)
	const cover = await squarePng(300)
	const consent = {
		recordId: '7d9f4c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
		textVersion: 'voz-consentimiento-2026-11-v1',
		acceptedAt: null,
	}
	const audio = await tagEpisodeMp3(tone, {
		title: 'Equipos remotos',
		podcastName: 'Ondas Internas',
		language: 'castellano',
		date: new Date('2026-11-25T10:00:00Z'),
		chapters: [{ title: 'Introducción', startSeconds: 0 }],
		durationSeconds: 3,
		mark: { language: 'castellano', consents: [consent] },
	})
	const { mp4 } = await makeVideo({ cover, audio })
	const tags = await withTempDir(async (dir) => {
		const file = path.join(dir, 'video.mp4')
		await fs.writeFile(file, mp4)
		const output = await runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', file])
		return (JSON.parse(output.toString('utf8')) as { format: { tags: Record<string, string> } }).format.tags
	})
	expect(tags).toMatchObject({
		title: 'Equipos remotos',
		artist: 'Ondas Internas',
		AI_GENERATED: 'true',
		DIGITAL_SOURCE_TYPE: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
		AI_VOICE_CONSENT: `cloned-voice:${consent.recordId} consent:voz-consentimiento-2026-11-v1`,
		comment: expect.stringMatching(/^Audio generado con IA: voces sintéticas creadas con Ondacast\./),
	})
})

test('a video longer than the encoded minute plays to the end of its audio: H.264 yuv420p 1280×720 and AAC, the index at the front', async () => {
	const audio = await toneMp3(75)
	const { mp4, durationSeconds } = await makeVideo({ cover: await squarePng(300), audio })
	expect(durationSeconds).toBeCloseTo(75, 0)
	const probe = await withTempDir(async (dir) => {
		const file = path.join(dir, 'video.mp4')
		await fs.writeFile(file, mp4)
		// biome-ignore format: the ffprobe options
		const output = await runBinary('ffprobe', [
			'-v', 'error', '-print_format', 'json', '-count_frames', '-show_format', '-show_streams', file,
		])
		return JSON.parse(output.toString('utf8')) as {
			format: { duration: string }
			streams: {
				codec_type: string
				codec_name: string
				pix_fmt?: string
				width?: number
				height?: number
				duration: string
				nb_read_frames?: string
			}[]
		}
	})
	const video = probe.streams.find((stream) => stream.codec_type === 'video')
	const sound = probe.streams.find((stream) => stream.codec_type === 'audio')
	expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 1280, height: 720 })
	expect(sound).toMatchObject({ codec_name: 'aac' })
	// the picture lasts as long as the sound: one decodable frame a second all the way, not only the encoded minute
	expect(Math.abs(Number(probe.format.duration) - 75)).toBeLessThanOrEqual(1)
	expect(Math.abs(Number(video!.duration) - 75)).toBeLessThanOrEqual(1)
	expect(Math.abs(Number(video!.nb_read_frames) - 75)).toBeLessThanOrEqual(1)
	expect(Math.abs(Number(sound!.duration) - 75)).toBeLessThanOrEqual(1)
	// faststart: a browser can play it while it downloads
	expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'))
})
