import type { LoaderFunctionArgs } from '@remix-run/node'
import { captionFormats, isCaptionFormat } from '#app/modules/captions/caption-formats.ts'
import { episodeCaptions } from '#app/modules/captions/episode-captions.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { contentDisposition } from '#app/utils/media-response.server.ts'

/**
 * An episode's captions as SRT or WebVTT, downloaded under the episode's title; for its owner only (anyone else
 * gets the same 404 as a missing episode).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const format = params.format ?? ''
	if (!isCaptionFormat(format)) throw await notFound(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { title: true } })
	const captions = await episodeCaptions(params.episodeId!, format)
	if (captions === null) throw await notFound(request, 'CAPTIONS_MISSING')
	const { contentType, extension } = captionFormats[format]
	return new Response(captions, {
		headers: {
			'Content-Type': contentType,
			'Content-Disposition': contentDisposition(`${episode.title.trim() || 'Episodio'}.${extension}`),
			'Cache-Control': 'private, no-cache',
		},
	})
}
