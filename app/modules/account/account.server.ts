import { nextPlanUp, planOf } from '#app/modules/plans/plans.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/** What every signed-in page shows of its user: name, e-mail, plan badge and this month's usage. */
export async function getAccountSummary(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: {
			id: true,
			email: true,
			firstName: true,
			lastName: true,
			avatarUrl: true,
			planId: true,
			isDemoUser: true,
			stripeCustomerId: true,
		},
	})
	const { stripeCustomerId, ...shown } = user
	const plan = planOf(user)
	const quota = await getQuota(userId)
	return {
		user: shown,
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
