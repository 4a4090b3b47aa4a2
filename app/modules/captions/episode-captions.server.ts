import { z } from 'zod'
import { hasFile, putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { episodeFolders } from '#app/modules/episodes/episode-files.ts'
import { captionCues, type TimedLine } from './caption-cues.ts'
import { type CaptionFormat, renderCaptions } from './caption-formats.ts'

const timedLinesSchema = z.object({
	lines: z.array(z.object({ start: z.number(), end: z.number(), speaker: z.string(), text: z.string() })),
})

/** Kept beside the episode's files (deleted with them): the turns with their real times in the MP3. */
function captionsKey(episodeId: string) {
	return `${episodeFolders(episodeId)[0]}/captions.json`
}

/** The audio job keeps every turn's real times, from which the SRT and WebVTT files are written on request. */
export async function saveEpisodeTimings(episodeId: string, lines: TimedLine[]) {
	await putFile(captionsKey(episodeId), Buffer.from(JSON.stringify({ lines })))
}

/** Whether the episode's captions can be written (its audio was made after timings were kept). */
export function hasEpisodeCaptions(episodeId: string) {
	return hasFile(captionsKey(episodeId))
}

/** The episode's captions in `format`, or null when its audio was made before timings were kept. */
export async function episodeCaptions(episodeId: string, format: CaptionFormat) {
	const stored = await readFile(captionsKey(episodeId))
	if (!stored) return null
	const { lines } = timedLinesSchema.parse(JSON.parse(stored.toString('utf8')))
	return renderCaptions(captionCues(lines), format)
}
