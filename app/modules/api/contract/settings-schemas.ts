import { z } from 'zod'
import { accountSchema, preferencesSchema } from '#app/modules/settings/settings-schemas.ts'

/** The settings object the settings page shows (app/modules/settings/settings.server.ts getSettings). */
export const apiSettingsSchema = z
	.object({
		account: z.object({
			firstName: z.string().nullable(),
			lastName: z.string().nullable(),
			email: z.string(),
			company: z.string().nullable(),
			avatarUrl: z.string().nullable().describe('the picture’s address on this server, set by PUT /api/user/avatar'),
		}),
		preferences: z.object({
			defaultPresenterVoice: z.string().nullable(),
			defaultGuestVoice: z.string().nullable(),
			defaultLanguage: z.string(),
			autoSaveScript: z.boolean(),
			timeZone: z.string().describe('IANA time zone; the weekly report comes on Monday at 09:00 there'),
		}),
		notifications: z.object({ email: z.boolean(), episodeComplete: z.boolean(), weeklyReport: z.boolean() }),
	})
	.meta({ id: 'Settings' })

const page = { account: accountSchema.shape, preferences: preferencesSchema.shape }
/** A text the page's form may leave empty: null (or '') clears it, as an empty field does. */
const clearable = <S extends z.ZodType>(field: S) => field.nullable().optional()

/**
 * PATCH /api/settings: ONE section of the settings object, under its name, with the fields to change; a field left
 * out keeps its value. Each field passes the page's form's own schema (app/modules/settings/settings-schemas.ts);
 * the switches are booleans where the form has checkboxes. A voice that is not among the user's is saved as none,
 * as the page does; a new e-mail revokes the account's other API tokens.
 */
export const settingsPatchSchema = z
	.object({
		account: z
			.object({
				firstName: clearable(page.account.firstName),
				lastName: clearable(page.account.lastName),
				email: page.account.email.optional(),
				company: clearable(page.account.company),
			})
			.strict()
			.optional(),
		preferences: z
			.object({
				defaultPresenterVoice: clearable(page.preferences.defaultPresenterVoice),
				defaultGuestVoice: clearable(page.preferences.defaultGuestVoice),
				defaultLanguage: page.preferences.defaultLanguage.optional(),
				autoSaveScript: z.boolean().optional(),
				timeZone: page.preferences.timeZone,
			})
			.strict()
			.optional(),
		notifications: z
			.object({ email: z.boolean().optional(), episodeComplete: z.boolean().optional(), weeklyReport: z.boolean().optional() })
			.strict()
			.optional(),
	})
	.strict()
	.refine((body) => Object.values(body).filter((section) => section !== undefined).length === 1, {
		error: 'settings.errors.oneSection',
	})

export type SettingsPatch = z.output<typeof settingsPatchSchema>

/** PUT /api/user/avatar: the object to make the profile picture. */
export const avatarBodySchema = z
	.object({
		avatarURL: z
			.string()
			.min(1)
			.max(1000)
			.describe('the `objectPath` the upload answered, or the `uploadURL` the image was sent to'),
	})
	.strict()
