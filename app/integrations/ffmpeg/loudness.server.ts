import type { Readable } from 'node:stream'
import { FfmpegError, runFfmpegReporting } from './ffmpeg.server.ts'

/** EBU R128 figures of a run: integrated loudness (LUFS), and the true peak (dBTP) when asked for. */
export type Loudness = { integratedLufs: number; truePeakDbtp?: number }

/** What ebur128 reports for less than 400 ms of sound, or for silence: no loudness to speak of. */
export const SILENCE_LUFS = -70

export type MeasureLoudnessOptions = {
	/** Filters applied before the meter, e.g. a gain and a limiter. */
	filters?: string[]
	/** Where the (filtered) audio goes after the meter; nowhere by default. */
	output?: string[]
	/** Also measure the true peak (4× oversampled; costs about three times as much). */
	truePeak?: boolean
	input?: Buffer | Readable
	signal?: AbortSignal
}

/**
 * The loudness of what `inputArgs` read (ffmpeg's ebur128 meter, ITU-R BS.1770), after `filters`, optionally writing
 * the filtered audio to `output` in the same run. The meter reports one decimal.
 */
export async function measureLoudness(
	inputArgs: string[],
	{ filters = [], output = ['-f', 'null', '-'], truePeak = false, input, signal }: MeasureLoudnessOptions = {},
): Promise<Loudness> {
	const meter = `ebur128=framelog=verbose${truePeak ? ':peak=true' : ''}`
	const { stderr } = await runFfmpegReporting([...inputArgs, '-af', [...filters, meter].join(','), ...output], {
		input,
		signal,
	})
	const summary = stderr.slice(stderr.lastIndexOf('Summary:'))
	const integrated = /\bI:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1]
	const peak = /\bPeak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]
	if (integrated === undefined || (truePeak && peak === undefined)) {
		throw new FfmpegError(`ebur128 no dio su resumen: ${summary.slice(-500)}`, { exitCode: 0, stderr })
	}
	const value = (text: string) => (text === '-inf' ? Number.NEGATIVE_INFINITY : Number(text))
	return {
		integratedLufs: Math.max(SILENCE_LUFS, value(integrated)),
		...(peak !== undefined && { truePeakDbtp: value(peak) }),
	}
}
