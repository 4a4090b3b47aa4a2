import { addMonths } from '#app/modules/quota/billing-period.ts'
import { prisma } from '#app/utils/db.server.ts'
import { billingMode } from './billing-config.server.ts'
import { deliverSandboxEvent, sandboxInvoiceObject, sandboxSubscriptionObject } from './sandbox-events.server.ts'
import { readSandboxSubscription, saveSandboxSubscription } from './sandbox-store.server.ts'

/**
 * Hourly, in the sandbox only: what Stripe does when a subscription's period ends. One cancelled for the period's end
 * ends (customer.subscription.deleted: the account goes back to the trial plan); any other renews for a month
 * (invoice.paid: the quota period moves). Both through the webhook's receiver, as Stripe's would.
 */
export async function advanceSandboxSubscriptions(now: Date = new Date()) {
	if (billingMode() !== 'sandbox') return { ended: 0, renewed: 0 }
	const due = await prisma.$queryRaw<Array<{ id: string }>>`
		SELECT "id" FROM "billing_sandbox_objects"
		WHERE "kind" = 'subscription' AND "data"->>'status' IN ('active', 'past_due')
			AND ("data"->>'periodEnd')::timestamptz <= ${now}::timestamptz`
	let ended = 0
	let renewed = 0
	for (const { id } of due) {
		const subscription = await readSandboxSubscription(id)
		if (subscription.cancelAtPeriodEnd) {
			Object.assign(subscription, { status: 'canceled', endedAt: subscription.periodEnd })
			await saveSandboxSubscription(subscription)
			await deliverSandboxEvent('customer.subscription.deleted', sandboxSubscriptionObject(subscription))
			ended++
			continue
		}
		// whole months from the period's end, so a sandbox left off for a while catches up in one step
		let periodStart = subscription.periodEnd
		while (addMonths(periodStart, 1) <= now) periodStart = addMonths(periodStart, 1)
		Object.assign(subscription, { status: 'active', periodStart, periodEnd: addMonths(periodStart, 1) })
		await saveSandboxSubscription(subscription)
		await deliverSandboxEvent('invoice.paid', sandboxInvoiceObject(subscription))
		renewed++
	}
	return { ended, renewed }
}
