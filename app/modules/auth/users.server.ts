import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { RegisterInput } from './auth-schemas.ts'
import { hashPassword, verifyPassword } from './password.server.ts'

export class EmailTakenError extends Error {
	override name = 'EmailTakenError'
}

/** Creates an account on the trial plan; a taken e-mail throws EmailTakenError. */
export async function createUser(input: Omit<RegisterInput, 'plan' | 'redirectTo'>) {
	try {
		return await prisma.user.create({
			data: {
				email: input.email,
				password: await hashPassword(input.password),
				firstName: input.firstName || null,
				lastName: input.lastName || null,
				consentMarketing: input.consentMarketing,
				marketingSource: input.marketingSource || (input.betaCode ? `beta:${input.betaCode}` : null),
			},
			select: { id: true },
		})
	} catch (error) {
		if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new EmailTakenError()
		throw error
	}
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
