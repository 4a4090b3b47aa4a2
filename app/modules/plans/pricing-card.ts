import type { Plan } from './plan-schema.ts'

/** What a pricing card shows of a plan (landing page): the plan's public facts and the id the sign-up link carries. */
export type PricingCard = Pick<
	Plan,
	| 'id'
	| 'name'
	| 'priceEur'
	| 'episodesPerMonth'
	| 'features'
	| 'cloningVoices'
	| 'lengthMinutes'
	| 'mostPopular'
	| 'purchasable'
	| 'waitingList'
> & { signupId: string }

export function pricingCard(plan: Plan): PricingCard {
	return {
		id: plan.id,
		signupId: plan.id.replace(/_/g, '-'),
		name: plan.name,
		priceEur: plan.priceEur,
		episodesPerMonth: plan.episodesPerMonth,
		features: plan.features,
		cloningVoices: plan.cloningVoices,
		lengthMinutes: plan.lengthMinutes,
		mostPopular: plan.mostPopular,
		purchasable: plan.purchasable,
		waitingList: plan.waitingList,
	}
}
