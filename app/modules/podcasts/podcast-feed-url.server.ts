import { getEnv } from '#app/utils/env.server.ts'
import { feedTokenFor } from './podcast-feed-token.server.ts'

/**
 * The origin a show's feed is announced at: APP_URL when it is set (behind a proxy the request may name an inner
 * host, and podcast directories keep the address they were given), else the request's own origin.
 */
function feedOrigin(request: Request) {
	return getEnv().APP_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin
}

/** The show's feed address, `<origin>/feeds/<token>.xml` (the token is made the first time it is needed). */
export async function feedUrlFor(request: Request, podcastId: string) {
	return `${feedOrigin(request)}/feeds/${await feedTokenFor(podcastId)}.xml`
}
