import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { runBinary, runFfmpeg, runFfmpegReporting, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { tagEpisodeMp3 } from '#app/modules/audio/episode-tags.server.ts'
import { squarePng, toneMp3 } from '#tests/fixtures/media.ts'
import { aacSplit, adtsSeconds, makeVideo } from './make-video.server.ts'

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

test('a long episode is encoded to AAC in two halves split in the pause before its middle chapter, and no one hears the join', async () => {
	// two sections as the assembly makes them: 40 s of speech (a tone), the 900 ms pause between sections, 40 s more
	// biome-ignore format: the ffmpeg options
	const sections = await runFfmpeg([
		'-filter_complex',
		'sine=frequency=440:duration=40[a];anullsrc=r=44100:cl=mono,atrim=0:0.9[pause];sine=frequency=660:duration=40[b];[a][pause][b]concat=n=3:v=0:a=1',
		'-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1',
	])
	const audio = await tagEpisodeMp3(sections, {
		title: 'Dos secciones',
		podcastName: 'Ondas Internas',
		language: 'castellano',
		date: new Date('2026-11-25T10:00:00Z'),
		chapters: [
			{ title: 'Primera', startSeconds: 0 },
			{ title: 'Segunda', startSeconds: 40.9 },
		],
		durationSeconds: 80.9,
		mark: { language: 'castellano', consents: [] },
	})
	expect(aacSplit(80.9, [0, 40.9])).toBeCloseTo(40.45, 2)
	const { mp4 } = await makeVideo({ cover: await squarePng(300), audio })
	const heard = await withTempDir(async (dir) => {
		const file = path.join(dir, 'video.mp4')
		await fs.writeFile(file, mp4)
		const { stderr } = await runFfmpegReporting(['-i', file, '-vn', '-af', 'silencedetect=noise=-50dB:d=0.01', '-f', 'null', '-'])
		const probe = await runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file])
		const sound = (JSON.parse(probe.toString('utf8')) as { streams: { codec_type: string; duration: string }[] }).streams.find(
			(stream) => stream.codec_type === 'audio',
		)
		return {
			silences: [...stderr.matchAll(/silence_end: ([\d.]+) \| silence_duration: ([\d.]+)/g)].map((match) => ({
				end: Number(match[1]),
				seconds: Number(match[2]),
			})),
			seconds: Number(sound!.duration),
		}
	})
	// the AAC encoder's start, a few hundredths of a second before the first sound (a still picture has no lips to sync)
	expect(heard.silences[0]!.end).toBeLessThan(0.05)
	heard.silences.shift()
	// then one silence only, the pause between the sections, about as long as it was; the second section starts on time
	expect(heard.silences).toHaveLength(1)
	expect(heard.silences[0]!.seconds).toBeGreaterThan(0.8)
	expect(heard.silences[0]!.seconds).toBeLessThan(1.0)
	// (later by the encoder's start and at most two frames of 23 ms: the pause grows that much, as with the MP3's join)
	expect(heard.silences[0]!.end - 40.9).toBeGreaterThanOrEqual(0)
	expect(heard.silences[0]!.end - 40.9).toBeLessThan(0.1)
	// and the sound plays to its end
	expect(heard.seconds).toBeGreaterThan(80.85)
})

test('only an episode of a minute or more with a chapter in its middle half is split; ADTS frames tell its length', () => {
	expect(aacSplit(120, [0, 20, 61, 100])).toBeCloseTo(60.55, 2)
	expect(aacSplit(120, [0, 10, 110])).toBeUndefined()
	expect(aacSplit(50, [0, 25])).toBeUndefined()
	// two frames of 1,024 samples, each a 7-byte header and 3 bytes of payload (length 10), then something else
	const frame = Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x01, 0x40, 0x00, 0, 0, 0])
	expect(adtsSeconds(Buffer.concat([frame, frame, Buffer.from('TAG')]))).toBeCloseTo(2048 / 44100, 6)
})
