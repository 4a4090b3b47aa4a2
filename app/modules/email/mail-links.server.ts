import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/**
 * Where a mail's episode link leads a signed-in reader: the episode's page, its MP3 to download, or null when the
 * episode no longer exists or is not theirs (the friendly 'Este episodio ya no existe' page, never telling which).
 */
export async function episodeLinkTarget(userId: string, episodeId: string, what: 'page' | 'download') {
	const episode = isUuid(episodeId)
		? await prisma.episode.findFirst({ where: { id: episodeId, userId }, select: { id: true, audioUrl: true } })
		: null
	if (!episode) return null
	if (what === 'download' && episode.audioUrl) {
		const url = new URL(episode.audioUrl, 'http://localhost')
		url.searchParams.set('download', '1')
		return `${url.pathname}${url.search}`
	}
	return `/create/${episode.id}`
}
