import type { LoaderFunctionArgs } from '@remix-run/node'
import { openFile } from '#app/integrations/storage/storage.server.ts'
import { readCoverToken } from '#app/modules/email/email-link-token.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'

/**
 * The cover image of an episode-ready mail. Mail clients fetch images without our cookies, so the address carries a
 * signed, expiring token naming the episode; a forged or expired token, or a deleted episode, is a plain 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const episodeId = readCoverToken(params.token)
	const stored = episodeId ? await openFile(episodeFileKey(episodeId, 'cover.png')) : null
	if (!stored) throw await notFound(request)
	const source = { size: stored.size, etag: `"${stored.size}-${stored.modifiedAt.getTime()}"`, read: stored.stream }
	const response = mediaResponse(request, source, {
		contentType: 'image/png',
		download: false,
		fileName: 'portada.png',
		cacheControl: 'public, max-age=86400',
	})
	// webmail shows it from its own site: the app's same-origin resource policy would block the image there
	response.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
	return response
}
