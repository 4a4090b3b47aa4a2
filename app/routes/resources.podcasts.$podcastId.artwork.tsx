import type { LoaderFunctionArgs } from '@remix-run/node'
import { readArtwork, readArtworkThumbnail } from '#app/modules/podcasts/podcast-artwork.server.ts'
import { requirePodcast } from '#app/modules/podcasts/podcasts.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'

/**
 * A show's artwork for its owner (the feed serves it to podcast apps by the feed's token): the full square image, or
 * with `?size=thumbnail` a small WebP for lists. Revalidated by its ETag: it changes when the name or the upload does.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const podcast = await requirePodcast(await requireUserId(request), params.podcastId, { request })
	const cacheControl = 'private, no-cache'
	if (new URL(request.url).searchParams.get('size') === 'thumbnail') {
		return mediaResponse(request, await readArtworkThumbnail(podcast), { contentType: 'image/webp', cacheControl })
	}
	const artwork = await readArtwork(podcast)
	return mediaResponse(request, artwork.bytes, { contentType: artwork.contentType, fileName: artwork.fileName, cacheControl })
}
