import { z } from 'zod'
import { oneLine } from '#app/utils/one-line.ts'
import { IPA_MAX, SAID_MAX, WRITTEN_MAX } from './pronunciation-limits.ts'

/** The form an entry is kept and merged under: one per written form and account, whatever its case. */
export function writtenKey(written: string) {
	return oneLine(written.normalize('NFC')).toLowerCase()
}

const errors = 'settings.pronunciation.errors'

const checkbox = z
	.literal('on')
	.optional()
	.transform((value) => value === 'on')

/**
 * One entry as typed (the settings form) or read from a file (an import): the written word or phrase, how it is
 * said as a Spanish respelling, whether its case must match, and optionally its IPA phonemes. Messages are keys of
 * the `app` namespace.
 */
export const pronunciationEntrySchema = z.object({
	written: z
		.string({ error: `${errors}.writtenRequired` })
		.overwrite((value) => oneLine(value.normalize('NFC')))
		.min(1, { error: `${errors}.writtenRequired` })
		.max(WRITTEN_MAX, { error: `${errors}.writtenTooLong` })
		// something a script can contain as a word: at least a letter or a digit
		.refine((value) => /[\p{L}\p{N}]/u.test(value), { error: `${errors}.writtenNoWord` }),
	said: z
		.string({ error: `${errors}.saidRequired` })
		.overwrite((value) => oneLine(value.normalize('NFC')))
		.min(1, { error: `${errors}.saidRequired` })
		.max(SAID_MAX, { error: `${errors}.saidTooLong` })
		.refine((value) => /\p{L}/u.test(value), { error: `${errors}.saidNoLetters` }),
	caseSensitive: checkbox,
	ipa: z
		.string()
		.overwrite((value) => oneLine(value.normalize('NFC')))
		.max(IPA_MAX, { error: `${errors}.ipaTooLong` })
		// IPA has no markup: these would only break the PLS file it is exported in
		.refine((value) => !/[<>&"]/.test(value), { error: `${errors}.ipaInvalid` })
		.optional(),
})

export type PronunciationEntryInput = z.output<typeof pronunciationEntrySchema>

/** A new entry, or an edit of one of the user's entries (`entryId`). */
export const savePronunciationSchema = pronunciationEntrySchema.extend({
	intent: z.literal('save-pronunciation'),
	entryId: z.string().max(100).optional(),
})

export const deletePronunciationSchema = z.object({
	intent: z.literal('delete-pronunciation'),
	entryId: z.string().max(100),
})

/** The formats an export is offered in and an import is read from (told apart by content). */
export const pronunciationFormats = ['pls', 'csv'] as const
export type PronunciationFormat = (typeof pronunciationFormats)[number]
