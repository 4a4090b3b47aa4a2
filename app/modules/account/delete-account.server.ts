import { deletePrefix } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/** Whether `typed` is the account's e-mail (the settings page asks for it to confirm a deletion). */
export async function isAccountEmail(userId: string, typed: string) {
	const { email } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })
	return typed === email
}

/** Deletes the account: its files, sessions, episodes, voices and the user (the rest cascades). */
export async function deleteAccount(userId: string) {
	await deletePrefix(`avatars/${userId}`)
	await prisma.$transaction([
		prisma.$executeRaw`DELETE FROM "sessions" WHERE "sess"->>'userId' = ${userId}`,
		prisma.user.delete({ where: { id: userId } }),
	])
}
