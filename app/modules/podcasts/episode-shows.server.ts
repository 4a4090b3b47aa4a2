import type { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { podcastLanguageOf, type ShowOption } from './podcast-schema.ts'

/**
 * The user's shows for the creation form, by name, each with its suggested episode number (its highest number + 1,
 * or 1), and the one to start with: the show of the user's latest episode, else the newest show.
 */
export async function episodeShows(userId: string) {
	const [shows, highest, latest] = await Promise.all([
		prisma.podcast.findMany({ where: { userId }, orderBy: { name: 'asc' }, select: { id: true, name: true, createdAt: true } }),
		prisma.episode.groupBy({
			by: ['podcastId'],
			where: { userId, podcastId: { not: null } },
			_max: { episodeNumber: true },
		}),
		prisma.episode.findFirst({
			where: { userId, podcastId: { not: null } },
			orderBy: { createdAt: 'desc' },
			select: { podcastId: true },
		}),
	])
	const numbers = new Map(highest.map((row) => [row.podcastId, row._max.episodeNumber ?? 0]))
	const options: ShowOption[] = shows.map((show) => ({
		id: show.id,
		name: show.name,
		nextNumber: (numbers.get(show.id) ?? 0) + 1,
	}))
	const newest = [...shows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
	return { shows: options, current: latest?.podcastId ?? newest?.id ?? null }
}

/** The user's show of this id, for a creation form that chose one; null when there is none (deleted, another's). */
export async function ownShowName(userId: string, podcastId: string) {
	if (!isUuid(podcastId)) return null
	const show = await prisma.podcast.findFirst({ where: { id: podcastId, userId }, select: { name: true } })
	return show?.name ?? null
}

/**
 * The show an episode typed with this podcast name goes to, inside the episode's own transaction: the user's show
 * of that name (without regard to case), or a new one made with it (the account's name as author, its e-mail as
 * owner, the episode's language). The episode then carries the show's name as it is written.
 */
export async function showForEpisode(
	tx: Prisma.TransactionClient,
	userId: string,
	{ podcastName, language }: { podcastName: string; language: string },
) {
	const find = async () => {
		const shows = await tx.podcast.findMany({
			where: { userId, name: { equals: podcastName, mode: 'insensitive' } },
			select: { id: true, name: true },
		})
		// the exact spelling first, where two shows differ only in case (the migration kept both)
		return shows.find((show) => show.name === podcastName) ?? shows[0]
	}
	const found = await find()
	if (found) return found
	const user = await tx.user.findUniqueOrThrow({
		where: { id: userId },
		select: { firstName: true, lastName: true, email: true },
	})
	// ON CONFLICT DO NOTHING: another request that made the same show a moment ago leaves this one to find it
	await tx.podcast.createMany({
		data: [
			{
				userId,
				name: podcastName,
				author: [user.firstName, user.lastName].filter(Boolean).join(' '),
				ownerEmail: user.email,
				language: podcastLanguageOf(language),
			},
		],
		skipDuplicates: true,
	})
	return (await find())!
}
