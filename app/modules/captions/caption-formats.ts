import { type Cue, wrapRows } from './caption-cues.ts'

export const captionFormats = {
	srt: { contentType: 'application/x-subrip; charset=utf-8', extension: 'srt' },
	vtt: { contentType: 'text/vtt; charset=utf-8', extension: 'vtt' },
} as const

export type CaptionFormat = keyof typeof captionFormats

export function isCaptionFormat(value: string): value is CaptionFormat {
	return Object.hasOwn(captionFormats, value)
}

/** hh:mm:ss,mmm (SRT) or hh:mm:ss.mmm (WebVTT). */
export function timestamp(seconds: number, separator: ',' | '.') {
	const ms = Math.max(0, Math.round(seconds * 1000))
	const pad = (n: number, width = 2) => String(n).padStart(width, '0')
	const h = Math.floor(ms / 3_600_000)
	const m = Math.floor((ms % 3_600_000) / 60_000)
	const s = Math.floor((ms % 60_000) / 1000)
	return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`
}

/**
 * SubRip has no escapes, and players read <i>, <font …> and {\an8} in it as styling, `-->` as a timing line and a blank
 * line as the end of a cue: what the script says is shown as written, with angle brackets as ‹ › (so no tag and no
 * arrow is formed), override braces without their backslash, and no blank line inside a cue.
 */
function srtText(text: string) {
	return text
		.replace(/</g, '‹')
		.replace(/>/g, '›')
		.replace(/\{\\/g, '{')
		.replace(/\n\s*\n/g, '\n')
}

/** SubRip: numbered cues; the speaker's name opens each turn ('Ana: …'), as YouTube Studio shows it. */
export function toSrt(cues: readonly Cue[]) {
	return cues
		.map((cue, index) => {
			const text = srtText(wrapRows(cue.speaker ? `${cue.speaker}: ${cue.text}` : cue.text))
			return `${index + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${text}\n`
		})
		.join('\n')
}

/** WebVTT: each turn's first cue names its speaker with a voice tag (<v Ana>), which players may show or style. */
export function toVtt(cues: readonly Cue[]) {
	const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
	const body = cues.map((cue) => {
		const text = escapeText(wrapRows(cue.text))
		const voice = cue.speaker ? `<v ${escapeText(cue.speaker).replace(/\s+/g, ' ')}>` : ''
		return `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${voice}${text}\n`
	})
	return ['WEBVTT\n', ...body].join('\n')
}

export function renderCaptions(cues: readonly Cue[], format: CaptionFormat) {
	return format === 'srt' ? toSrt(cues) : toVtt(cues)
}

/** Where an episode's captions are downloaded (the resource route checks ownership). */
export function captionsUrl(episodeId: string, format: CaptionFormat) {
	return `/resources/episodes/${episodeId}/captions/${format}`
}
