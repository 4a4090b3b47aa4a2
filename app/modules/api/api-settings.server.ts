import type { z } from 'zod'
import { getSettings, updateAccount, updateNotifications, updatePreferences } from '#app/modules/settings/settings.server.ts'
import type { preferencesSchema } from '#app/modules/settings/settings-schemas.ts'
import type { SettingsPatch } from './contract/settings-schemas.ts'

type Language = z.output<typeof preferencesSchema>['defaultLanguage']

/** A field sent (null: cleared, as an empty field of the form) or left out (the saved value). */
const kept = <T>(sent: T | null | undefined, saved: T | null) => (sent === undefined ? (saved ?? undefined) : (sent ?? undefined))

/**
 * PATCH /api/settings: the one section sent, merged over the saved settings and saved by the page's own functions
 * (so every rule of the page's forms applies); a new e-mail keeps the API token that changed it (`tokenId`).
 */
export async function patchSettings(userId: string, patch: SettingsPatch, { tokenId }: { tokenId: string | null }) {
	const saved = await getSettings(userId)
	if (patch.account) {
		const sent = patch.account
		await updateAccount(
			userId,
			{
				intent: 'account',
				firstName: kept(sent.firstName, saved.account.firstName),
				lastName: kept(sent.lastName, saved.account.lastName),
				email: sent.email ?? saved.account.email,
				company: kept(sent.company, saved.account.company),
			},
			{ keepApiTokenId: tokenId },
		)
	}
	if (patch.preferences) {
		const sent = patch.preferences
		await updatePreferences(userId, {
			intent: 'preferences',
			defaultPresenterVoice: kept(sent.defaultPresenterVoice, saved.preferences.defaultPresenterVoice),
			defaultGuestVoice: kept(sent.defaultGuestVoice, saved.preferences.defaultGuestVoice),
			defaultLanguage: sent.defaultLanguage ?? (saved.preferences.defaultLanguage as Language),
			autoSaveScript: sent.autoSaveScript ?? saved.preferences.autoSaveScript,
			timeZone: sent.timeZone ?? saved.preferences.timeZone,
		})
	}
	if (patch.notifications) {
		const sent = patch.notifications
		await updateNotifications(userId, {
			intent: 'notifications',
			notifyEmail: sent.email ?? saved.notifications.email,
			notifyEpisodeComplete: sent.episodeComplete ?? saved.notifications.episodeComplete,
			notifyWeeklyReport: sent.weeklyReport ?? saved.notifications.weeklyReport,
		})
	}
	return getSettings(userId)
}
