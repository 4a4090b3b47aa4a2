import { deletePrefix } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { episodeFolders } from './episode-files.ts'

/**
 * Deletes an episode of the user and its files (audio, cover, video, samples, cached lines); false when the user has
 * no such episode (callers guard with requireOwnEpisode first). The month's quota is not given back (deleting an
 * episode never frees quota): the usage ledger keeps its row.
 */
export async function deleteEpisode(userId: string, episodeId: string) {
	const { count } = await prisma.episode.deleteMany({ where: { id: episodeId, userId } })
	if (count === 0) return false
	for (const folder of episodeFolders(episodeId)) await deletePrefix(folder)
	return true
}

/**
 * After a job of an episode ends (its handler's `always`): if the episode was deleted while the job ran, remove what
 * the job wrote. Checked after the job's last write, so either this sees the row gone or the deletion (row, then
 * files) comes later and removes the files itself: no file outlives its episode.
 */
export async function discardFilesOfDeletedEpisode(episodeId: string) {
	if ((await prisma.episode.count({ where: { id: episodeId } })) > 0) return false
	for (const folder of episodeFolders(episodeId)) await deletePrefix(folder)
	return true
}

/**
 * Demo accounts keep no scripts or audio between generations: once a demo user's new episode
 * exists (never before: a refused one must not cost them the old), the earlier ones go, with their files.
 */
export async function clearDemoEpisodes(userId: string, { except }: { except: string }) {
	const earlier = await prisma.episode.findMany({
		where: { userId, id: { not: except }, user: { isDemoUser: true } },
		select: { id: true },
	})
	for (const { id } of earlier) await deleteEpisode(userId, id)
}
