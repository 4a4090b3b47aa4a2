/** A chapter of the episode: its section title and where it starts in the real audio. */
export type Chapter = { title: string; startSeconds: number }

/** m:ss, or h:mm:ss from one hour: how every duration is shown. */
export function formatDuration(totalSeconds: number) {
	const seconds = Math.max(0, Math.floor(totalSeconds))
	const h = Math.floor(seconds / 3600)
	const m = Math.floor((seconds % 3600) / 60)
	const s = String(seconds % 60).padStart(2, '0')
	return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/**
 * The chapter list as YouTube reads it: one 'm:ss Título' line each, the first at 0:00. YouTube ignores chapters
 * shorter than 10 seconds, so such a chapter is merged into the one before.
 */
export function chapterLines(chapters: Chapter[]) {
	const kept: Chapter[] = []
	for (const chapter of chapters) {
		const previous = kept.at(-1)
		if (previous && chapter.startSeconds - previous.startSeconds < 10) continue
		kept.push(kept.length === 0 ? { ...chapter, startSeconds: 0 } : chapter)
	}
	return kept.map((chapter) => `${formatDuration(chapter.startSeconds)} ${chapter.title}`)
}
