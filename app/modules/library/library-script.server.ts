import type { Prisma } from '#app/generated/prisma/client.ts'
import { speakerNames, storedScript } from '#app/modules/episodes/episode-script.server.ts'
import { libraryBack } from './library-back.ts'

/** The fields an episode's script page needs (requireOwnEpisode's select). */
export const libraryScriptSelect = {
	title: true,
	scriptData: true,
	presenterName: true,
	guestName: true,
} as const satisfies Prisma.EpisodeSelect

/** An episode's script as its page and the library's script dialog show it, with the way back to the library. */
export function libraryScript(episode: Prisma.EpisodeGetPayload<{ select: typeof libraryScriptSelect }>, back: string | null) {
	return { title: episode.title, names: speakerNames(episode), script: storedScript(episode), back: libraryBack(back) }
}
