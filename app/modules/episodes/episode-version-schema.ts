import { z } from 'zod'
import { languages, type ScriptLanguage } from '#app/modules/script/script-options.ts'

/**
 * «Crear versión»: the market of the new episode and its voices, shared by the browser (conform's validation on
 * submit), the server's form and the JSON API. What only the server knows (the plan's languages, voices that exist
 * and speak the language, the quota) it checks after this. Messages are keys of the `episodes` namespace.
 */
const versionFields = z.object({
	language: z.enum(languages, { error: 'version.errors.language' }),
	presenterVoiceId: z.string({ error: 'create.errors.voice' }).trim().min(1, { error: 'create.errors.voice' }).max(200),
	guestVoiceId: z
		.string()
		.trim()
		.max(200)
		.optional()
		.transform((value) => value || undefined),
})

export type VersionChoice = z.output<typeof versionFields>

/**
 * The form for a version of this episode: another language than its own, and the voices its format needs — one for a
 * monologue (a guest sent anyway is left out), two different ones for a conversation.
 */
export function versionSchema(original: { language: ScriptLanguage; monologue: boolean }) {
	return versionFields
		.transform((value) => (original.monologue ? { ...value, guestVoiceId: undefined } : value))
		.superRefine((value, context) => {
			if (value.language === original.language) {
				context.addIssue({ code: 'custom', path: ['language'], message: 'version.errors.sameLanguage' })
			}
			if (original.monologue) return
			if (!value.guestVoiceId) {
				context.addIssue({ code: 'custom', path: ['guestVoiceId'], message: 'version.errors.guestVoice' })
			} else if (value.guestVoiceId === value.presenterVoiceId) {
				context.addIssue({ code: 'custom', path: ['guestVoiceId'], message: 'create.errors.sameVoice' })
			}
		})
}
