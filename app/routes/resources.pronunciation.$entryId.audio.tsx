import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { listenRefusal, pronunciationAudio } from '#app/modules/pronunciation/pronunciation-audio.server.ts'
import { PronunciationNotFoundError } from '#app/modules/pronunciation/pronunciation-entries.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'

/** 'Escuchar': one of the user's pronunciation entries said by their default voice (MP3); another's id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	try {
		const mp3 = await pronunciationAudio(userId, params.entryId)
		return mediaResponse(request, mp3, { contentType: 'audio/mpeg', cacheControl: 'private, no-cache' })
	} catch (error) {
		if (error instanceof PronunciationNotFoundError) throw await notFound(request, 'PRONUNCIATION_NOT_FOUND')
		return listenRefusal(request, error)
	}
}
