import crypto from 'node:crypto'
import { expect, test } from 'vitest'
import { episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { action, loader } from '#app/routes/_app.library.$episodeId.publish.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { newEpisode } from '#tests/support/new-episode.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

const user = (planId: string, timeZone = 'Europe/Madrid') =>
	prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId, timeZone } })

const show = (userId: string, name = 'Ondas Internas') => prisma.podcast.create({ data: { userId, name } })

async function finishedEpisode(userId: string, fields: Parameters<typeof newEpisode>[1] = {}) {
	const { id } = await prisma.episode.create({
		data: newEpisode(userId, {
			title: 'Equipos remotos',
			description: 'Equipos remotos | Ondas Internas\n\nResumen del episodio.\n\nCapítulos:\n0:00 Introducción\n1:10 Rituales',
			...fields,
		}),
	})
	await prisma.episode.update({ where: { id }, data: { audioUrl: episodeFileUrl(id, 'audio.mp3', 1) } })
	return id
}

const settle = (value: Promise<unknown>) => value.catch((thrown: unknown) => thrown) as Promise<Response>

async function page(episodeId: string, userId: string) {
	const request = new Request(`http://localhost/library/${episodeId}/publish`, {
		headers: { Cookie: await cookieFor(userId) },
	})
	return loader({ request, params: { episodeId }, context: { cspNonce: '' } })
}

/** The form as the page posts it (or as anyone could forge it). */
async function post(episodeId: string, userId: string, fields: Record<string, string>) {
	const request = new Request(`http://localhost/library/${episodeId}/publish`, {
		method: 'POST',
		headers: { Cookie: await cookieFor(userId) },
		body: new URLSearchParams({ back: '/library', ...fields }),
	})
	return settle(action({ request, params: { episodeId }, context: { cspNonce: '' } }) as Promise<unknown>)
}

const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })

test('publishing now puts the episode in the show it chose, with what the feed says of it sanitised', async () => {
	const owner = await user('esencial')
	const podcast = await show(owner.id)
	const id = await finishedEpisode(owner.id)
	const before = await page(id, owner.id)
	expect(before.publishing).toMatchObject({ refusal: null, missing: ['FEED_NO_PODCAST'], state: 'unpublished' })
	expect(before.publishing.podcasts).toEqual([{ id: podcast.id, name: 'Ondas Internas' }])
	// proposed from the YouTube description: its summary and chapters
	expect(before.publishing.defaults).toMatchObject({
		feedTitle: 'Equipos remotos',
		feedDescription: '<p>Resumen del episodio.</p>\n<p>Capítulos:</p>\n<ul><li>0:00 Introducción</li><li>1:10 Rituales</li></ul>',
		explicit: 'show',
	})

	const response = await post(id, owner.id, {
		intent: 'publish',
		podcastId: podcast.id,
		feedTitle: 'Equipos remotos: rituales',
		feedDescription: '<p onclick="x()">Resumen <a href="javascript:alert(1)">enlace</a><script>alert(1)</script></p>',
		season: '2',
		episodeNumber: '7',
		feedEpisodeType: 'bonus',
		explicit: 'no',
		when: 'now',
	})
	expect(response.status).toBe(302)
	const published = await load(id)
	expect(published).toMatchObject({
		podcastId: podcast.id,
		podcastName: 'Ondas Internas',
		feedTitle: 'Equipos remotos: rituales',
		feedDescription: '<p>Resumen enlace</p>',
		season: 2,
		episodeNumber: 7,
		feedEpisodeType: 'bonus',
		feedExplicit: false,
	})
	expect(Date.now() - published.feedPublishAt!.getTime()).toBeLessThan(60_000)
	expect((await page(id, owner.id)).publishing).toMatchObject({ missing: [], state: 'published' })
})

