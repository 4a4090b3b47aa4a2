import { type LibraryEpisode, listEpisodes } from '#app/modules/library/library.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/**
 * An episode as the JSON API answers it: the library's fields, dates as ISO strings (what JSON carries anyway), and
 * nothing of the script or the sources (GET /api/episodes/{id}/script will carry those).
 */
function apiEpisode(episode: LibraryEpisode) {
	return { ...episode, createdAt: episode.createdAt.toISOString() }
}

/** GET /api/episodes: a page of the user's episodes, newest first, with `q` searched as the library searches. */
export async function apiEpisodeList(userId: string, { q, page }: { q: string; page: number }) {
	const { episodes, hasMore } = await listEpisodes(userId, { q, page })
	return { episodes: episodes.map(apiEpisode), page, hasMore }
}

/** One of the user's episodes (the caller checked it is theirs), as the list shows it. */
export async function apiEpisodeById(episodeId: string) {
	const episode = await prisma.episode.findUniqueOrThrow({
		where: { id: episodeId },
		select: {
			id: true,
			title: true,
			podcastName: true,
			episodeNumber: true,
			createdAt: true,
			duration: true,
			step: true,
			status: true,
			audioUrl: true,
			coverUrl: true,
			videoStatus: true,
			videoUrl: true,
			coverStatus: true,
			youtubeStatus: true,
			youtubeProgress: true,
			youtubeVideoUrl: true,
			language: true,
			versionOfId: true,
		},
	})
	return apiEpisode(episode)
}
