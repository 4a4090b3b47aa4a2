import type { Id3Chapter } from '#app/modules/audio/id3-chapters.ts'

/** Podcasting 2.0 JSON chapters (podcastindex.org/namespace/1.0, chapters format), served as application/json+chapters. */
type JsonChapters = { version: '1.2.0'; chapters: Array<{ startTime: number; title: string }> }

/** The MP3's own ID3 chapters as JSON chapters: the same start times (seconds, to the millisecond) and titles. */
export function jsonChapters(chapters: readonly Id3Chapter[]): JsonChapters {
	return {
		version: '1.2.0',
		chapters: chapters.map((chapter) => ({ startTime: chapter.startMs / 1000, title: chapter.title })),
	}
}
