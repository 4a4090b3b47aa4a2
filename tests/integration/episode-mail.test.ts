import type { LoaderFunctionArgs } from '@remix-run/node'
import { expect, test } from 'vitest'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { signCoverToken } from '#app/modules/email/email-link-token.server.ts'
import { deliverEmail } from '#app/modules/email/outbox.server.ts'
import {
	audioFailed,
	coverFailed,
	coverMade,
	retryMedia,
	scriptFailed,
	videoMade,
} from '#app/modules/episodes/episode-lifecycle.server.ts'
import { markEpisodeViewed } from '#app/modules/episodes/episode-viewed.server.ts'
import { loader as episodeLinkLoader } from '#app/routes/_app.library.$episodeId._index.tsx'
import { loader as downloadLinkLoader } from '#app/routes/_app.library.$episodeId.download.tsx'
import { loader as coverLoader } from '#app/routes/email.cover.$token.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { newEpisode } from '#tests/support/new-episode.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { catchMailForFile, MAIL_TEST_APP_URL } from '#tests/support/smtp-catcher.ts'

const APP_URL = MAIL_TEST_APP_URL
const smtp = catchMailForFile()

async function completeEpisode(fields: { notifyEpisodeComplete?: boolean; notifyEmail?: boolean } = {}) {
	const user = await prisma.user.create({ data: { email: `oyente-${crypto.randomUUID()}@ejemplo.es`, ...fields } })
	const episode = await prisma.episode.create({
		data: newEpisode(user.id, {
			title: 'Entrevista con Marta',
			podcastName: 'Voces',
			duration: 425,
			audioUrl: '/media/episodes/x/audio.mp3?v=1',
			coverStatus: 'processing',
			videoStatus: 'processing',
		}),
	})
	return { user, episode }
}

const mailsOf = (userId: string) => prisma.emailMessage.findMany({ where: { userId } })

async function sendAll(userId: string) {
	for (const message of await mailsOf(userId)) await deliverEmail(message.id)
	return smtp().mails
}

test('the episode-ready mail goes once when the cover is made; the video finishing later and a cover made again add none', async () => {
	const { user, episode } = await completeEpisode()
	await coverMade(episode.id, `/media/episodes/${episode.id}/cover.png?v=1`)
	await videoMade(episode.id, `/media/episodes/${episode.id}/video.mp4?v=1`)
	await prisma.episode.update({ where: { id: episode.id }, data: { coverStatus: 'failed' } })
	await retryMedia(episode.id, 'cover')
	await coverMade(episode.id, `/media/episodes/${episode.id}/cover.png?v=2`)
	const messages = await mailsOf(user.id)
	expect(messages).toHaveLength(1)
	expect(messages[0]).toMatchObject({ kind: 'episode-ready', messageKey: `episode-ready:${episode.id}` })

	const [mail] = await sendAll(user.id)
	expect(mail!.subject).toBe('Tu episodio «Entrevista con Marta» está listo')
	expect(mail!.text).toContain('Título: Entrevista con Marta')
	expect(mail!.text).toContain('Podcast: Voces')
	expect(mail!.text).toContain('Duración: 7:05')
	expect(mail!.text).toContain(`${APP_URL}/library/${episode.id}\n`)
	expect(mail!.text).toContain(`${APP_URL}/library/${episode.id}/download`)
	const image = /<img src="([^"]+)" alt="([^"]+)"/.exec(mail!.html as string)
	expect(image?.[2]).toBe('Portada del episodio «Entrevista con Marta»')
	expect(image?.[1]).toMatch(new RegExp(`^${APP_URL}/email/cover/`))
})

test('a cover that failed still sends the mail, without an image', async () => {
	const { user, episode } = await completeEpisode()
	await coverFailed(episode.id)
	const [mail] = await sendAll(user.id)
	expect(mail!.subject).toBe('Tu episodio «Entrevista con Marta» está listo')
	expect(mail!.html).not.toContain('<img')
})

test("'Episodio completado' off, or the master switch 'email' off: no episode mail", async () => {
	for (const fields of [{ notifyEpisodeComplete: false }, { notifyEmail: false }]) {
		const { user, episode } = await completeEpisode(fields)
		await coverMade(episode.id, `/media/episodes/${episode.id}/cover.png?v=1`)
		expect(await mailsOf(user.id)).toEqual([])
	}
})

