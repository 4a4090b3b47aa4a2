import { addMp3Artwork, type Mp3Chapter, writeMp3Tags } from '#app/integrations/ffmpeg/mp3-tags.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { type AiMark, aiMarkComment, aiMarkFields } from './ai-disclosure.ts'

export type EpisodeTagsInput = {
	title: string
	podcastName: string
	episodeNumber?: number
	language: ScriptLanguage
	/** When the episode was made: its year is the tag's. */
	date: Date
	/** Where each chapter starts (sectionStarts); each one ends where the next starts, the last at the end. */
	chapters: Array<{ title: string; startSeconds: number }>
	durationSeconds: number
	/** that the audio is AI-generated, and the consent records of its cloned voices (ai-disclosure.ts) */
	mark: AiMark
}

/** ISO 639-2 codes for the ID3 language frame. */
const ID3_LANGUAGE: Record<ScriptLanguage, string> = { castellano: 'spa', latino: 'spa', english: 'eng' }

/** The chapters as ID3 CHAP frames want them: each with its end, in order, none past the audio's end. */
export function mp3Chapters(chapters: EpisodeTagsInput['chapters'], durationSeconds: number): Mp3Chapter[] {
	return chapters
		.filter((chapter) => chapter.startSeconds < durationSeconds)
		.map((chapter, index, kept) => ({
			title: chapter.title,
			startSeconds: chapter.startSeconds,
			endSeconds: kept[index + 1]?.startSeconds ?? durationSeconds,
		}))
}

/**
 * The episode MP3 with its ID3v2.4 tags, so that podcast players show it properly: the title, the podcast's name as
 * artist and album, the episode number as track, the year, the language and the chapters with their real offsets;
 * and the AI mark, machine-readable (TXXX: AI_GENERATED, DIGITAL_SOURCE_TYPE, AI_GENERATOR, AI_VOICE_CONSENT) and
 * as the comment players show (COMM). The cover comes later (withEpisodeArtwork), once the cover job has made it.
 */
export function tagEpisodeMp3(mp3: Buffer, episode: EpisodeTagsInput) {
	return writeMp3Tags(mp3, {
		title: episode.title,
		artist: episode.podcastName,
		album: episode.podcastName,
		...(episode.episodeNumber !== undefined && { track: episode.episodeNumber }),
		year: episode.date.getUTCFullYear(),
		language: ID3_LANGUAGE[episode.language],
		chapters: mp3Chapters(episode.chapters, episode.durationSeconds),
		userText: aiMarkFields(episode.mark),
		comment: aiMarkComment(episode.mark),
	})
}

/** The tagged MP3 with the cover as its front-cover artwork; doing it twice gives the same file. */
export function withEpisodeArtwork(mp3: Buffer, cover: Buffer) {
	return addMp3Artwork(mp3, cover)
}
