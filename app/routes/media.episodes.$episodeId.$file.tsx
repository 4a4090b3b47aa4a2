import type { LoaderFunctionArgs } from '@remix-run/node'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { downloadName, episodeFileKey, episodeFiles, isEpisodeFile } from '#app/modules/episodes/episode-files.ts'
import { requireEpisodeStatus } from '#app/modules/episodes/episode-steps.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'

/**
 * An episode's audio, cover or video, for its owner only (anyone else gets the same 404 as a missing episode).
 * HTTP ranges, so players can seek; `?download=1` saves it under the episode's title.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const file = params.file ?? ''
	if (!isEpisodeFile(file)) throw new Response('Archivo no encontrado', { status: 404 })
	const episode = await requireEpisodeStatus(userId, params.episodeId ?? '')
	const bytes = await readFile(episodeFileKey(params.episodeId!, file))
	if (!bytes) throw new Response('El archivo de este episodio ya no está disponible.', { status: 404 })
	const download = new URL(request.url).searchParams.has('download')
	return mediaResponse(request, bytes, {
		contentType: episodeFiles[file].contentType,
		download,
		fileName: downloadName(episode.title, file),
		cacheControl: 'private, max-age=3600',
	})
}
