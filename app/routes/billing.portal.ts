import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { customerPortalUrl } from '#app/modules/billing/manage-subscription.server.ts'
import { checkoutOrigin } from '#app/modules/billing/subscribe-page.server.ts'
import { isPaymentsError } from '#app/ports/payments.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/** 'Gestionar Suscripción': a Customer Portal session for the signed-in account, and a 303 to it. */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	try {
		const url = await customerPortalUrl(userId, `${checkoutOrigin(request)}/dashboard`)
		return redirect(url ?? '/subscribe/creadores', 303)
	} catch (error) {
		if (!isPaymentsError(error)) throw error
		console.warn('[billing] portal no abierto:', error.message)
		return redirect('/dashboard?billing=portal_failed', 303)
	}
}

export const loader = () => redirect('/dashboard')
