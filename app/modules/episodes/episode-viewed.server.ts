import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/**
 * Notes that the owner has the episode page open (its loader and the status it polls call this): a failure seen
 * there is not e-mailed (app/modules/email/episode-mail.server.ts). At most one write every 5 seconds per episode.
 */
export async function markEpisodeViewed(userId: string, episodeId: string, now = new Date()) {
	if (!isUuid(episodeId)) return
	// raw SQL: Prisma would also move updatedAt, which says when the episode itself last changed
	await prisma.$executeRaw`
		UPDATE "episodes" SET "viewedAt" = ${now}
		WHERE "id" = ${episodeId}::uuid AND "userId" = ${userId}::uuid
		  AND ("viewedAt" IS NULL OR "viewedAt" < ${new Date(now.getTime() - 5000)})`
}
