import { getPlan } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { accountRow } from './account-row.server.ts'

/** Whether the user is a demo account (the demo pages are theirs alone; the dashboard sends them to /demo). */
export async function isDemoAccount(userId: string) {
	return (await accountRow(userId)).isDemoUser
}

/** The demo screen of a demo account: its e-mail and what the demo plan allows; null for a regular account. */
export async function getDemoScreen(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, isDemoUser: true } })
	if (!user.isDemoUser) return null
	const plan = getPlan('demo')
	return { email: user.email, features: plan.features, maxMinutes: plan.lengthMinutes.max }
}

/** The plans offered when a demo ends (the post-download screen): Esencial and Creadores. */
export function demoOffers() {
	return ['esencial', 'creadores'].map((id) => {
		const plan = getPlan(id)
		return { id: plan.id, name: plan.name, priceEur: plan.priceEur, episodes: plan.episodesPerMonth }
	})
}
