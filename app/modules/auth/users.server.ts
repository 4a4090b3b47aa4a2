import { Prisma } from '#app/generated/prisma/client.ts'
import { sendWelcomeMail } from '#app/modules/email/service-mail.server.ts'
import { deleteEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { RegisterInput } from './auth-schemas.ts'
import { hashPassword, verifyPassword } from './password.server.ts'

export class EmailTakenError extends Error {
	override name = 'EmailTakenError'
}

type NewAccount = Omit<RegisterInput, 'plan' | 'redirectTo'>

/**
 * Creates an account on the trial plan; a taken e-mail throws EmailTakenError. An e-mail that only has a demo
 * becomes the real account instead (demo accounts have no password, so refusing would lock their owner out): the
 * demo episode is kept when the person registering is signed in to that demo (`signedInUserId`); otherwise it is
 * deleted with its files, and every session of the demo ends, so that nobody gets into someone else's work.
 */
export async function createUser(
	input: NewAccount,
	{ signedInUserId = null, buyingPlanName }: { signedInUserId?: string | null; buyingPlanName?: string } = {},
) {
	const fields = {
		email: input.email,
		password: await hashPassword(input.password),
		firstName: input.firstName || null,
		lastName: input.lastName || null,
		consentMarketing: input.consentMarketing,
		marketingSource: input.marketingSource || (input.betaCode ? `beta:${input.betaCode}` : null),
	}
	const demo = await prisma.user.findFirst({ where: { email: input.email, isDemoUser: true }, select: { id: true } })
	if (demo) return convertDemo(demo.id, fields, { keepEpisodes: demo.id === signedInUserId, buyingPlanName })
	try {
		return await prisma.$transaction(async (tx) => {
			const user = await tx.user.create({ data: fields, select: { id: true } })
			await sendWelcomeMail(user.id, tx, { buyingPlanName })
			return user
		})
	} catch (error) {
		if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new EmailTakenError()
		throw error
	}
}

async function convertDemo(
	userId: string,
	fields: Prisma.UserUpdateInput,
	{ keepEpisodes, buyingPlanName }: { keepEpisodes: boolean; buyingPlanName?: string },
) {
	if (!keepEpisodes) {
		const episodes = await prisma.episode.findMany({ where: { userId }, select: { id: true } })
		for (const { id } of episodes) await deleteEpisode(userId, id)
	}
	const { count } = await prisma.user.updateMany({
		where: { id: userId, isDemoUser: true },
		data: {
			...(fields as Prisma.UserUpdateManyMutationInput),
			isDemoUser: false,
			planId: 'trial',
			demoExpiresAt: null,
			// a new billing period: the demo's episode does not count against the new plan
			billingPeriodStart: new Date(),
		},
	})
	if (count === 0) throw new EmailTakenError() // converted by a concurrent registration
	await sendWelcomeMail(userId, undefined, { buyingPlanName })
	if (!keepEpisodes) await prisma.$executeRaw`DELETE FROM "sessions" WHERE "sess"->>'userId' = ${userId}`
	return { id: userId }
}

/**
 * The user id for an e-mail and password, or null. Unknown e-mails and wrong passwords take the same time and get
 * the same answer.
 */
export async function verifyLogin(email: string, password: string) {
	const user = await prisma.user.findUnique({ where: { email }, select: { id: true, password: true } })
	const valid = await verifyPassword(password, user?.password)
	return valid && user ? user.id : null
}
