import { z } from 'zod'
import { isTimeZone } from '#app/modules/email/time-zone.ts'
import { oneLine } from '#app/utils/one-line.ts'
import { API_TOKEN_NAME_MAX } from './settings-limits.ts'

/** Settings forms, one per section; messages are keys of the `settings` namespace. */
const checkbox = z
	.literal('on')
	.optional()
	.transform((value) => value === 'on')

export const accountSchema = z.object({
	intent: z.literal('account'),
	firstName: z.string().overwrite(oneLine).max(80, { error: 'settings.errors.tooLong' }).optional(),
	lastName: z.string().overwrite(oneLine).max(80, { error: 'settings.errors.tooLong' }).optional(),
	email: z
		.string({ error: 'settings.errors.emailInvalid' })
		.trim()
		.toLowerCase()
		.pipe(z.email({ error: 'settings.errors.emailInvalid' }).max(254)),
	company: z.string().overwrite(oneLine).max(120, { error: 'settings.errors.tooLong' }).optional(),
})

export const preferencesSchema = z.object({
	intent: z.literal('preferences'),
	defaultPresenterVoice: z.string().max(80).optional(),
	defaultGuestVoice: z.string().max(80).optional(),
	defaultLanguage: z.enum(['castellano', 'latino', 'english'], { error: 'settings.errors.language' }),
	autoSaveScript: checkbox,
	/** the weekly report's Monday 09:00 is read there; a form without it keeps the saved one */
	timeZone: z.string().refine(isTimeZone, { error: 'settings.errors.timeZone' }).optional(),
})

export const notificationsSchema = z.object({
	intent: z.literal('notifications'),
	notifyEmail: checkbox,
	notifyEpisodeComplete: checkbox,
	notifyWeeklyReport: checkbox,
})

export const agencySchema = z.object({
	intent: z.literal('agency'),
	agencyName: z
		.string({ error: 'settings.errors.agencyRequired' })
		.trim()
		.min(1, { error: 'settings.errors.agencyRequired' })
		.max(120),
	contactEmail: z
		.string({ error: 'settings.errors.emailInvalid' })
		.trim()
		.toLowerCase()
		.pipe(z.email({ error: 'settings.errors.emailInvalid' }).max(254)),
})

export const deleteAccountSchema = z.object({
	intent: z.literal('delete-account'),
	confirmEmail: z.string({ error: 'settings.errors.confirmEmail' }).trim().toLowerCase(),
})

/** A new API token's name, to tell the account's tokens apart ('Zapier', 'WordPress'); one line. */
export const createApiTokenSchema = z.object({
	intent: z.literal('create-api-token'),
	name: z
		.string({ error: 'settings.errors.apiTokenName' })
		.overwrite(oneLine)
		.min(1, { error: 'settings.errors.apiTokenName' })
		.max(API_TOKEN_NAME_MAX, { error: 'settings.errors.apiTokenNameTooLong' }),
})

/** The token to revoke, by its id (an id of another account's token revokes nothing: revokeApiToken checks). */
export const revokeApiTokenSchema = z.object({
	intent: z.literal('revoke-api-token'),
	tokenId: z.string().max(100),
})
