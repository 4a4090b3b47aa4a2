/**
 * Every kind of e-mail the app sends. Service mail (the account, payments, a link asked for) goes out whatever the
 * switches say; the rest needs the master switch 'email' and its own switch, and carries the unsubscribe headers.
 */
export const notificationSwitches = ['email', 'episodeComplete', 'weeklyReport'] as const
export type NotificationSwitch = (typeof notificationSwitches)[number]

export const emailKinds = {
	'waiting-list-confirmation': { switch: null },
	'demo-sign-in-link': { switch: null },
	welcome: { switch: null },
	'payment-failed': { switch: null },
	'subscription-cancelled': { switch: null },
	'trial-ending': { switch: null },
	'account-deleted': { switch: null },
	'episode-ready': { switch: 'episodeComplete' },
	'episode-failed': { switch: 'episodeComplete' },
	'weekly-report': { switch: 'weeklyReport' },
} as const satisfies Record<string, { switch: Exclude<NotificationSwitch, 'email'> | null }>

export type EmailKind = keyof typeof emailKinds

/**
 * The data fields of a kind that carry a secret (the sign-in link holds its token, of which the database otherwise
 * keeps only the hash): the outbox keeps them only until the message is sent or given up for good, then stores
 * REDACTED in their place.
 */
export const secretFields: Partial<Record<EmailKind, readonly string[]>> = {
	'demo-sign-in-link': ['link'],
	'account-deleted': ['email'],
}

/**
 * Kinds sent to an address the app no longer keeps (the confirmation of a deleted account): once the message is sent
 * or given up, its recipient is REDACTED too.
 */
export const forgetsRecipient: ReadonlySet<EmailKind> = new Set(['account-deleted'])

export const REDACTED = '[retirado tras el envío]'

export function isEmailKind(value: string): value is EmailKind {
	return Object.hasOwn(emailKinds, value)
}

export function isServiceMail(kind: EmailKind) {
	return emailKinds[kind].switch === null
}

/** The user's switches as stored (the columns of `users`). */
export type UserSwitches = { notifyEmail: boolean; notifyEpisodeComplete: boolean; notifyWeeklyReport: boolean }

export const switchColumns = {
	email: 'notifyEmail',
	episodeComplete: 'notifyEpisodeComplete',
	weeklyReport: 'notifyWeeklyReport',
} as const satisfies Record<NotificationSwitch, keyof UserSwitches>

/** Whether the user wants this kind of mail: service mail always; the rest needs 'email' and its own switch on. */
export function wantsMail(kind: EmailKind, user: UserSwitches) {
	const own = emailKinds[kind].switch
	if (own === null) return true
	return user.notifyEmail && user[switchColumns[own]]
}
