import type { YoutubeErrorCode } from '#app/modules/errors/error-codes.ts'

/** What decides whether an episode can go to YouTube: the server, the account and the episode. */
export type YoutubeUploadFacts = {
	configured: boolean
	planAllows: boolean
	connected: boolean
	episode: {
		step: string
		audioUrl: string | null
		videoStatus: string
		videoUrl: string | null
		coverStatus: string
		coverUrl: string | null
	}
}

/**
 * Every condition an upload needs that is missing, each with its own code (and text): Google set up on the server,
 * a plan with YouTube upload (config/plans.json), a connected account, a saved episode, its video and its cover. On
 * a plan without uploads only the plan is named, with what the plan includes instead.
 * Empty: the upload may start.
 */
export function missingForYoutube({ configured, planAllows, connected, episode }: YoutubeUploadFacts): YoutubeErrorCode[] {
	const missing: YoutubeErrorCode[] = []
	if (!configured) missing.push('YOUTUBE_NOT_CONFIGURED')
	// a plan without uploads (nor video) is the one thing to say: asking for a video it cannot make would mislead
	if (!planAllows) return [...missing, 'YOUTUBE_PLAN']
	if (!connected) missing.push('YOUTUBE_NOT_CONNECTED')
	if (episode.step !== 'complete' || !episode.audioUrl) missing.push('YOUTUBE_EPISODE_NOT_SAVED')
	if (episode.videoStatus !== 'ready' || !episode.videoUrl) missing.push('YOUTUBE_VIDEO_MISSING')
	if (episode.coverStatus !== 'ready' || !episode.coverUrl) missing.push('YOUTUBE_COVER_MISSING')
	return missing
}

export const youtubePrivacies = ['private', 'unlisted', 'public'] as const

/** The watch address of a video. */
export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`

/** YouTube counts a description's limit in UTF-8 bytes, not characters: «ñ» and every accented letter take two. */
export const YOUTUBE_DESCRIPTION_MAX_BYTES = 5000

export const utf8Length = (text: string) => new TextEncoder().encode(text).length

/** The longest start of `text` that fits in YouTube's description limit (or `maxBytes`), never cutting a character in two. */
export function fitYoutubeDescription(text: string, maxBytes = YOUTUBE_DESCRIPTION_MAX_BYTES) {
	if (utf8Length(text) <= maxBytes) return text
	let bytes = 0
	let end = 0
	for (const character of text) {
		bytes += utf8Length(character)
		if (bytes > maxBytes) break
		end += character.length
	}
	return text.slice(0, end)
}

/**
 * The description as uploaded: ending with the AI disclosure `line` (the form's text is the user's, who may have
 * removed it), what comes before it shortened if the two would pass YouTube's limit.
 */
export function withDisclosureLine(description: string, line: string) {
	const text = description.trimEnd()
	if (text.endsWith(line)) return text
	if (!text) return line
	const room = YOUTUBE_DESCRIPTION_MAX_BYTES - utf8Length(line) - 2
	return `${fitYoutubeDescription(text, room).trimEnd()}\n\n${line}`
}
