import { redirect } from '@remix-run/node'
import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { CheckoutError, startCheckout } from './checkout.server.ts'
import { checkoutOrigin } from './subscribe-page.server.ts'
import { startTrial } from './trial.server.ts'

/**
 * After an account is created for a plan (the landing's sign-up dialog, /register?plan=): its 7-day trial when
 * TRIAL_ENABLED, else straight on to the checkout, keeping the new session's cookie from `signedIn` (the sign-in's redirect). Without payments, the plan's
 * page (which says so); when the checkout cannot start, the same page with 'Usuario creado pero error al procesar
 * pago. Contacta soporte.' (the account stays).
 */
export async function continueToCheckout(request: Request, signedIn: Response, userId: string, plan: Plan) {
	const cookie = signedIn.headers.get('Set-Cookie')
	const headers = cookie ? { 'Set-Cookie': cookie } : undefined
	// TRIAL_ENABLED: the plan for 7 days without a card; the dashboard counts the days left
	if (await startTrial(userId, plan)) return redirect('/dashboard', { headers })
	try {
		const url = await startCheckout({ userId, plan, origin: checkoutOrigin(request) })
		return redirect(url, { status: 303, headers })
	} catch (error) {
		if (!(error instanceof CheckoutError)) throw error
		if (error.code === 'PAYMENTS_NOT_CONFIGURED') return redirect(`/subscribe/${plan.id}`, { headers })
		console.warn('[billing] cuenta creada, checkout no creado:', String(error.cause ?? error.code))
		return redirect(`/subscribe/${plan.id}?error=signup`, { status: 303, headers })
	}
}
