import type { Prisma } from '#app/generated/prisma/client.ts'

/**
 * The data of a finished episode of `userId` (complete, its audio made: five minutes), for `episode.create` in a
 * test's own database or the e2e server's; `fields` sets whatever the test is about.
 */
export function newEpisode(
	userId: string,
	fields: Partial<Prisma.EpisodeUncheckedCreateInput> = {},
): Prisma.EpisodeUncheckedCreateInput {
	return { userId, title: 'Episodio de prueba', step: 'complete', status: 'completed', duration: 300, ...fields }
}