test("a scheduled time is typed in the user's time zone and shown back in it; unpublishing takes it out", async () => {
	const owner = await user('creadores', 'America/Bogota')
	const podcast = await show(owner.id)
	const id = await finishedEpisode(owner.id, { podcastId: podcast.id })
	const year = new Date().getUTCFullYear() + 1
	const response = await post(id, owner.id, {
		intent: 'publish',
		podcastId: podcast.id,
		feedTitle: 'Equipos remotos',
		feedDescription: '<p>Resumen</p>',
		when: 'later',
		publishAt: `${year}-03-01T09:30`,
	})
	expect(response.status).toBe(302)
	expect((await load(id)).feedPublishAt!.toISOString()).toBe(`${year}-03-01T14:30:00.000Z`)
	const view = (await page(id, owner.id)).publishing
	expect(view).toMatchObject({
		state: 'scheduled',
		timeZone: 'America/Bogota',
		publishAtText: `1 de marzo de ${year} a las 9:30`,
	})
	expect(view.defaults).toMatchObject({ when: 'later', publishAt: `${year}-03-01T09:30` })

	// a time already gone is refused by the same schema the page uses
	const past = await post(id, owner.id, {
		intent: 'publish',
		podcastId: podcast.id,
		feedTitle: 'Equipos remotos',
		feedDescription: '<p>Resumen</p>',
		when: 'later',
		publishAt: '2020-01-01T09:30',
	})
	expect(past).toMatchObject({ init: { status: 400 } })

	expect((await post(id, owner.id, { intent: 'unpublish' })).status).toBe(302)
	expect((await load(id)).feedPublishAt).toBeNull()
	expect((await page(id, owner.id)).publishing.state).toBe('unpublished')
})

test('the trial may not publish, even with a forged form: the refusal names the plans that publish', async () => {
	const owner = await user('trial')
	const podcast = await show(owner.id)
	const id = await finishedEpisode(owner.id, { podcastId: podcast.id })
	const { publishing } = await page(id, owner.id)
	expect(publishing.refusal).toEqual({ code: 'FEED_PLAN', params: { plans: 'Esencial, Creadores, Creadores PLUS y Agencia' } })
	expect(errorTextIn('es', publishing.refusal!)).toBe(
		'Tu plan permite crear pódcasts, pero no publicarlos en su feed. Publicar en el feed está en los planes Esencial, Creadores, Creadores PLUS y Agencia.',
	)
	const forged = await post(id, owner.id, {
		intent: 'publish',
		podcastId: podcast.id,
		feedTitle: 'Equipos remotos',
		feedDescription: '<p>Resumen</p>',
		when: 'now',
	})
	expect(forged).toMatchObject({ init: { status: 403 }, data: { refusal: { code: 'FEED_PLAN' } } })
	expect((await load(id)).feedPublishAt).toBeNull()
})

test("every id is the user's own: another's episode is a 404, another's show and an unfinished episode are refused", async () => {
	const owner = await user('esencial')
	const stranger = await user('esencial')
	const theirShow = await show(stranger.id, 'Ajeno')
	const ownShow = await show(owner.id)
	const id = await finishedEpisode(owner.id)
	const form = { intent: 'publish', feedTitle: 'Equipos remotos', feedDescription: '<p>Resumen</p>', when: 'now' }

	const intoTheirs = await post(id, owner.id, { ...form, podcastId: theirShow.id })
	expect(intoTheirs).toMatchObject({ init: { status: 403 }, data: { refusal: { code: 'FEED_NO_PODCAST' } } })
	expect(await load(id)).toMatchObject({ podcastId: null, feedPublishAt: null })

	const notTheirs = await post(id, stranger.id, { ...form, podcastId: theirShow.id })
	expect(notTheirs.status).toBe(404)
	expect((await settle(page(id, stranger.id) as Promise<unknown>)).status).toBe(404)
	expect((await post(id, stranger.id, { intent: 'unpublish' })).status).toBe(404)

	const draft = await finishedEpisode(owner.id, { step: 'preview', status: 'preview' })
	expect((await page(draft, owner.id)).publishing.missing).toContain('FEED_EPISODE_NOT_READY')
	const early = await post(draft, owner.id, { ...form, podcastId: ownShow.id })
	expect(early).toMatchObject({ init: { status: 403 }, data: { refusal: { code: 'FEED_EPISODE_NOT_READY' } } })
	expect((await load(draft)).feedPublishAt).toBeNull()
})

test('an episode moved to another show leaves its old feed, whose last change moves on for the apps that ask by date', async () => {
	const owner = await user('esencial')
	const [first, second] = [await show(owner.id), await show(owner.id, 'Ondas Externas')]
	const id = await finishedEpisode(owner.id)
	const publish = (podcastId: string) =>
		post(id, owner.id, {
			intent: 'publish',
			podcastId,
			feedTitle: 'Equipos remotos',
			feedDescription: '<p>Resumen.</p>',
			feedEpisodeType: 'full',
			explicit: 'show',
			when: 'now',
		})
	expect((await publish(first.id)).status).toBe(302)
	const before = (await prisma.podcast.findUniqueOrThrow({ where: { id: first.id } })).updatedAt
	expect((await publish(second.id)).status).toBe(302)
	expect((await load(id)).podcastId).toBe(second.id)
	const after = (await prisma.podcast.findUniqueOrThrow({ where: { id: first.id } })).updatedAt
	expect(after.getTime()).toBeGreaterThan(before.getTime())
})
