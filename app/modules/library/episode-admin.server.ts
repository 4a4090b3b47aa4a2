import { deletePrefix } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/** The same 404 as an episode that does not exist, for an episode of someone else. */
function notFound(): never {
	throw new Response('Episodio no encontrado', { status: 404 })
}

export async function renameEpisode(userId: string, episodeId: string, title: string) {
	const { count } = await prisma.episode.updateMany({ where: { id: episodeId, userId }, data: { title } })
	if (count === 0) notFound()
}

/**
 * Deletes an episode and its files (audio, cover, video, samples, cached lines). The month's quota is not given
 * back (spec: deleting frees no quota): the usage ledger keeps its row.
 */
export async function deleteEpisode(userId: string, episodeId: string) {
	const { count } = await prisma.episode.deleteMany({ where: { id: episodeId, userId } })
	if (count === 0) notFound()
	await deletePrefix(`episodes/${episodeId}`)
	await deletePrefix(`speech-cache/${episodeId}`)
}
