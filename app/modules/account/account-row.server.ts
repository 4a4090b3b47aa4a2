import { prisma } from '#app/utils/db.server.ts'
import { oncePerReadOnlyRequest } from '#app/utils/request-scope.server.ts'

/**
 * The columns of `users` that a signed-in page reads: the guard (does the account exist), the app shell (name,
 * plan, month's usage) and the pages (the dashboard's billing notices, the library's YouTube rules, the creation
 * form's preferences). One row, read once per page view and shared by the root loader, the layout and the page.
 */
const accountColumns = {
	id: true,
	email: true,
	firstName: true,
	lastName: true,
	avatarUrl: true,
	planId: true,
	isDemoUser: true,
	billingPeriodStart: true,
	trialEndsAt: true,
	stripeCustomerId: true,
	stripeSubscriptionId: true,
	subscriptionStatus: true,
	subscriptionPeriodEnd: true,
	cancelledAt: true,
	youtubeRefreshToken: true,
	defaultLanguage: true,
	defaultPresenterVoice: true,
	defaultGuestVoice: true,
	autoSaveScript: true,
} as const

/** Server-side only: it holds the sealed YouTube token; pages pick what they show from it. */
type AccountRow = NonNullable<Awaited<ReturnType<typeof readAccountRow>>>

function readAccountRow(userId: string) {
	return prisma.user.findUnique({ where: { id: userId }, select: accountColumns })
}

/** The account's row, or null when there is no such account; shared by the loaders of one GET (request-scope.server.ts). */
export function findAccountRow(userId: string): Promise<AccountRow | null> {
	return oncePerReadOnlyRequest(`account-row:${userId}`, () => readAccountRow(userId))
}

/**
 * findAccountRow for an account that must exist (a signed-in page, a job of its episode); `fresh` reads it again,
 * for a page that has just written to it.
 */
export async function accountRow(userId: string, { fresh = false } = {}): Promise<AccountRow> {
	const row = fresh ? await readAccountRow(userId) : await findAccountRow(userId)
	if (!row) throw new Error(`No existe la cuenta ${userId}`)
	return row
}
