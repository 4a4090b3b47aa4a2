import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { getPlans } from '#app/modules/plans/plans.server.ts'
import { type Env, EnvError, getEnv } from '#app/utils/env.server.ts'

/**
 * How plans are sold: `stripe` with STRIPE_SECRET_KEY, `sandbox` with BILLING_SANDBOX=true and no key (a local
 * checkout that charges nothing), `off` otherwise (the pay button says payments are not configured).
 */
export type BillingMode = 'stripe' | 'sandbox' | 'off'

type BillingEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'BILLING_SANDBOX'> &
	Partial<Pick<Env, 'NODE_ENV' | 'APP_URL' | 'HOST'>>

export function billingMode(env: BillingEnv = getEnv()): BillingMode {
	if (env.STRIPE_SECRET_KEY) return 'stripe'
	return env.BILLING_SANDBOX ? 'sandbox' : 'off'
}

/** The variable holding a plan's Stripe price id: STRIPE_PRICE_CREADORES_PLUS for creadores_plus. */
function priceEnvName(planId: string) {
	return `STRIPE_PRICE_${planId.toUpperCase()}`
}

/** The sandbox's own price ids (no Stripe behind them). */
const SANDBOX_PRICE_PREFIX = 'sandbox_price_'

type Source = Record<string, string | undefined>

/** The plans that can be bought: purchasable in config/plans.json (Agencia never is). */
function purchasablePlans(plans: Plan[] = getPlans()) {
	return plans.filter((plan) => plan.purchasable && !plan.waitingList)
}

/** A purchasable plan by id or alias, else null (unknown, trial, Agencia…). */
export function findPurchasablePlan(planId: string | null | undefined, plans: Plan[] = getPlans()) {
	const wanted = planId?.trim().toLowerCase()
	if (!wanted) return null
	return purchasablePlans(plans).find((plan) => plan.id === wanted || plan.aliases.includes(wanted)) ?? null
}

/** The price id to charge for a plan in this mode (null: none configured). */
export function priceIdFor(planId: string, mode: BillingMode = billingMode(), source: Source = process.env) {
	if (mode === 'sandbox') return `${SANDBOX_PRICE_PREFIX}${planId}`
	return source[priceEnvName(planId)] || null
}

/** The purchasable plan a price id stands for (a subscription's item), or null for a price we do not sell. */
export function planIdForPrice(priceId: string | null, source: Source = process.env, plans: Plan[] = getPlans()) {
	if (!priceId) return null
	if (priceId.startsWith(SANDBOX_PRICE_PREFIX))
		return findPurchasablePlan(priceId.slice(SANDBOX_PRICE_PREFIX.length), plans)?.id ?? null
	return purchasablePlans(plans).find((plan) => source[priceEnvName(plan.id)] === priceId)?.id ?? null
}

/**
 * Whether the app's address points at this machine only (localhost, 127.0.0.0/8, ::1). Unset is local too: APP_URL
 * then defaults to http://localhost:$PORT (appUrl in env.server.ts).
 */
function isLocalAppUrl(url: string | undefined) {
	if (!url) return true
	const host = new URL(url).hostname
	return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/** Whether the server listens on this machine only. */
function isLoopbackHost(host: string | undefined) {
	return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host ?? '')
}

/**
 * Start-up check: with STRIPE_SECRET_KEY set, APP_URL (where Checkout and the Customer Portal send the customer back:
 * never taken from a request's Host header), the webhook secret and a price for every purchasable plan must be set
 * too; a missing one stops the app with a message naming each variable. The sandbox (plans for free) refuses to
 * run in production unless APP_URL is a loopback address or unset (its default is http://localhost:$PORT): a local test
 * server, like the e2e one, or `BILLING_SANDBOX=true npm start` on one's own machine.
 */
export function checkBillingConfig(env: BillingEnv = getEnv(), source: Source = process.env, plans: Plan[] = getPlans()) {
	const mode = billingMode(env)
	if (mode === 'sandbox' && env.NODE_ENV === 'production' && !isLocalAppUrl(env.APP_URL)) {
		throw new EnvError(
			'Configuración no válida en las variables de entorno:\n' +
				'  - BILLING_SANDBOX: el modo de pruebas de pagos (planes sin cobrar) no puede usarse en producción; ' +
				'quítalo o configura STRIPE_SECRET_KEY (solo se admite con APP_URL en localhost)',
		)
	}
	if (mode === 'sandbox' && env.NODE_ENV === 'production' && !isLoopbackHost(env.HOST)) {
		// allowed (the default local address), but anyone who reaches this machine's port can take a plan for free
		console.warn(
			`[billing] BILLING_SANDBOX está activo y el servidor escucha en ${env.HOST ?? '0.0.0.0'}: quien llegue a este puerto ` +
				'puede activar cualquier plan sin pagar. Para probarlo solo en esta máquina, usa HOST=127.0.0.1.',
		)
	}
	if (mode !== 'stripe') return
	const missing = purchasablePlans(plans)
		.map((plan) => priceEnvName(plan.id))
		.filter((name) => !source[name])
	if (!env.STRIPE_WEBHOOK_SECRET) missing.unshift('STRIPE_WEBHOOK_SECRET')
	if (!env.APP_URL) missing.unshift('APP_URL')
	if (missing.length === 0) return
	const lines = missing.map((name) => `  - ${name}: falta (obligatoria con STRIPE_SECRET_KEY)`)
	throw new EnvError(`Configuración no válida en las variables de entorno:\n${lines.join('\n')}`)
}
