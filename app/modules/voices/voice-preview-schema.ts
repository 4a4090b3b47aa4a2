import { z } from 'zod'

/** A preview says a sentence or two: about 8 seconds of speech, and a bounded cost per click (the page's box takes as much). */
export const MAX_PREVIEW_CHARS = 200

/** The longest preview a client may ask for, in seconds: the plans' previews last 30 s at most (spec section 9). */
const MAX_PREVIEW_SECONDS = 30

/** Messages are keys of the `voices` namespace. */
const previewText = z
	.string({ error: 'preview.problems.refused' })
	.trim()
	.min(1, { error: 'preview.problems.refused' })
	.max(MAX_PREVIEW_CHARS, { error: 'preview.problems.tooLong' })

const voiceField = z
	.string({ error: 'preview.problems.voice' })
	.trim()
	.min(1, { error: 'preview.problems.voice' })
	.max(100, { error: 'preview.problems.voice' })

/**
 * POST /api/voice/preview: one of the user's cloned voices (its id, or its `cv-` id from the voice lists) saying the
 * text, as the preview box of /voice-cloning does.
 */
export const clonedVoicePreviewSchema = z.object({ voiceId: voiceField, text: previewText })

/** POST /api/audio-preview: any voice the user can choose saying the text, cut to `duration` seconds (8 unless said). */
export const audioPreviewSchema = z.object({
	voiceId: voiceField,
	text: previewText,
	duration: z.coerce
		.number({ error: 'preview.problems.duration' })
		.int({ error: 'preview.problems.duration' })
		.min(1, { error: 'preview.problems.duration' })
		.max(MAX_PREVIEW_SECONDS, { error: 'preview.problems.duration' })
		.default(8),
})
