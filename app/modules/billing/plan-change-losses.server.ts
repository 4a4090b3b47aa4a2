import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/** What a plan change can take away; each has a line in locales/<lng>/app.json (`subscribe.losses.<code>`). */
export type PlanLoss =
	| { code: 'cloning'; voices: number }
	| { code: 'video' }
	| { code: 'youtubeUpload' }
	| { code: 'english' }
	| { code: 'episodes'; from: number; to: number }
	| { code: 'length'; from: number; to: number }

/**
 * What a subscriber gives up by changing to `target`, said before they confirm, from what the plans allow (not from
 * their marketing lists): cloning (their cloned voices are kept but cannot be used until the plan includes cloning
 * again), the video, the YouTube upload, English episodes, episodes a month, the longest episode. Empty for an upgrade.
 */
export async function planChangeLosses(userId: string, target: Plan): Promise<PlanLoss[]> {
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { planId: true } })
	const current = getPlan(user.planId)
	const losses: PlanLoss[] = []
	if (current.cloningVoices > 0 && target.cloningVoices === 0) {
		losses.push({ code: 'cloning', voices: await prisma.clonedVoice.count({ where: { userId } }) })
	}
	if (current.video && !target.video) losses.push({ code: 'video' })
	if (current.youtubeUpload && !target.youtubeUpload) losses.push({ code: 'youtubeUpload' })
	if (current.languages.includes('english') && !target.languages.includes('english')) losses.push({ code: 'english' })
	const perMonth = (plan: Plan) => (plan.episodesPerMonth === -1 ? Number.POSITIVE_INFINITY : plan.episodesPerMonth)
	if (perMonth(target) < perMonth(current)) {
		losses.push({ code: 'episodes', from: current.episodesPerMonth, to: target.episodesPerMonth })
	}
	if (target.lengthMinutes.max < current.lengthMinutes.max) {
		losses.push({ code: 'length', from: current.lengthMinutes.max, to: target.lengthMinutes.max })
	}
	return losses
}
