import { prisma } from '#app/utils/db.server.ts'

/** Renames an episode of the user; false when the user has no such episode (callers guard with requireOwnEpisode first). */
export async function renameEpisode(userId: string, episodeId: string, title: string) {
	const { count } = await prisma.episode.updateMany({ where: { id: episodeId, userId }, data: { title } })
	return count > 0
}
