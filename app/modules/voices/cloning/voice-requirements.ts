/**
 * What a voice sample must be, in one place: the page's requirements card, the form's checks (browser and server),
 * the body cap of the /voice-cloning route and GET /api/voice/requirements all read this.
 */

const MB = 1024 * 1024

/** An accepted audio format: its name as shown, its file extensions and the MIME types browsers give it. */
export type AcceptedFormat = { label: string; extensions: string[]; mimeTypes: string[] }

export const acceptedFormats: AcceptedFormat[] = [
	{ label: 'MP3', extensions: ['.mp3'], mimeTypes: ['audio/mpeg', 'audio/mp3'] },
	{ label: 'WAV', extensions: ['.wav'], mimeTypes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
	{ label: 'M4A', extensions: ['.m4a', '.mp4', '.aac'], mimeTypes: ['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aac'] },
	{ label: 'OGG/Opus', extensions: ['.ogg', '.oga', '.opus'], mimeTypes: ['audio/ogg', 'audio/opus'] },
	{ label: 'WEBM', extensions: ['.webm'], mimeTypes: ['audio/webm'] },
	{ label: 'FLAC', extensions: ['.flac'], mimeTypes: ['audio/flac', 'audio/x-flac'] },
]

export const voiceRequirements = {
	/** seconds of audio, at least: less gives a clone (or a measurement) that is mostly guesswork */
	minDuration: 10,
	/** seconds of audio, at most: instant cloning gains nothing from more than a few minutes */
	maxDuration: 300,
	/** bytes */
	maxFileSize: 20 * MB,
	/** what the requirements card recommends */
	recommendedBitrateKbps: 192,
} as const

/** For the file input's accept attribute: every extension and MIME type. */
export const acceptAttribute = acceptedFormats.flatMap((format) => [...format.extensions, ...format.mimeTypes]).join(',')

/**
 * Whether a file is of an accepted format by its type or its extension (either one is enough: browsers and API
 * clients do not always send a type; the content is checked afterwards by decoding it). A recording's type may carry parameters ('audio/webm;codecs=opus').
 */
export function isAcceptedAudioFile({ name, type }: { name: string; type: string }) {
	const mime = type.split(';')[0]!.trim().toLowerCase()
	const lowerName = name.toLowerCase()
	return acceptedFormats.some(
		(format) => format.mimeTypes.includes(mime) || format.extensions.some((extension) => lowerName.endsWith(extension)),
	)
}

/** The JSON of GET /api/voice/requirements: minDuration and maxDuration (seconds), acceptedFormats, maxFileSize (bytes). */
export function voiceRequirementsJson() {
	return {
		minDuration: voiceRequirements.minDuration,
		maxDuration: voiceRequirements.maxDuration,
		acceptedFormats: acceptedFormats.flatMap((format) => format.extensions),
		acceptedFormatNames: acceptedFormats.map((format) => format.label),
		acceptedMimeTypes: acceptedFormats.flatMap((format) => format.mimeTypes),
		maxFileSize: voiceRequirements.maxFileSize,
		recommendedBitrateKbps: voiceRequirements.recommendedBitrateKbps,
	}
}
