import { expect, test } from 'vitest'
import { hasFile, listFiles } from '#app/integrations/storage/storage.server.ts'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import { episodeShows } from '#app/modules/podcasts/episode-shows.server.ts'
import { artworkFile, readArtwork } from '#app/modules/podcasts/podcast-artwork.server.ts'
import { type PodcastInput, podcastSchema } from '#app/modules/podcasts/podcast-schema.ts'
import {
	createPodcast,
	deletePodcast,
	listPodcasts,
	PodcastNameTakenError,
	requirePodcast,
	updatePodcast,
} from '#app/modules/podcasts/podcasts.server.ts'
import { prisma } from '#app/utils/db.server.ts'

async function user(planId = 'creadores') {
	return prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId, firstName: 'Lucía', lastName: 'Pérez' },
	})
}

/** A show's form as the page sends it, through the shared schema. */
function show(fields: Partial<Record<string, string>> = {}): PodcastInput {
	return podcastSchema.parse({
		name: 'Ondas Internas',
		ownerEmail: 'lucia@ejemplo.es',
		language: 'es-ES',
		category: 'Business/Marketing',
		showType: 'episodic',
		...fields,
	})
}

const request = new Request('http://localhost/podcasts/x')

/** What a guard threw: the 404 response, or the error. */
async function refusal(promise: Promise<unknown>) {
	return promise.then(
		() => null,
		(thrown: unknown) => thrown,
	)
}

const episode = (overrides: Partial<NewEpisode> = {}): NewEpisode => ({
	title: 'Trabajar mejor',
	podcastName: 'Ondas Internas',
	presenterName: 'Lucía',
	guestName: 'Mateo',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	presenterVoiceId: 'local-es-presentador',
	guestVoiceId: 'local-es-invitada',
	content: 'Un texto.',
	urls: [],
	files: [],
	...overrides,
})

test("another user's show, a made-up id and a malformed one are the same 404", async () => {
	const [owner, other] = [await user(), await user()]
	const podcast = await createPodcast(owner.id, show())
	expect((await requirePodcast(owner.id, podcast.id, { request })).name).toBe('Ondas Internas')
	for (const id of [podcast.id, crypto.randomUUID(), 'no-es-un-id', undefined]) {
		const thrown = await refusal(requirePodcast(other.id, id, { request }))
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(404)
		expect(await (thrown as Response).text()).toBe('Pódcast no encontrado')
	}
})

test('a name is unique per user, without regard to case; another user may use it', async () => {
	const [owner, other] = [await user(), await user()]
	const first = await createPodcast(owner.id, show())
	await expect(createPodcast(owner.id, show({ name: '  ondas   INTERNAS ' }))).rejects.toBeInstanceOf(PodcastNameTakenError)
	const second = await createPodcast(owner.id, show({ name: 'Otra Onda' }))
	await expect(updatePodcast(second, show({ name: 'ONDAS INTERNAS' }))).rejects.toBeInstanceOf(PodcastNameTakenError)
	// its own name in another case is not a clash with itself
	expect((await updatePodcast(first, show({ name: 'ONDAS INTERNAS' }))).name).toBe('ONDAS INTERNAS')
	expect((await createPodcast(other.id, show())).name).toBe('Ondas Internas')
	expect((await listPodcasts(owner.id)).map((podcast) => podcast.name)).toEqual(['ONDAS INTERNAS', 'Otra Onda'])
})

test('an episode typed with a show name goes to that show; a new name makes a new show with the account as author', async () => {
	const owner = await user()
	const podcast = await createPodcast(owner.id, show())
	const first = await createEpisode(owner.id, episode({ podcastName: 'ondas internas', episodeNumber: 4 }))
	const second = await createEpisode(owner.id, episode({ podcastName: 'Píldoras de Ventas', language: 'latino' }))
	const rows = await prisma.episode.findMany({
		where: { id: { in: [first.id, second.id] } },
		select: { id: true, podcastId: true, podcastName: true },
	})
	expect(rows.find((row) => row.id === first.id)).toMatchObject({ podcastId: podcast.id, podcastName: 'Ondas Internas' })
	const made = await prisma.podcast.findFirstOrThrow({ where: { userId: owner.id, name: 'Píldoras de Ventas' } })
	expect(made).toMatchObject({ author: 'Lucía Pérez', ownerEmail: owner.email, language: 'es-419', artworkSource: 'generated' })
	expect(rows.find((row) => row.id === second.id)).toMatchObject({ podcastId: made.id, podcastName: 'Píldoras de Ventas' })

	// the creation form suggests each show's next number and starts with the show of the latest episode
	const { shows, current } = await episodeShows(owner.id)
	expect(shows).toEqual([
		{ id: podcast.id, name: 'Ondas Internas', nextNumber: 5 },
		{ id: made.id, name: 'Píldoras de Ventas', nextNumber: 1 },
	])
	expect(current).toBe(made.id)
	const { defaults } = await inputStepFor(owner.id)
	expect(defaults).toMatchObject({ podcastId: made.id, episodeNumber: 1 })
})

test('renaming a show renames its episodes and makes its artwork again; deleting it keeps its episodes', async () => {
	const owner = await user()
	const podcast = await createPodcast(owner.id, show())
	const { id } = await createEpisode(owner.id, episode())
	const before = await readArtwork(podcast)
	const stored = await requirePodcast(owner.id, podcast.id, { request })
	expect(stored.artworkKey).toMatch(new RegExp(`^podcasts/${owner.id}/${podcast.id}/artwork-[0-9a-f]{16}\\.jpg$`))

	const renamed = await updatePodcast(stored, show({ name: 'Ondas Externas' }))
	expect(await prisma.episode.findUniqueOrThrow({ where: { id }, select: { podcastName: true } })).toEqual({
		podcastName: 'Ondas Externas',
	})
	expect(await hasFile(stored.artworkKey!)).toBe(false)
	const after = await readArtwork(renamed)
	expect(after.fileName).not.toBe(before.fileName)
	expect(after.fileName).toBe(artworkFile(renamed).fileName)
	expect(after.bytes.equals(before.bytes)).toBe(false)

	await deletePodcast(await requirePodcast(owner.id, podcast.id, { request }))
	expect(await prisma.podcast.count({ where: { id: podcast.id } })).toBe(0)
	expect(await prisma.episode.findUniqueOrThrow({ where: { id }, select: { podcastId: true, podcastName: true } })).toEqual({
		podcastId: null,
		podcastName: 'Ondas Externas',
	})
	expect(await listFiles(`podcasts/${owner.id}/${podcast.id}`)).toEqual([])
})

test('the spoken AI notice is on for a new show, and its owner may turn it off and on again', async () => {
	const owner = await user()
	const created = await createPodcast(owner.id, show({ aiDisclosure: 'on' }))
	expect(created.aiDisclosure).toBe(true)
	expect((await updatePodcast(created, show())).aiDisclosure).toBe(false)
	const stored = await prisma.podcast.findUniqueOrThrow({ where: { id: created.id } })
	expect((await updatePodcast(stored, show({ aiDisclosure: 'on' }))).aiDisclosure).toBe(true)
})
