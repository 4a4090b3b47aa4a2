import { prisma } from '#app/utils/db.server.ts'
import { publishedIn } from './feed-episodes.server.ts'
import { artworkFile } from './podcast-artwork.server.ts'
import { feedUrlFor } from './podcast-feed-url.server.ts'
import { type Podcast, podcastFormValues } from './podcasts.server.ts'

/**
 * A show's page: its form's values, its artwork's address (its file name in the query, so a new artwork is a new
 * address), its episodes, the feed's address and what is still missing before sending it to the platforms.
 */
export async function podcastPage(request: Request, podcast: Podcast) {
	const [episodes, published] = await Promise.all([
		prisma.episode.count({ where: { podcastId: podcast.id } }),
		prisma.episode.count({ where: publishedIn(podcast, new Date()) }),
	])
	return {
		id: podcast.id,
		name: podcast.name,
		values: podcastFormValues(podcast),
		artwork: {
			src: `/resources/podcasts/${podcast.id}/artwork?v=${artworkFile(podcast).fileName}`,
			source: podcast.artworkSource === 'uploaded' ? ('uploaded' as const) : ('generated' as const),
		},
		episodes,
		feedUrl: await feedUrlFor(request, podcast.id),
		readiness: { ownerEmail: podcast.ownerEmail !== '', description: podcast.description !== '', published },
	}
}
