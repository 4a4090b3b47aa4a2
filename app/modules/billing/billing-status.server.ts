import { accountRow } from '#app/modules/account/account-row.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { checkoutReturnFor } from './checkout-return.server.ts'
import { trialDaysLeft } from './trial.server.ts'

/**
 * The dashboard's billing notices: the return from a checkout (confirmed or still confirming), a failed payment
 * (past due), a cancellation with the date access ends, the days left of a trial, and whether 'Gestionar Suscripción' can open a portal.
 */
export async function dashboardBilling(userId: string, params: URLSearchParams) {
	const checkoutReturn = await checkoutReturnFor(userId, params)
	// the row the guard read, or a new read after a checkout return, which may have just applied the subscription
	const user = await accountRow(userId, { fresh: checkoutReturn !== null })
	const subscribed = user.stripeSubscriptionId !== null
	return {
		checkoutReturn,
		pastDue: subscribed && user.subscriptionStatus === 'past_due',
		cancelledUntil:
			subscribed && user.cancelledAt && user.subscriptionPeriodEnd ? user.subscriptionPeriodEnd.toISOString() : null,
		planName: getPlan(user.planId).name,
		canManage: user.stripeCustomerId !== null,
		trialDaysLeft: subscribed ? null : trialDaysLeft(user.trialEndsAt),
		error: params.get('billing') === 'portal_failed' ? ('PORTAL_FAILED' as const) : null,
	}
}
