import { Prisma } from '#app/generated/prisma/client.ts'
import { deletePrefix } from '#app/integrations/storage/storage.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { categoryChoice } from './apple-categories.ts'
import {
	ArtworkError,
	artworkFolder,
	checkArtwork,
	forgetOutdatedArtwork,
	restoreGeneratedArtwork,
	saveUploadedArtwork,
} from './podcast-artwork.server.ts'
import { type PodcastInput, podcastLanguageOf } from './podcast-schema.ts'

/** The user has a show of that name already (names are compared without regard to case: 'Ondas' and 'ONDAS' clash). */
export class PodcastNameTakenError extends Error {
	override name = 'PodcastNameTakenError'
}

/** Guard: the user's own show with this id; anything else (another user's, a made-up id) is the 404 of notFound. */
export async function requirePodcast(userId: string, podcastId: string | undefined, { request }: { request: Request }) {
	const podcast = isUuid(podcastId) ? await prisma.podcast.findFirst({ where: { id: podcastId, userId } }) : null
	if (!podcast) throw await notFound(request, 'PODCAST_NOT_FOUND')
	return podcast
}

/** A show as requirePodcast answers it. */
export type Podcast = Awaited<ReturnType<typeof requirePodcast>>

/** 'Mis pódcasts': the user's shows by name, each with how many episodes it has. */
export async function listPodcasts(userId: string) {
	const podcasts = await prisma.podcast.findMany({
		where: { userId },
		orderBy: { name: 'asc' },
		select: { id: true, name: true, language: true, artworkSource: true, _count: { select: { episodes: true } } },
	})
	return podcasts.map(({ _count, ...podcast }) => ({ ...podcast, episodes: _count.episodes }))
}

/** The form of a new show starts with the account's name as author, its e-mail as owner and its language. */
export async function newPodcastDefaults(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { firstName: true, lastName: true, email: true, defaultLanguage: true },
	})
	return {
		name: '',
		description: '',
		author: [user.firstName, user.lastName].filter(Boolean).join(' '),
		ownerEmail: user.email,
		language: podcastLanguageOf(user.defaultLanguage),
		category: 'Technology',
		explicit: false,
		aiDisclosure: true,
		showType: 'episodic',
	}
}

/** A show's values as its form shows them. */
export function podcastFormValues(podcast: Podcast) {
	return {
		name: podcast.name,
		description: podcast.description,
		author: podcast.author,
		ownerEmail: podcast.ownerEmail,
		language: podcast.language,
		category: categoryChoice(podcast.category, podcast.subcategory),
		explicit: podcast.explicit,
		aiDisclosure: podcast.aiDisclosure,
		showType: podcast.showType,
	}
}

/** An uploaded artwork, as read from the form (null when none was chosen; `tooBig` when it was dropped for its size). */
export type UploadedArtwork = { bytes: Buffer } | { tooBig: true } | null

/**
 * A new show of the user's; with an uploaded artwork, that artwork (checked first: ArtworkError, and nothing is
 * created). PodcastNameTakenError when the user has a show of that name.
 */
export async function createPodcast(userId: string, input: PodcastInput, upload: UploadedArtwork = null) {
	const artwork = await checkedUpload(upload)
	await refuseTakenName(userId, input.name)
	const podcast = await withNameClash(() => prisma.podcast.create({ data: { userId, ...showFields(input) } }))
	if (artwork) await saveUploadedArtwork(podcast, artwork)
	console.info(`[podcasts] pódcast creado (${podcast.id})`)
	return podcast
}

/**
 * The show's new values: a new name is also its episodes' `podcastName`, and its generated artwork is made again;
 * an uploaded artwork replaces the one it had, `generatedArtwork` goes back to the one made from the name. Refusals
 * as createPodcast's; nothing is changed then.
 */
export async function updatePodcast(podcast: Podcast, input: PodcastInput, upload: UploadedArtwork = null) {
	const artwork = await checkedUpload(upload)
	// only a new name is checked: shows whose names differ only in case (made before names were compared so) stay
	// editable
	if (input.name.toLowerCase() !== podcast.name.toLowerCase()) await refuseTakenName(podcast.userId, input.name, podcast.id)
	const updated = await withNameClash(() =>
		prisma.$transaction(async (tx) => {
			const row = await tx.podcast.update({ where: { id: podcast.id }, data: showFields(input) })
			if (row.name !== podcast.name) {
				await tx.episode.updateMany({ where: { podcastId: podcast.id }, data: { podcastName: row.name } })
			}
			return row
		}),
	)
	if (artwork) await saveUploadedArtwork(updated, artwork)
	else if (input.generatedArtwork) await restoreGeneratedArtwork(updated)
	else await forgetOutdatedArtwork(podcast, updated)
	return updated
}

/** Deletes the show and its artwork. Its episodes stay, without a show (the foreign key sets them free). */
export async function deletePodcast(podcast: Podcast) {
	await prisma.podcast.delete({ where: { id: podcast.id } })
	await deletePrefix(artworkFolder(podcast))
	console.info(`[podcasts] pódcast borrado (${podcast.id}); sus episodios siguen en la biblioteca`)
}

async function checkedUpload(upload: UploadedArtwork) {
	if (!upload) return null
	if ('tooBig' in upload) throw new ArtworkError({ code: 'tooBig' })
	return checkArtwork(upload.bytes)
}

async function refuseTakenName(userId: string, name: string, exceptId?: string) {
	const clash = await prisma.podcast.findFirst({
		where: { userId, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
		select: { id: true },
	})
	if (clash) throw new PodcastNameTakenError()
}

/** Two requests at once with the same name: the database's unique index refuses the second. */
async function withNameClash<T>(write: () => Promise<T>) {
	try {
		return await write()
	} catch (error) {
		if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new PodcastNameTakenError()
		throw error
	}
}

function showFields(input: PodcastInput) {
	return {
		name: input.name,
		description: input.description,
		author: input.author,
		ownerEmail: input.ownerEmail,
		language: input.language,
		category: input.category,
		subcategory: input.subcategory,
		explicit: input.explicit,
		aiDisclosure: input.aiDisclosure,
		showType: input.showType,
	}
}
