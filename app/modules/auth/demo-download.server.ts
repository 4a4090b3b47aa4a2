import { prisma } from '#app/utils/db.server.ts'

/**
 * Records the capture on the demo user: the address they want news at (when it is not another account's) and
 * their marketing consent, with where it came from.
 */
export async function captureDemoEmail(
	userId: string,
	{ email, consentMarketing }: { email: string; consentMarketing: boolean },
) {
	const taken = await prisma.user.findFirst({ where: { email, id: { not: userId } }, select: { id: true } })
	await prisma.user.update({
		where: { id: userId },
		data: { ...(taken ? {} : { email }), consentMarketing, marketingSource: 'demo-download' },
	})
}
