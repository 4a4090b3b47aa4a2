import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { MP3_SAMPLES_PER_FRAME, mp3InfoFrameCount } from '#app/integrations/ffmpeg/mp3-info-frame.ts'

export type TwoPartEncoding = {
	/** Raw PCM, `bytesPerSample` bytes a sample, read as `pcmArgs` say. */
	pcmFile: string
	pcmArgs: string[]
	bytesPerSample: number
	/** Where the second part starts, in samples: the middle of a pause, so both parts start and end in silence. */
	splitSample: number
	/** The same filters for both parts (a gain and a limiter: they hold no state across a pause). */
	filters: string
	mp3Args: string[]
	dir: string
	mp3File: string
	signal?: AbortSignal
}

/**
 * The PCM as one MP3, encoded in two parts at once, one on each core: the MP3 encoder (LAME) is most of an episode's
 * assembly and uses one core. The first part is written with its Info frame (the encoder delay that players skip),
 * the second with no header at all, and their frames are joined and copied once more by ffmpeg, which writes the
 * Info frame of the whole (frame count, seek table). Each part starts with the encoder's delay and ends in its
 * padding: the pause the split falls in becomes longer by less than two frames (under 40 ms at 44.1 kHz), and
 * everything after it moves by that much. Resolves with that shift in samples, to move the offsets by.
 */
export async function encodeInTwoParts({
	pcmFile,
	pcmArgs,
	bytesPerSample,
	splitSample,
	filters,
	mp3Args,
	dir,
	mp3File,
	signal,
}: TwoPartEncoding): Promise<number> {
	const first = path.join(dir, 'part-1.mp3')
	const second = path.join(dir, 'part-2.mp3')
	const splitByte = splitSample * bytesPerSample
	const encode = (input: Readable, output: string, header: string[]) =>
		runFfmpeg([...pcmArgs, '-i', 'pipe:0', '-af', filters, '-y', ...mp3Args, '-id3v2_version', '0', ...header, output], {
			input,
			signal,
		})
	await Promise.all([
		encode(createReadStream(pcmFile, { end: splitByte - 1 }), first, []),
		encode(createReadStream(pcmFile, { start: splitByte }), second, ['-write_xing', '0']),
	])
	const frames = mp3InfoFrameCount(await readStart(first))
	if (frames === null) throw new Error('La primera parte del MP3 no tiene su cabecera Info: no se puede unir.')
	const shift = frames * MP3_SAMPLES_PER_FRAME - splitSample
	if (shift < 0 || shift > 3 * MP3_SAMPLES_PER_FRAME) throw new Error(`Unión del MP3 fuera de rango: ${shift} muestras.`)
	async function* bothParts() {
		for (const file of [first, second]) yield* createReadStream(file)
	}
	await runFfmpeg(['-f', 'mp3', '-i', 'pipe:0', '-c:a', 'copy', '-y', '-f', 'mp3', mp3File], {
		input: Readable.from(bothParts()),
		signal,
	})
	return shift
}

async function readStart(file: string) {
	const handle = await fs.open(file)
	try {
		const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0)
		return buffer.subarray(0, bytesRead)
	} finally {
		await handle.close()
	}
}
