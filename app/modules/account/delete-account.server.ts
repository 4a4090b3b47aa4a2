import type { Prisma } from '#app/generated/prisma/client.ts'
import { deletePrefix } from '#app/integrations/storage/storage.server.ts'
import { forgetAccountMail } from '#app/modules/email/outbox.server.ts'
import { sendAccountDeletedMail } from '#app/modules/email/service-mail.server.ts'
import { episodeFolders } from '#app/modules/episodes/episode-files.ts'
import { discardProviderVoicesOf } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { disconnectYoutube } from '#app/modules/youtube/youtube-account.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/** Whether `typed` is the account's e-mail (the settings page asks for it to confirm a deletion). */
export async function isAccountEmail(userId: string, typed: string) {
	const { email } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })
	return typed === email
}

/** Deletes the account: its sessions, the user (episodes, voices and the rest cascade), then every file it had. */
export async function deleteAccount(userId: string) {
	const files = await accountFiles(userId)
	await discardProviderVoicesOf(userId)
	// the channel's grant is given back to Google, not left behind with the deleted account
	await disconnectYoutube(userId)
	// the confirmation mail is scheduled in the same transaction as the deletion
	await prisma.$transaction(async (tx) => {
		await forgetAccountMail(userId, tx)
		await sendAccountDeletedMail(userId, tx)
		await tx.$executeRaw`DELETE FROM "sessions" WHERE "sess"->>'userId' = ${userId}`
		await tx.user.delete({ where: { id: userId } })
	})
	await deleteFiles(files)
}

/**
 * Deletes the accounts a maintenance job picked (expired demos, scheduled deletions), with all their files: rows
 * first (what the user asked for), then the storage folders found before.
 */
export async function deleteAccountsWhere(where: Prisma.UserWhereInput) {
	const users = await prisma.user.findMany({ where, select: { id: true } })
	let deleted = 0
	for (const { id } of users) {
		const files = await accountFiles(id)
		// the mail is forgotten while its rows still name the user (deleting sets their userId to null), and kept if
		// the account changed meanwhile (a demo extended, a deletion cancelled): then nothing is deleted
		const deletedNow = await prisma
			.$transaction(async (tx) => {
				await forgetAccountMail(id, tx)
				const { count } = await tx.user.deleteMany({ where: { AND: [where, { id }] } })
				if (count === 0) throw new KeptAccount()
			})
			.then(
				() => true,
				(error) => {
					if (error instanceof KeptAccount) return false
					throw error
				},
			)
		if (!deletedNow) continue
		await prisma.$executeRaw`DELETE FROM "sessions" WHERE "sess"->>'userId' = ${id}`
		await deleteFiles(files)
		deleted++
	}
	return deleted
}

/**
 * Every storage folder of an account: its avatar, its uploads, its pronunciation entries' audio, its shows' artwork,
 * and each episode's files and cached speech.
 */
async function accountFiles(userId: string) {
	const episodes = await prisma.episode.findMany({ where: { userId }, select: { id: true } })
	return [
		`avatars/${userId}`,
		`uploads/${userId}`,
		`cloned-voices/${userId}`,
		`pronunciations/${userId}`,
		`podcasts/${userId}`,
		...episodes.flatMap(({ id }) => episodeFolders(id)),
	]
}

async function deleteFiles(prefixes: string[]) {
	for (const prefix of prefixes) await deletePrefix(prefix)
}

/** Rolls back a maintenance deletion whose account no longer matches. */
class KeptAccount extends Error {}
