import fs from 'node:fs'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import { type Plan, plansFileSchema } from './plan-schema.ts'

/** Plans from config/plans.json (PLANS_FILE), read and validated once per process. */
export function getPlans(): Plan[] {
	return singleton('plans', () => loadPlans(getEnv().PLANS_FILE))
}

export function loadPlans(file: string): Plan[] {
	const absolute = path.resolve(file)
	const parsed = plansFileSchema.safeParse(JSON.parse(fs.readFileSync(absolute, 'utf8')))
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
		throw new Error(`El fichero de planes ${absolute} no es válido:\n${lines.join('\n')}`)
	}
	return parsed.data.plans
}

/** The plan for an id or alias; unknown or missing ids behave as `trial`. */
export function getPlan(planId: string | null | undefined, plans: Plan[] = getPlans()): Plan {
	const wanted = planId?.trim().toLowerCase()
	return (
		plans.find((plan) => plan.id === wanted || plan.aliases.includes(wanted ?? '')) ?? plans.find((plan) => plan.id === 'trial')!
	)
}

/** A user's plan: demo accounts use the `demo` plan whatever their planId says. */
export function planOf(user: { isDemoUser: boolean; planId: string | null }): Plan {
	return getPlan(user.isDemoUser ? 'demo' : user.planId)
}

/**
 * The plan to suggest when a plan's monthly episodes are used up: the first plan in config/plans.json that gives
 * more episodes a month and can be bought or waited for (Creadores → Creadores PLUS). None above the largest.
 */
export function nextPlanUp(plan: Plan, plans: Plan[] = getPlans()): Plan | undefined {
	const episodes = (p: Plan) => (p.episodesPerMonth === -1 ? Number.POSITIVE_INFINITY : p.episodesPerMonth)
	return plans.find((other) => (other.purchasable || other.waitingList) && episodes(other) > episodes(plan))
}

/** The plans shown on the public pricing section, in file order. */
export function getPricingPlans(plans: Plan[] = getPlans()) {
	return plans.filter((plan) => plan.showOnPricing)
}

/**
 * The plans a user can move to (bought, or waited for) that allow `rule`, in file order: what a refusal names
 * ('Publicar en el feed está en los planes Esencial, Creadores…'), so its text follows config/plans.json.
 */
export function plansAllowing(rule: 'feedPublishing', plans: Plan[] = getPlans()) {
	return plans.filter((plan) => plan[rule] && (plan.purchasable || plan.waitingList))
}
