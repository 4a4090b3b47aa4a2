import { speakerNames, storedScript } from '#app/modules/episodes/episode-steps.server.ts'
import { libraryBack } from './library-back.ts'
import { requireLibraryEpisode } from './library-episode.server.ts'

/** An episode's script as its page and the library's script dialog show it, with the way back to the library. */
export async function getLibraryScript(userId: string, episodeId: string, back: string | null) {
	const episode = await requireLibraryEpisode(userId, episodeId)
	return { title: episode.title, names: speakerNames(episode), script: storedScript(episode), back: libraryBack(back) }
}
