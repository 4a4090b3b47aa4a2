import { Prisma } from '#app/generated/prisma/client.ts'
import { googleConfig } from '#app/integrations/google/google-client.server.ts'
import { accountRow } from '#app/modules/account/account-row.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { feedState } from '#app/modules/podcasts/publish-episode.server.ts'
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
	language: string
	/** the original this episode is a version of (issue 25), null for an original */
	versionOfId: string | null
	/** when it goes or went into its show's feed: the library page's list only (`grouped`) */
	feedPublishAt?: Date | null
}

/** A version as its original's card lists it. */
export type LibraryVersion = { id: string; title: string; language: string; step: string; audioUrl: string | null }

/** The search, on the columns of the episode the alias names. */
function matching(alias: string, folded: string) {
	const e = Prisma.raw(alias)
	return Prisma.sql`translate(lower(${e}."title" || ' ' || coalesce(${e}."podcastName", '') || ' ' || coalesce(${e}."script", '')), ${ACCENTED}, ${PLAIN}) LIKE ${`%${folded}%`}`
}

/**
 * One page of the user's episodes, newest first, optionally matching `q` in the title, the podcast name or the
 * script without regard to case or accents. Accents are folded with translate() rather than the unaccent
 * extension, which a managed PostgreSQL may not allow; the (userId, createdAt) index keeps pages fast.
 *
 * `grouped` (the library page): versions are listed under their original rather than as episodes of their own — the
 * page holds originals (and versions whose original was deleted, which are ordinary episodes again), each with its
 * versions; a search finds an original when it or one of its versions matches.
 */
export async function listEpisodes(userId: string, options: ListOptions) {
	const rows = await prisma.$queryRaw<LibraryEpisode[]>(episodeListQuery(userId, options))
	return { episodes: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE }
}

type ListOptions = { q?: string; page?: number; grouped?: boolean }

/** listEpisodes' statement (one row more than a page, to know whether there is another); its plan is checked in a test. */
export function episodeListQuery(userId: string, { q = '', page = 1, grouped = false }: ListOptions) {
	const folded = foldSearch(q).replace(/[\\%_]/g, (character) => `\\${character}`)
	const search = !folded
		? Prisma.empty
		: grouped
			? Prisma.sql`AND (${matching('e', folded)} OR EXISTS (SELECT 1 FROM "episodes" v WHERE v."versionOfId" = e."id" AND ${matching('v', folded)}))`
			: Prisma.sql`AND ${matching('e', folded)}`
	const originals = grouped ? Prisma.sql`AND e."versionOfId" IS NULL` : Prisma.empty
	// the library page also shows where each is in its show's feed (issue 26); the JSON API's list does not carry it
	const feed = grouped ? Prisma.sql`, e."feedPublishAt"` : Prisma.empty
	const offset = (Math.max(1, page) - 1) * PAGE_SIZE
	return Prisma.sql`
		SELECT e."id", e."title", e."podcastName", e."episodeNumber", e."createdAt", e."duration", e."step", e."status",
			e."audioUrl", e."coverUrl", e."videoStatus", e."videoUrl", e."coverStatus", e."youtubeStatus", e."youtubeProgress",
			e."youtubeVideoUrl", e."language", e."versionOfId" ${feed}
		FROM "episodes" e
		WHERE e."userId" = ${userId}::uuid ${originals} ${search}
		ORDER BY e."createdAt" DESC, e."id" DESC
		LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}`
}

/** The versions of these originals, oldest first, by original. */
async function versionsOf(userId: string, originalIds: string[]) {
	const versions = await prisma.episode.findMany({
		where: { userId, versionOfId: { in: originalIds } },
		orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
		select: { id: true, title: true, language: true, step: true, audioUrl: true, versionOfId: true },
	})
	const byOriginal = new Map<string, LibraryVersion[]>()
	for (const { versionOfId, ...version } of versions) {
		byOriginal.set(versionOfId!, [...(byOriginal.get(versionOfId!) ?? []), version])
	}
	return byOriginal
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

/**
 * The library page: one page of the user's episodes (with the search), each original with its versions, the stats,
 * and whether their plan makes videos.
 */
export async function getLibraryPage(userId: string, { q, page }: { q: string; page: number }) {
	const [list, stats, user] = await Promise.all([
		listEpisodes(userId, { q, page, grouped: true }),
		libraryStats(userId),
		accountRow(userId),
	])
	// what each card's 'Subir a YouTube' still misses, if anything
	const account = {
		configured: googleConfig() !== null,
		planAllows: planOf(user).youtubeUpload,
		connected: Boolean(user.youtubeRefreshToken),
	}
	const ids = list.episodes.map((episode) => episode.id)
	const versions = ids.length > 0 ? await versionsOf(userId, ids) : new Map<string, LibraryVersion[]>()
	const episodes = list.episodes.map(({ feedPublishAt, ...episode }) => ({
		...episode,
		youtubeMissing: missingForYoutube({ ...account, episode }),
		feedState: feedState(feedPublishAt ?? null),
		versions: versions.get(episode.id) ?? [],
	}))
	return { ...list, episodes, stats, videoPlan: planOf(user).video }
}
