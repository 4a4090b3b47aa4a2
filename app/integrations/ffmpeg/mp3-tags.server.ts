import fs from 'node:fs/promises'
import path from 'node:path'
import { runFfmpeg, withTempDir } from './ffmpeg.server.ts'
import { commentFrame, id3Frames, withId3Frames } from './id3-frames.ts'

export type Mp3Chapter = { title: string; startSeconds: number; endSeconds: number }

export type Mp3Tags = {
	title: string
	artist: string
	album: string
	track?: number
	year: number
	/** ISO 639-2, e.g. 'spa', 'eng' (ID3 TLAN) */
	language: string
	/** ID3 chapter frames (CHAP, with a CTOC listing them) */
	chapters: Mp3Chapter[]
	/** user-defined text frames (TXXX), by description: upper-case names, e.g. AI_GENERATED */
	userText?: Record<string, string>
	/** the comment players show (COMM), in `language` */
	comment?: string
}

/** The side of the square artwork put in the MP3: what podcast players show, a fraction of the 3000 px cover's bytes. */
const ARTWORK_SIDE = 1400

/**
 * The MP3 with ID3v2.4 tags: title, artist, album, track, year (TDRC), language, the user-defined texts (TXXX) and the
 * chapters, written from an ffmetadata file, then the comment (COMM, which ffmpeg cannot write). The audio is copied,
 * not encoded again; any tags the MP3 had are replaced.
 */
export function writeMp3Tags(mp3: Buffer, tags: Mp3Tags, { signal }: { signal?: AbortSignal } = {}) {
	return withTempDir(async (dir) => {
		const [input, metadata, output] = ['input.mp3', 'metadata.txt', 'output.mp3'].map((name) => path.join(dir, name)) as [
			string,
			string,
			string,
		]
		await Promise.all([fs.writeFile(input, mp3), fs.writeFile(metadata, ffmetadata(tags))])
		await runFfmpeg(
			[
				...['-i', input, '-i', metadata],
				...['-map', '0:a', '-map_metadata', '1', '-map_chapters', '1', '-c:a', 'copy'],
				...['-id3v2_version', '4', '-f', 'mp3', output],
			],
			{ signal },
		)
		const tagged = await fs.readFile(output)
		return tags.comment ? withId3Frames(tagged, [commentFrame({ language: tags.language, text: tags.comment })]) : tagged
	})
}

/**
 * The MP3 with `image` as its front-cover artwork (APIC, a 1400 px JPEG), its tags and chapters kept. Doing it again
 * gives the same file: an artwork already there is replaced, not added. Its COMM frames are copied as they were:
 * ffmpeg would read them as `comment` and write that back as a TXXX frame.
 */
export function addMp3Artwork(mp3: Buffer, image: Buffer, { signal }: { signal?: AbortSignal } = {}) {
	return withTempDir(async (dir) => {
		const [input, picture, output] = ['input.mp3', 'cover', 'output.mp3'].map((name) => path.join(dir, name)) as [
			string,
			string,
			string,
		]
		await Promise.all([fs.writeFile(input, mp3), fs.writeFile(picture, image)])
		await runFfmpeg(
			[
				// -copyts: the chapters keep their times (without it each pass moves them by the encoder delay)
				...['-copyts', '-i', input, '-i', picture],
				...['-map', '0:a', '-map', '1:v', '-map_metadata', '0', '-map_chapters', '0', '-c:a', 'copy', '-metadata', 'comment='],
				...['-c:v', 'mjpeg', '-q:v', '3', '-vf', `scale=${ARTWORK_SIDE}:${ARTWORK_SIDE}`, '-frames:v', '1'],
				...['-disposition:v', 'attached_pic', '-metadata:s:v', 'title=Cover', '-metadata:s:v', 'comment=Cover (front)'],
				...['-id3v2_version', '4', '-f', 'mp3', output],
			],
			{ signal },
		)
		return withId3Frames(await fs.readFile(output), id3Frames(mp3, 'COMM'))
	})
}

/** ffmetadata's escaping: '=', ';', '#', '\' and line breaks are preceded by a backslash. */
function metadataValue(value: string) {
	return value.replace(/[=;#\\\n]/g, (character) => `\\${character}`)
}

function ffmetadata({ title, artist, album, track, year, language, chapters, userText = {} }: Mp3Tags) {
	const lines = [
		';FFMETADATA1',
		`title=${metadataValue(title)}`,
		`artist=${metadataValue(artist)}`,
		`album=${metadataValue(album)}`,
		...(track !== undefined ? [`track=${track}`] : []),
		`date=${year}`,
		`language=${metadataValue(language)}`,
		// a name ffmpeg does not map to a frame of its own becomes a TXXX frame with that description
		...Object.entries(userText).map(([name, value]) => `${name.replace(/[^A-Z0-9_]/g, '_')}=${metadataValue(value)}`),
	]
	for (const chapter of chapters) {
		lines.push(
			'[CHAPTER]',
			'TIMEBASE=1/1000',
			`START=${Math.round(chapter.startSeconds * 1000)}`,
			`END=${Math.round(chapter.endSeconds * 1000)}`,
			`title=${metadataValue(chapter.title)}`,
		)
	}
	return `${lines.join('\n')}\n`
}
