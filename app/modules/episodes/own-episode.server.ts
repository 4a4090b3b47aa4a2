import type { Prisma } from '#app/generated/prisma/client.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/**
 * Guard: the user's own episode with the fields `select` names, or the 404 of a missing episode for anyone else's (never
 * telling them it exists) and for a malformed id (Postgres would refuse it with an error). See notFound for what
 * the 404 looks like on a page, a resource address and the JSON API.
 */
export async function requireOwnEpisode<S extends Prisma.EpisodeSelect>(
	userId: string,
	episodeId: string | undefined,
	{ request, select }: { request: Request; select: S },
): Promise<Prisma.EpisodeGetPayload<{ select: S }>> {
	const episode = isUuid(episodeId) ? await prisma.episode.findFirst({ where: { id: episodeId, userId }, select }) : null
	if (!episode) throw await notFound(request, 'EPISODE_NOT_FOUND')
	return episode as Prisma.EpisodeGetPayload<{ select: S }>
}
