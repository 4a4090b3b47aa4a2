import { Prisma } from '#app/generated/prisma/client.ts'
import { googleConfig } from '#app/integrations/google/google-client.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { missingForYoutube } from '#app/modules/youtube/youtube-upload-rules.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** Episodes per page: a page stays light on slow connections, whatever the size of the library. */
export const PAGE_SIZE = 24

const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç'
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc'

/** The search text as the database compares it: lower case, without accents ('Canción' → 'cancion'). */
function foldSearch(text: string) {
	return text
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase()
		.trim()
}

export type LibraryEpisode = {
	id: string
	title: string
	podcastName: string | null
	episodeNumber: number | null
	createdAt: Date
	duration: number | null
	step: string
	status: string
	audioUrl: string | null
	coverUrl: string | null
	videoStatus: string
	videoUrl: string | null
	coverStatus: string
	youtubeStatus: string
	youtubeProgress: number
	youtubeVideoUrl: string | null
}

/**
 * One page of the user's episodes, newest first, optionally matching `q` in the title, the podcast name or the
 * script without regard to case or accents. Accents are folded with translate() rather than the unaccent
 * extension, which a managed PostgreSQL may not allow; the (userId, createdAt) index keeps pages fast.
 */
export async function listEpisodes(userId: string, { q = '', page = 1 }: { q?: string; page?: number }) {
	const folded = foldSearch(q).replace(/[\\%_]/g, (character) => `\\${character}`)
	const matches = folded
		? Prisma.sql`AND translate(lower("title" || ' ' || coalesce("podcastName", '') || ' ' || coalesce("script", '')), ${ACCENTED}, ${PLAIN}) LIKE ${`%${folded}%`}`
		: Prisma.empty
	const offset = (Math.max(1, page) - 1) * PAGE_SIZE
	const rows = await prisma.$queryRaw<LibraryEpisode[]>`
		SELECT "id", "title", "podcastName", "episodeNumber", "createdAt", "duration", "step", "status", "audioUrl",
			"coverUrl", "videoStatus", "videoUrl", "coverStatus", "youtubeStatus", "youtubeProgress", "youtubeVideoUrl"
		FROM "episodes"
		WHERE "userId" = ${userId}::uuid ${matches}
		ORDER BY "createdAt" DESC, "id" DESC
		LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}`
	return { episodes: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE }
}

/** The stats cards: how many episodes and how much audio the user has made in all. */
export async function libraryStats(userId: string) {
	const { _count, _sum } = await prisma.episode.aggregate({ where: { userId }, _count: true, _sum: { duration: true } })
	return { episodes: _count, seconds: _sum.duration ?? 0 }
}

/** The video status of some of the user's episodes (what the library polls while videos are made); others' are left out. */
export async function videoStatuses(userId: string, episodeIds: string[]) {
	return prisma.episode.findMany({
		where: { userId, id: { in: episodeIds.filter(isUuid).slice(0, 100) } },
		select: { id: true, title: true, videoStatus: true },
	})
}

/** The library page: one page of the user's episodes (with the search), the stats, and whether their plan makes videos. */
export async function getLibraryPage(userId: string, { q, page }: { q: string; page: number }) {
	const [list, stats, user] = await Promise.all([
		listEpisodes(userId, { q, page }),
		libraryStats(userId),
		prisma.user.findUniqueOrThrow({
			where: { id: userId },
			select: { planId: true, isDemoUser: true, youtubeRefreshToken: true },
		}),
	])
	// what each card's 'Subir a YouTube' still misses, if anything
	const account = {
		configured: googleConfig() !== null,
		planAllows: planOf(user).youtubeUpload,
		connected: Boolean(user.youtubeRefreshToken),
	}
	const episodes = list.episodes.map((episode) => ({
		...episode,
		youtubeMissing: missingForYoutube({ ...account, episode }),
	}))
	return { ...list, episodes, stats, videoPlan: planOf(user).video }
}
