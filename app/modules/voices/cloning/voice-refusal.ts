import type { VoiceAccent } from './voice-accent.ts'

/** Why an upload was refused; each has a title and a message in locales/<lng>/voices.json (`problems.<code>`). */
export type UploadProblem =
	| 'incomplete'
	| 'format'
	| 'tooLarge'
	| 'notAudio'
	| 'tooShort'
	| 'tooLong'
	| 'silent'
	| 'clipped'
	| 'notSpeech'
	| 'limit'
	| 'notInPlan'
	| 'uploadLimit'

/** A sample kept from a refused submission: where it is stored and the name the user gave the file. */
export type KeptSample = { key: string; name: string }

/** What the page says of a refused create form: the problem, and what the user typed, chose and ticked, with the sample kept. */
export type VoiceRefusal = {
	problem: UploadProblem
	name: string
	accent: VoiceAccent
	consent: boolean
	limit: number
	sample: KeptSample | null
}
