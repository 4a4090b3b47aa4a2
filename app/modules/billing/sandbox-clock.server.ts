import { getSandbox } from './payments.server.ts'

/**
 * Hourly, in the sandbox only: what Stripe does when a subscription's period ends. One cancelled for the period's end
 * ends (customer.subscription.deleted: the account goes back to the trial plan); any other renews for a month
 * (invoice.paid: the quota period moves). Both through the webhook's receiver, as Stripe's would.
 */
export async function advanceSandboxSubscriptions(now: Date = new Date()) {
	return (await getSandbox()?.advance(now)) ?? { ended: 0, renewed: 0 }
}
