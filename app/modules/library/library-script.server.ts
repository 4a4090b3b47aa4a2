import type { Prisma } from '#app/generated/prisma/client.ts'
import { speakerNames, storedScript } from '#app/modules/episodes/episode-script.server.ts'
import { correctionView, episodeStatusSelect, statusSignature } from '#app/modules/episodes/episode-view.server.ts'
import { libraryBack } from './library-back.ts'

/** The fields an episode's script page needs (requireOwnEpisode's select): the script, and its correction's state. */
export const libraryScriptSelect = {
	...episodeStatusSelect,
	title: true,
	script: true,
	scriptData: true,
	presenterName: true,
	guestName: true,
	revisionScript: true,
	revisionErrorCode: true,
} as const satisfies Prisma.EpisodeSelect

/**
 * An episode's script as its page and the library's script dialog show it, with the way back to the library; and the
 * correction of a complete episode (ADR 0051), with the signature the page polls while one is made.
 */
export function libraryScript(episode: Prisma.EpisodeGetPayload<{ select: typeof libraryScriptSelect }>, back: string | null) {
	return {
		title: episode.title,
		names: speakerNames(episode),
		script: storedScript(episode),
		back: libraryBack(back),
		correction: correctionView(episode),
		signature: statusSignature(episode),
	}
}
