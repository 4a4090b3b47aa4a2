import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadHandler } from '@remix-run/node'
import { FfmpegError, probeMedia, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { ANALYSIS_SAMPLE_RATE, decodeMonoPcm, fullScaleShare } from '#app/integrations/ffmpeg/voice-sample-audio.server.ts'
import { deleteFile, deletePrefix, putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { takeUploadAllowance } from '#app/modules/quota/upload-allowance.server.ts'
import { cleanFileName } from '#app/utils/file-name.ts'
import { parseMultipartForm } from '#app/utils/multipart-form.server.ts'
import { oneLine } from '#app/utils/one-line.ts'
import { type VoiceAccent, voiceAccentOf } from './voice-accent.ts'
import { measureVoice, soundShare } from './voice-measures.ts'
import type { KeptSample, UploadProblem } from './voice-refusal.ts'
import { acceptedFormats, isAcceptedAudioFile, voiceRequirements } from './voice-requirements.ts'

/** The create form as sent: the typed name, the accent, the consent box, and the file (in memory up to the size limit). */
export type VoiceForm = {
	intent: string
	name: string
	/** castellano unless latino was chosen */
	accent: VoiceAccent
	consent: boolean
	file: { name: string; type: string; bytes: Buffer } | null
	/** the file was over maxFileSize: it was read to the end and dropped */
	fileTooLarge: boolean
	/** the hidden value naming a sample kept from a refused submission (see keepSample), as sent back */
	kept: string
}

/** Text fields are short: a name, a checkbox, an intent. */
const MAX_FIELD_BYTES = 4096

/**
 * Reads the create form as it streams in. The file is kept up to maxFileSize; past that it is still read to the end
 * (the route's body cap, server/body-limit.ts, stops anything far bigger) but dropped, so the page can say 'Archivo
 * muy grande' and keep the typed name.
 */
export async function readVoiceForm(request: Request): Promise<VoiceForm> {
	let file: VoiceForm['file'] = null
	let fileTooLarge = false
	const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
		const chunks: Buffer[] = []
		let size = 0
		const limit = filename !== undefined ? voiceRequirements.maxFileSize : MAX_FIELD_BYTES
		let over = false
		for await (const chunk of data) {
			size += chunk.length
			if (size > limit) over = true
			else chunks.push(Buffer.from(chunk))
		}
		if (filename === undefined) return over ? null : Buffer.concat(chunks).toString('utf8')
		if (name !== 'audio' || !filename) return null
		if (over) fileTooLarge = true
		else if (size > 0) file = { name: filename, type: contentType, bytes: Buffer.concat(chunks) }
		return null
	}
	const form = await parseMultipartForm(request, handler)
	const text = (key: string) => {
		const value = form.get(key)
		return typeof value === 'string' ? value : ''
	}
	return {
		intent: text('intent'),
		name: oneLine(text('name')).slice(0, 200),
		accent: voiceAccentOf(text('accent')),
		// consent is the page's checkbox ('on'), or the JSON API's field acceptedTerms='true'
		consent: text('consent') === 'on' || text('acceptedTerms') === 'true',
		file,
		fileTooLarge,
		kept: text('keptSample'),
	}
}

/** The longest a voice's name may be. */
const MAX_VOICE_NAME = 60

export type CheckedSample = { audio: Buffer; extension: string; seconds: number }

/**
 * The create form's checks, first failure wins, in this order: all fields and the consent
 * ('Información incompleta'), the format by type or extension, the size; then the content: it must decode as
 * audio, last between minDuration and maxDuration, have sound in it, not be clipped, and sound like a person speaking.
 */
export async function checkVoiceForm(form: VoiceForm): Promise<{ problem: UploadProblem } | { sample: CheckedSample }> {
	if (!form.name || form.name.length > MAX_VOICE_NAME || !form.consent || (!form.file && !form.fileTooLarge)) {
		return { problem: 'incomplete' }
	}
	if (form.fileTooLarge) return { problem: 'tooLarge' }
	const file = form.file!
	if (!isAcceptedAudioFile(file)) return { problem: 'format' }
	return checkSampleContent(file)
}

/** The first seconds of a sample tell a voice from a tone, a hum, music without a voice or noise. */
const SPEECH_CHECK_SECONDS = 30
/** Speech moves: its pitch spans several semitones and its loudness a few syllables a second; a tone or a hum does not. */
const MIN_PITCH_RANGE_SEMITONES = 1
const MIN_SYLLABLES_PER_SECOND = 1

/** Whether a sample sounds like a person speaking: at least two seconds voiced, with a moving pitch, in syllables. */
function soundsLikeSpeech(pcm: Float32Array) {
	const measures = measureVoice(pcm.subarray(0, SPEECH_CHECK_SECONDS * ANALYSIS_SAMPLE_RATE), ANALYSIS_SAMPLE_RATE)
	return (
		measures !== null &&
		measures.pitchRangeSemitones >= MIN_PITCH_RANGE_SEMITONES &&
		measures.syllablesPerSecond >= MIN_SYLLABLES_PER_SECOND
	)
}

const keptFolder = (userId: string) => `uploads/${userId}/voice-samples/`
const KEPT_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/

/**
 * A form refused only for what was typed or ticked (no name, the consent not given) keeps its sample when the
 * sample passes every check of its own, so that it is not chosen or recorded again: without JavaScript the page
 * that says what is missing cannot hold the file. Stored under the user's upload folder, which the daily purge
 * empties of what no form claimed within a day. A user has one kept sample at most: a new one replaces the last,
 * and counts against the day's upload allowance ('uploadLimit' past it).
 */
export async function keepSample(userId: string, form: VoiceForm): Promise<KeptSample | 'uploadLimit' | null> {
	const file = form.file
	if (!file || !isAcceptedAudioFile(file)) return null
	const checked = await checkSampleContent(file)
	if ('problem' in checked) return null
	if (!(await takeUploadAllowance(userId, file.bytes.length))) return 'uploadLimit'
	const key = `${keptFolder(userId)}${crypto.randomUUID()}${checked.sample.extension}`
	await deletePrefix(keptFolder(userId))
	await putFile(key, file.bytes)
	return { key, name: cleanFileName(file.name) }
}

/**
 * The sample a form sent back names (its hidden `keptSample` value), read from the user's own folder; anything
 * else (another user's key, a path, a file already gone) is ignored and the form is refused as without a file.
 */
export async function keptSample(
	userId: string,
	value: string,
): Promise<{ kept: KeptSample; file: NonNullable<VoiceForm['file']> } | null> {
	if (!value) return null
	let kept: Partial<KeptSample>
	try {
		kept = JSON.parse(value)
	} catch {
		return null
	}
	const folder = keptFolder(userId)
	if (typeof kept.key !== 'string' || typeof kept.name !== 'string' || !kept.key.startsWith(folder)) return null
	if (!KEPT_NAME.test(kept.key.slice(folder.length))) return null
	const bytes = await readFile(kept.key)
	if (!bytes) return null
	const name = cleanFileName(kept.name)
	// named by the extension it was checked and stored with, whatever the name sent back says
	return { kept: { key: kept.key, name }, file: { name: `sample${path.extname(kept.key)}`, type: '', bytes } }
}

/** A kept sample that became a voice (which stores its own copy) is not kept any longer. */
export async function forgetKeptSample(kept: KeptSample) {
	await deleteFile(kept.key)
}

/** A sample that decodes is refused when more than this share of it sits at full scale. */
const CLIPPED_SHARE = 0.002
/** …or when less than this share of its 20 ms frames has any sound (above -45 dBFS). */
const SOUND_SHARE = 0.1

/** The highest sample rate a recording is read at all: studio formats stop at 384 kHz. */
const MAX_SOURCE_SAMPLE_RATE = 384_000

async function checkSampleContent(file: { name: string; type: string; bytes: Buffer }) {
	const extension = extensionOf(file)
	return withTempDir(async (dir): Promise<{ problem: UploadProblem } | { sample: CheckedSample }> => {
		const stored = path.join(dir, `sample${extension}`)
		await fs.writeFile(stored, file.bytes)
		const maxSeconds = voiceRequirements.maxDuration + 1
		let pcm: Float32Array
		let sourceRate: number | undefined
		try {
			const audio = (await probeMedia(stored)).streams.filter((stream) => stream.codecType === 'audio')
			if (!audio[0]) return { problem: 'notAudio' }
			// the first audio stream is the one measured (ffmpeg is told so); no microphone records above 384 kHz (DXD),
			// and a file with a stream that says so, measured or not, is crafted to make the decoders work
			if (audio.some((stream) => (stream.sampleRate ?? 0) > MAX_SOURCE_SAMPLE_RATE)) return { problem: 'notAudio' }
			sourceRate = audio[0].sampleRate
			pcm = await decodeMonoPcm(stored, { maxSeconds })
		} catch (error) {
			if (error instanceof FfmpegError) return { problem: 'notAudio' }
			throw error
		}
		// decoded length, not the container's word: a browser's recording (WEBM) often declares no duration
		const seconds = pcm.length / ANALYSIS_SAMPLE_RATE
		if (seconds < voiceRequirements.minDuration) return { problem: 'tooShort' }
		if (seconds > voiceRequirements.maxDuration) return { problem: 'tooLong' }
		if (soundShare(pcm, ANALYSIS_SAMPLE_RATE) < SOUND_SHARE) return { problem: 'silent' }
		if ((await fullScaleShare(stored, { maxSeconds, sourceRate })) > CLIPPED_SHARE) return { problem: 'clipped' }
		if (!soundsLikeSpeech(pcm)) return { problem: 'notSpeech' }
		return { sample: { audio: file.bytes, extension, seconds } }
	})
}

/** The file's own extension when it is an accepted one, else the one of its type ('audio/webm' → '.webm'). */
function extensionOf(file: { name: string; type: string }) {
	const own = path.extname(file.name).toLowerCase()
	if (acceptedFormats.some((format) => format.extensions.includes(own))) return own
	const mime = file.type.split(';')[0]!.trim().toLowerCase()
	return acceptedFormats.find((format) => format.mimeTypes.includes(mime))?.extensions[0] ?? '.audio'
}
