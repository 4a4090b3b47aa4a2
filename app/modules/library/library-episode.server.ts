import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** An episode of the user's library by id, with what its own pages show, or the 404 of a missing episode. */
export async function requireLibraryEpisode(userId: string, episodeId: string) {
	const episode = isUuid(episodeId)
		? await prisma.episode.findFirst({
				where: { id: episodeId, userId },
				select: { id: true, title: true, script: true, scriptData: true, presenterName: true, guestName: true },
			})
		: null
	if (!episode) throw new Response('Episodio no encontrado', { status: 404 })
	return episode
}
