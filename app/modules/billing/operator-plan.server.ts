import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { getPlans } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/** Why the operator command refused: an id that names no plan, or an e-mail that names no account. */
export class OperatorPlanError extends Error {
	override name = 'OperatorPlanError'
}

/** The plan an id or alias names exactly (no fallback to trial: a typo must not silently give the trial). */
function findPlanExactly(planId: string, plans: Plan[] = getPlans()) {
	const wanted = planId.trim().toLowerCase()
	return plans.find((plan) => plan.id === wanted || plan.aliases.includes(wanted)) ?? null
}

/** `npm run plan -- list`: one line per plan of config/plans.json. */
export function planListLines(plans: Plan[] = getPlans()) {
	return plans.map((plan) => {
		const episodes = plan.episodesPerMonth === -1 ? 'ilimitados' : String(plan.episodesPerMonth)
		const sale = plan.purchasable ? 'se vende' : 'no se vende'
		return `${plan.id.padEnd(16)} ${plan.name.padEnd(16)} ${String(plan.priceEur).padStart(3)} €/mes  ${episodes} episodios/mes  (${sale})`
	})
}

/**
 * `npm run plan -- set <email> <planId>`: an operator gives an account a plan by hand (a self-hosted install without
 * Stripe, a support case). Any plan of the file may be given, Agencia included; a pending cancellation is cleared.
 * A Stripe subscription the account may have is not touched: the next event from Stripe applies its own state.
 */
export async function setPlanByEmail(email: string, planId: string) {
	const plan = findPlanExactly(planId)
	if (!plan) {
		const ids = getPlans()
			.map((p) => p.id)
			.join(', ')
		throw new OperatorPlanError(`No existe el plan "${planId}". Planes: ${ids}.`)
	}
	const user = await prisma.user.findFirst({
		where: { email: { equals: email.trim(), mode: 'insensitive' } },
		select: { id: true, email: true, planId: true, isDemoUser: true },
	})
	if (!user) throw new OperatorPlanError(`No hay ninguna cuenta con el e-mail ${email}.`)
	if (user.isDemoUser) throw new OperatorPlanError(`${user.email} es una cuenta de demo: no puede tener un plan.`)
	await prisma.user.update({ where: { id: user.id }, data: { planId: plan.id, cancelledAt: null, trialEndsAt: null } })
	return { email: user.email, previousPlanId: user.planId, plan }
}
