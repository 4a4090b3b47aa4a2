import { nextPlanUp, planOf } from '#app/modules/plans/plans.server.ts'
import { quotaOf } from '#app/modules/quota/quota.server.ts'
import { accountRow } from './account-row.server.ts'

/**
 * What every signed-in page shows of its user: name, e-mail, plan badge and this month's usage. The row is the one
 * the guard read (account-row.server.ts); only the month's count is asked here.
 */
export async function getAccountSummary(userId: string) {
	const user = await accountRow(userId)
	const { id, email, firstName, lastName, avatarUrl, planId, isDemoUser, stripeCustomerId } = user
	const plan = planOf(user)
	const quota = await quotaOf(user)
	return {
		user: { id, email, firstName, lastName, avatarUrl, planId, isDemoUser },
		plan: {
			id: plan.id,
			name: plan.name,
			canClone: plan.cloningVoices > 0,
			canUpgrade: plan.id === 'esencial',
			// 'Gestionar Suscripción' (the Customer Portal) once the account has bought something
			canManage: stripeCustomerId !== null,
		},
		// nextPlan: the plan the limit messages suggest (null on the largest plan)
		quota: { ...quota, reached: quota.limit !== -1 && quota.used >= quota.limit, nextPlan: nextPlanUp(plan)?.name ?? null },
	}
}
