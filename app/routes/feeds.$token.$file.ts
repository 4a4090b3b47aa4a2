import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { artworkResponse, feedItemFileResponse, showByFeedToken } from '#app/modules/podcasts/feed-responses.server.ts'
import { isArtworkName, parseFeedItemFile } from '#app/modules/podcasts/feed-urls.ts'

/**
 * The files a show's feed links to, by the same token: the show's artwork (`artwork`, or `artwork-<version>.png`)
 * and, for each published item, `<guid>.mp3` (the enclosure), `.png` (its cover), `.vtt` and `.srt` (its captions)
 * and `.json` (its chapters). Anything else, or an item that is not one of this show's published ones, is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const name = params.file ?? ''
	const item = parseFeedItemFile(name)
	const podcast = item || isArtworkName(name) ? await showByFeedToken(params.token ?? '') : null
	if (!podcast) throw await notFound(request)
	const response = item
		? await feedItemFileResponse(request, podcast, item.guid, item.file)
		: await artworkResponse(request, podcast)
	if (!response) throw await notFound(request)
	return response
}
