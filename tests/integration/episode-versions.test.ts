import { afterAll, beforeAll, expect, test } from 'vitest'
import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { deleteEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { QuotaExceededError } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { createVersion, versionOriginalSelect } from '#app/modules/episodes/episode-version.server.ts'
import { makeEpisodeCover } from '#app/modules/episodes/make-episode-media.server.ts'
import { getLibraryPage } from '#app/modules/library/library.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import type { Script } from '#app/modules/script/script-types.ts'
import { action as versionPage } from '#app/routes/_app.library.$episodeId.version.tsx'
import { action as createVersionCall } from '#app/routes/api.episodes.$episodeId.versions.ts'
import { prisma } from '#app/utils/db.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { callAs } from '#tests/support/api-call.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

// Versions of an episode (issue 25): a finished episode made again for another market, with its own quota unit, its
// own copy of the cover, and its script written by the real script job from the original's.
let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(5)
})

const script: Script = {
	sections: [
		{
			title: 'Introducción',
			lines: [
				{ speaker: 'presenter', text: 'Hola a todos, ¿qué tal estáis vosotros?' },
				{ speaker: 'guest', text: 'Muy bien, gracias por invitarme.' },
			],
		},
		{ title: 'Despedida', lines: [{ speaker: 'presenter', text: 'Hasta la próxima.' }] },
	],
}

async function user(planId = 'esencial') {
	return prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
}

/** A finished castellano episode with its script, sources and a cover in storage. */
async function finished(userId: string, data: { step?: string; monologue?: boolean; versionOfId?: string } = {}) {
	const episode = await prisma.episode.create({
		data: {
			userId,
			title: 'Trabajar mejor',
			podcastName: 'Ondas Internas',
			episodeNumber: 7,
			presenterName: 'Lucía',
			guestName: 'Mateo',
			tone: 'formacion',
			episodeFormat: 'entrevista',
			isMonologue: data.monologue ?? false,
			content: 'Un texto sobre equipos.',
			urls: ['https://ejemplo.es/equipos'],
			sourceFiles: [{ name: 'informe.pdf', key: `uploads/${userId}/informe.pdf`, type: 'application/pdf', size: 10 }],
			language: 'castellano',
			presenterVoiceId: 'local-es-invitada',
			guestVoiceId: data.monologue ? 'local-es-invitada' : 'local-es-presentador',
			step: data.step ?? 'complete',
			status: data.step ?? 'completed',
			scriptData: script,
			script: 'Lucía: Hola a todos',
			coverStatus: 'ready',
			versionOfId: data.versionOfId ?? null,
		},
	})
	await putFile(episodeFileKey(episode.id, 'cover.png'), Buffer.from(`png of ${episode.id}`))
	await putFile(episodeFileKey(episode.id, 'cover.webp'), Buffer.from(`webp of ${episode.id}`))
	return episode
}

const original = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id }, select: versionOriginalSelect })
const latino = { language: 'latino', presenterVoiceId: 'local-419-presentadora', guestVoiceId: 'local-419-invitado' } as const

