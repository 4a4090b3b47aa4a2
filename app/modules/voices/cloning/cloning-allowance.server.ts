import { planOf } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/**
 * The plan's allowance of cloned voices (config/plans.json `cloningVoices`); 0 means the feature is not in it. It is
 * read on every use, so after a downgrade or the end of a trial the user's voices are kept but cannot be used (not
 * offered, previewed or cloned again) until the plan includes cloning again.
 */
export async function cloningAllowance(userId: string) {
	const user = await prisma.user.findUnique({ where: { id: userId }, select: { planId: true, isDemoUser: true } })
	// an account deleted meanwhile has no plan: it is treated as the trial (planOf's answer for no plan), without cloning
	const plan = planOf(user ?? { planId: null, isDemoUser: false })
	return { plan, limit: plan.cloningVoices }
}
