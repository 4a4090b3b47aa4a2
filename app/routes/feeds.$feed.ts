import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { feedResponse, showByFeedToken } from '#app/modules/podcasts/feed-responses.server.ts'
import { feedTokenFromName } from '#app/modules/podcasts/feed-urls.ts'
import { feedOrigin } from '#app/modules/podcasts/show-feed.server.ts'

/**
 * A show's RSS feed, `/feeds/<token>.xml`, for podcast apps: no session, the token is the key (a made-up or
 * regenerated one is a 404). GET and HEAD, with ETag and Last-Modified.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const token = feedTokenFromName(params.feed ?? '')
	const podcast = token ? await showByFeedToken(token) : null
	if (!token || !podcast) throw await notFound(request)
	return feedResponse(request, podcast, { origin: feedOrigin(request), token })
}
