import type { LoaderFunctionArgs } from '@remix-run/node'
import { captionFormats, isCaptionFormat } from '#app/modules/captions/caption-formats.ts'
import { episodeCaptions } from '#app/modules/captions/episode-captions.server.ts'
import { requireEpisodeStatus } from '#app/modules/episodes/episode-steps.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { contentDisposition } from '#app/utils/media-response.server.ts'

/**
 * An episode's captions as SRT or WebVTT, downloaded under the episode's title; for its owner only (anyone else
 * gets the same 404 as a missing episode).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const format = params.format ?? ''
	if (!isCaptionFormat(format)) throw new Response('Formato de subtítulos no encontrado', { status: 404 })
	const episode = await requireEpisodeStatus(userId, params.episodeId ?? '')
	const captions = await episodeCaptions(params.episodeId!, format)
	if (captions === null) throw new Response('Este episodio no tiene subtítulos: genera su audio de nuevo.', { status: 404 })
	const { contentType, extension } = captionFormats[format]
	return new Response(captions, {
		headers: {
			'Content-Type': contentType,
			'Content-Disposition': contentDisposition(`${episode.title.trim() || 'Episodio'}.${extension}`),
			'Cache-Control': 'private, no-cache',
		},
	})
}