test('a failure is mailed only when the user left the page: seen on the open page, no mail', async () => {
	const user = await prisma.user.create({ data: { email: `fallo-${crypto.randomUUID()}@ejemplo.es` } })
	const watched = await prisma.episode.create({ data: { userId: user.id, title: 'Mirando', step: 'audio', status: 'audio' } })
	const left = await prisma.episode.create({ data: { userId: user.id, title: 'Me fui', step: 'audio', status: 'audio' } })
	await markEpisodeViewed(user.id, watched.id)
	await markEpisodeViewed(user.id, left.id, new Date(Date.now() - 60_000))
	const before = await prisma.episode.findUniqueOrThrow({ where: { id: left.id } })
	await markEpisodeViewed(user.id, left.id, new Date(Date.now() - 45_000))
	// noting the view does not count as a change of the episode
	expect((await prisma.episode.findUniqueOrThrow({ where: { id: left.id } })).updatedAt).toEqual(before.updatedAt)

	await audioFailed(watched.id, 'AUDIO_FAILED')
	await audioFailed(left.id, 'AUDIO_FAILED')
	// the give-up recorded twice (a retried job) mails once
	await audioFailed(left.id, 'AUDIO_FAILED')
	const messages = await mailsOf(user.id)
	expect(messages.map((message) => message.kind)).toEqual(['episode-failed'])
	expect(messages[0]!.data).toMatchObject({ episodeId: left.id, title: 'Me fui' })
	const [mail] = await sendAll(user.id)
	expect(mail!.subject).toBe('No hemos podido terminar «Me fui»')
	expect(mail!.text).toContain(`${APP_URL}/library/${left.id}`)
})

function args(path: string, params: Record<string, string>, cookie?: string): LoaderFunctionArgs {
	const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })
	return { request, params, context: { cspNonce: '' } }
}

async function outcome(result: Promise<unknown>) {
	try {
		const response = (await result) as Response | { init?: { status?: number }; data?: unknown; type?: string }
		if (response instanceof Response) return { status: response.status, location: response.headers.get('Location') }
		return { status: (response as { init?: { status?: number } }).init?.status ?? 200, location: null }
	} catch (thrown) {
		if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
		throw thrown
	}
}

test("a mail's links: signed out to /login and back, signed in to the episode or its MP3, a deleted one a friendly 404", async () => {
	const { user, episode } = await completeEpisode()
	const path = `/library/${episode.id}`
	expect(await outcome(episodeLinkLoader(args(path, { episodeId: episode.id })))).toEqual({
		status: 302,
		location: `/login?redirectTo=${encodeURIComponent(path)}`,
	})
	const cookie = await cookieFor(user.id)
	expect(await outcome(episodeLinkLoader(args(path, { episodeId: episode.id }, cookie)))).toEqual({
		status: 302,
		location: `/create/${episode.id}`,
	})
	expect(await outcome(downloadLinkLoader(args(`${path}/download`, { episodeId: episode.id }, cookie)))).toEqual({
		status: 302,
		location: '/media/episodes/x/audio.mp3?v=1&download=1',
	})
	const stranger = await cookieFor((await prisma.user.create({ data: { email: `otra-${crypto.randomUUID()}@ejemplo.es` } })).id)
	expect((await outcome(episodeLinkLoader(args(path, { episodeId: episode.id }, stranger)))).status).toBe(404)
	await prisma.episode.delete({ where: { id: episode.id } })
	expect((await outcome(episodeLinkLoader(args(path, { episodeId: episode.id }, cookie)))).status).toBe(404)
	expect((await outcome(downloadLinkLoader(args(`${path}/download`, { episodeId: episode.id }, cookie)))).status).toBe(404)
	expect((await outcome(episodeLinkLoader(args('/library/no-es-un-id', { episodeId: 'no-es-un-id' }, cookie)))).status).toBe(404)
})

test('the cover image of a mail loads without a session with its token; a forged one is a 404', async () => {
	const { episode } = await completeEpisode()
	await putFile(`episodes/${episode.id}/cover.png`, Buffer.from('89504e470d0a1a0a', 'hex'))
	const token = signCoverToken(episode.id)
	const response = (await coverLoader(args(`/email/cover/${token}`, { token }))) as Response
	expect(response.status).toBe(200)
	expect(response.headers.get('Content-Type')).toBe('image/png')
	const forged = `${token.split('.')[0]}.AAAA`
	expect((await outcome(coverLoader(args(`/email/cover/${forged}`, { token: forged })))).status).toBe(404)
})

test('a new episode whose script failed while the page was closed is mailed; a failed regeneration (script kept) is not', async () => {
	const user = await prisma.user.create({ data: { email: `guion-${crypto.randomUUID()}@ejemplo.es` } })
	const failed = await prisma.episode.create({
		data: { userId: user.id, title: 'Sin guion', step: 'generating', status: 'generating' },
	})
	const regenerating = await prisma.episode.create({
		data: { userId: user.id, title: 'Otra toma', step: 'generating', status: 'generating', script: 'Guion anterior' },
	})
	await scriptFailed(failed.id, { regenerating: false, code: 'GENERATION_FAILED' })
	await scriptFailed(regenerating.id, { regenerating: true, code: 'GENERATION_FAILED' })
	const messages = await mailsOf(user.id)
	expect(messages.map((message) => [message.kind, (message.data as { title: string }).title])).toEqual([
		['episode-failed', 'Sin guion'],
	])
})