test('a version is a new episode with its own quota unit, the original’s fields and chapters, and its own cover', async () => {
	const owner = await user()
	const source = await finished(owner.id)
	const made = await createVersion(owner.id, await original(source.id), latino)
	if (!made.ok) throw new Error(JSON.stringify(made.refusal))

	const version = await prisma.episode.findUniqueOrThrow({ where: { id: made.episodeId } })
	expect(version).toMatchObject({
		versionOfId: source.id,
		language: 'latino',
		presenterVoiceId: 'local-419-presentadora',
		guestVoiceId: 'local-419-invitado',
		isMonologue: false,
		title: 'Trabajar mejor',
		podcastName: 'Ondas Internas',
		episodeNumber: 7,
		presenterName: 'Lucía',
		guestName: 'Mateo',
		tone: 'formacion',
		episodeFormat: 'entrevista',
		content: 'Un texto sobre equipos.',
		urls: ['https://ejemplo.es/equipos'],
		sourceFiles: [], // the original's documents stay the original's
	})
	// one unit of the month, counted for the version
	expect(await getQuota(owner.id)).toMatchObject({ used: 1 })
	expect(await prisma.usageLedgerEntry.count({ where: { episodeId: version.id } })).toBe(1)
	// the cover is the version's own file
	expect((await readFile(episodeFileKey(version.id, 'cover.png')))?.toString()).toBe(`png of ${source.id}`)
	expect((await readFile(episodeFileKey(version.id, 'cover.webp')))?.toString()).toBe(`webp of ${source.id}`)
	expect(version.coverUrl).toMatch(new RegExp(`^/media/episodes/${version.id}/cover.png`))

	// the script job writes it from the original's script: the same chapters and speakers, on the preview step
	await expect
		.poll(async () => (await prisma.episode.findUniqueOrThrow({ where: { id: version.id } })).step, { timeout: 30_000 })
		.toBe('preview')
	const written = await prisma.episode.findUniqueOrThrow({ where: { id: version.id } })
	expect((written.scriptData as Script).sections.map((section) => section.title)).toEqual(['Introducción', 'Despedida'])
	expect((written.scriptData as Script).sections.flatMap((section) => section.lines.map((line) => line.speaker))).toEqual([
		'presenter',
		'guest',
		'presenter',
	])
	expect(written.script).toMatch(/^## Introducción\nLucía: /)
	expect(written.scriptTake).toBe(1)

	// once its audio is made, its cover job keeps the copy rather than making another
	await prisma.episode.update({ where: { id: version.id }, data: { coverStatus: 'processing' } })
	await makeEpisodeCover(version.id)
	expect((await readFile(episodeFileKey(version.id, 'cover.png')))?.toString()).toBe(`png of ${source.id}`)
	expect((await prisma.episode.findUniqueOrThrow({ where: { id: version.id } })).coverStatus).toBe('ready')

	// deleting the original leaves the version an ordinary episode, with its cover
	await deleteEpisode(owner.id, source.id)
	expect((await prisma.episode.findUniqueOrThrow({ where: { id: version.id } })).versionOfId).toBeNull()
	expect((await readFile(episodeFileKey(version.id, 'cover.png')))?.toString()).toBe(`png of ${source.id}`)
})

test('a version of a version belongs to the first original; a monologue’s version has one voice', async () => {
	const owner = await user('agencia')
	const root = await finished(owner.id, { monologue: true })
	const first = await finished(owner.id, { monologue: true, versionOfId: root.id })
	const made = await createVersion(owner.id, await original(first.id), {
		language: 'english',
		presenterVoiceId: 'local-en-us-host',
		guestVoiceId: 'local-en-gb-guest',
	})
	if (!made.ok) throw new Error(JSON.stringify(made.refusal))
	const version = await prisma.episode.findUniqueOrThrow({ where: { id: made.episodeId } })
	expect(version).toMatchObject({
		versionOfId: root.id,
		language: 'english',
		isMonologue: true,
		presenterVoiceId: 'local-en-us-host',
		guestVoiceId: 'local-en-us-host',
	})
})

test('with no episode left this month nothing is made: no version, no unit, no cover copied', async () => {
	const owner = await user() // esencial: 2 a month
	const source = await finished(owner.id)
	await prisma.user.update({ where: { id: owner.id }, data: { episodesUsedThisMonth: 2 } })
	await prisma.usageLedgerEntry.createMany({
		data: [1, 2].map(() => ({ userId: owner.id, episodeId: crypto.randomUUID(), periodStart: owner.billingPeriodStart })),
	})
	await expect(createVersion(owner.id, await original(source.id), latino)).rejects.toBeInstanceOf(QuotaExceededError)
	expect(await prisma.episode.count({ where: { userId: owner.id } })).toBe(1)
	expect(await getQuota(owner.id)).toMatchObject({ used: 2 })
})

test('refusals before anything is charged: a language outside the plan, an unfinished episode, the wrong voices', async () => {
	const owner = await user()
	const source = await finished(owner.id)
	const english = { language: 'english', presenterVoiceId: 'local-en-us-host', guestVoiceId: 'local-en-gb-guest' } as const
	expect(await createVersion(owner.id, await original(source.id), english)).toEqual({
		ok: false,
		refusal: { code: 'languageNotInPlan' },
	})
	const draft = await finished(owner.id, { step: 'preview' })
	expect(await createVersion(owner.id, await original(draft.id), latino)).toEqual({ ok: false, refusal: { code: 'notReady' } })
	expect(await createVersion(owner.id, await original(source.id), { ...latino, presenterVoiceId: 'local-es-locutor' })).toEqual({
		ok: false,
		refusal: { code: 'fields', fieldErrors: { presenterVoiceId: ['create.errors.voiceLanguage'] } },
	})
	expect(await createVersion(owner.id, await original(source.id), { ...latino, guestVoiceId: undefined })).toEqual({
		ok: false,
		refusal: { code: 'fields', fieldErrors: { guestVoiceId: ['version.errors.guestVoice'] } },
	})
	expect(await prisma.episode.count({ where: { userId: owner.id } })).toBe(2)
	expect(await getQuota(owner.id)).toMatchObject({ used: 0 })
})

test('the version page: a forged language outside the plan is refused with the plan’s message; a good one goes to the version', async () => {
	const owner = await user()
	const source = await finished(owner.id)
	const post = async (fields: Record<string, string>) =>
		(await versionPage({
			request: new Request(`http://localhost/library/${source.id}/version`, {
				method: 'POST',
				headers: { Cookie: await cookieFor(owner.id) },
				body: new URLSearchParams(fields),
			}),
			params: { episodeId: source.id },
			context: {},
		} as never)) as unknown as { init: ResponseInit | null; data: { result: { error: Record<string, string[]> } } } | Response

	const refused = await post({ language: 'english', presenterVoiceId: 'local-en-us-host', guestVoiceId: 'local-en-gb-guest' })
	if (refused instanceof Response) throw new Error(`expected the form again, got ${refused.status}`)
	expect(refused.init?.status).toBe(403)
	expect(refused.data.result.error).toEqual({ language: ['create.errors.languageUnavailable'] })

	const made = await post(latino)
	if (!(made instanceof Response)) throw new Error('expected a redirect')
	const version = await prisma.episode.findFirstOrThrow({ where: { versionOfId: source.id } })
	expect(made.status).toBe(302)
	expect(made.headers.get('Location')).toBe(`/create/${version.id}`)
})

test('POST /api/episodes/{id}/versions: 202 with the version’s status, and its refusals as codes', async () => {
	const owner = await user()
	const { token } = await issueApiToken(owner.id, 'Prueba')
	const source = await finished(owner.id)
	const call = (id: string, body: unknown, headers: Record<string, string> = {}) =>
		callAs(createVersionCall, `/api/episodes/${id}/versions`, token, {
			method: 'POST',
			body,
			headers,
			params: { episodeId: id },
		})

	const started = await call(source.id, { ...latino, language: 'es-419' }, { 'Idempotency-Key': 'version-1' })
	const versionId = started.body.episodeId as string
	expect(versionId).not.toBe(source.id)
	expect(started.body).toMatchObject({ statusUrl: `/api/episodes/${versionId}/status` })
	// 202 while its script is adapted; 200 if the worker was quicker than the answer (as for generate-script)
	expect([200, 202]).toContain(started.status)
	expect(await prisma.episode.findUniqueOrThrow({ where: { id: versionId } })).toMatchObject({
		versionOfId: source.id,
		language: 'latino',
	})
	// a retry with the same key makes nothing twice
	const replayed = await call(source.id, { ...latino, language: 'es-419' }, { 'Idempotency-Key': 'version-1' })
	expect(replayed.body.episodeId).toBe(versionId)
	expect(await prisma.episode.count({ where: { versionOfId: source.id } })).toBe(1)

	const english = await call(source.id, {
		language: 'english',
		presenterVoiceId: 'local-en-us-host',
		guestVoiceId: 'local-en-gb-guest',
	})
	expect(english.status).toBe(403)
	expect(english.body).toMatchObject({ code: 'API_LANGUAGE_PLAN' })

	const same = await call(source.id, {
		language: 'castellano',
		presenterVoiceId: 'local-es-locutor',
		guestVoiceId: 'local-es-narradora',
	})
	expect(same.status).toBe(400)
	expect(Object.keys(same.body.fields)).toEqual(['language'])

	const draft = await finished(owner.id, { step: 'preview' })
	const unfinished = await call(draft.id, latino)
	expect(unfinished.status).toBe(409)
	expect(unfinished.body).toMatchObject({ code: 'API_VERSION_NOT_READY' })

	// someone else's episode does not exist for this caller
	const stranger = await finished((await user()).id)
	expect((await call(stranger.id, latino)).status).toBe(404)
	expect(await prisma.episode.count({ where: { versionOfId: stranger.id } })).toBe(0)
})

test('the library lists versions under their original; a search finds the original by a version; an orphan is a card', async () => {
	const owner = await user('agencia')
	const source = await finished(owner.id)
	const other = await finished(owner.id)
	await prisma.episode.update({ where: { id: other.id }, data: { title: 'Otro tema' } })
	const latinoVersion = await finished(owner.id, { versionOfId: source.id })
	await prisma.episode.update({ where: { id: latinoVersion.id }, data: { language: 'latino', title: 'Trabajar mejor, ustedes' } })
	const englishVersion = await finished(owner.id, { versionOfId: source.id })
	await prisma.episode.update({ where: { id: englishVersion.id }, data: { language: 'english', title: 'Working better' } })

	const page = await getLibraryPage(owner.id, { q: '', page: 1 })
	expect(page.episodes.map((episode) => episode.id).sort()).toEqual([source.id, other.id].sort())
	const card = page.episodes.find((episode) => episode.id === source.id)!
	expect(card.versions.map((version) => [version.language, version.title])).toEqual([
		['latino', 'Trabajar mejor, ustedes'],
		['english', 'Working better'],
	])
	// the stats still count every episode made
	expect(page.stats.episodes).toBe(4)

	const found = await getLibraryPage(owner.id, { q: 'working', page: 1 })
	expect(found.episodes.map((episode) => episode.id)).toEqual([source.id])

	await deleteEpisode(owner.id, source.id)
	const after = await getLibraryPage(owner.id, { q: '', page: 1 })
	expect(after.episodes.map((episode) => episode.id).sort()).toEqual([other.id, latinoVersion.id, englishVersion.id].sort())
})
