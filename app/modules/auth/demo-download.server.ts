import { z } from 'zod'
import { prisma } from '#app/utils/db.server.ts'

/** The e-mail capture before a demo download: a demo user gives an e-mail before downloading. */
export const demoDownloadSchema = z.object({
	intent: z.literal('demo-download'),
	email: z
		.string()
		.trim()
		.toLowerCase()
		.pipe(z.email({ error: 'episode.demo.emailInvalid' }).max(254)),
	consentMarketing: z
		.literal('on')
		.optional()
		.transform((value) => value === 'on'),
})

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
