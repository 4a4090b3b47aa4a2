import type { LoaderFunctionArgs } from '@remix-run/node'
import { openFile } from '#app/integrations/storage/storage.server.ts'
import { isOneDownload, recordDownload } from '#app/modules/episodes/episode-downloads.server.ts'
import { downloadName, episodeFileKey, episodeFiles, isEpisodeFile } from '#app/modules/episodes/episode-files.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'

/**
 * An episode's audio, cover or video, for its owner only (anyone else gets the same 404 as a missing episode).
 * HTTP ranges, so players can seek; `?download=1` saves it under the episode's title, and counts as a download.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const file = params.file ?? ''
	if (!isEpisodeFile(file)) throw await notFound(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { title: true } })
	const stored = await openFile(episodeFileKey(params.episodeId!, file))
	if (!stored) throw await notFound(request, 'EPISODE_FILE_GONE')
	const download = new URL(request.url).searchParams.has('download')
	// streamed by range, never read whole: a 30-minute MP3 is ~29 MB and players ask for many ranges while seeking
	const source = { size: stored.size, etag: `"${stored.size}-${stored.modifiedAt.getTime()}"`, read: stored.stream }
	const response = mediaResponse(request, source, {
		contentType: episodeFiles[file].contentType,
		download,
		fileName: downloadName(episode.title, file),
		cacheControl: 'private, max-age=3600',
	})
	if (download && isOneDownload(request, response)) await recordDownload(params.episodeId!, file)
	return response
}
