// Issue 20: one 404 for what does not exist or is someone else's. Resource and media addresses answer with a short
// text in the visitor's language, the JSON API and the polled status with `{ error: code }`, and a page shows the
// site's 404 page (tests/e2e/not-found.test.ts).
import { expect, test } from 'vitest'
import { action as deleteVoice } from '#app/routes/api.voice.cloned.$voiceId.ts'
import { action as youtubeUpload } from '#app/routes/api.youtube.upload-video.$episodeId.ts'
import { loader as avatar } from '#app/routes/avatars.$userId.$file.tsx'
import { loader as media } from '#app/routes/media.episodes.$episodeId.$file.tsx'
import { loader as captions } from '#app/routes/resources.episodes.$episodeId.captions.$format.tsx'
import { loader as status } from '#app/routes/resources.episodes.$episodeId.status.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { localeCookieHeader } from '#app/utils/i18n.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

const newUser = () => prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })

/** What a route answers (a thrown Response is the answer too). */
async function answer(run: () => Promise<unknown>) {
	return (await run().catch((thrown: unknown) => thrown)) as Response
}

function request(path: string, headers: Record<string, string>, method = 'GET') {
	return new Request(`http://localhost${path}`, { method, headers })
}

test("another user's episode: its captions, media and status are a 404 in the visitor's language", async () => {
	const owner = await newUser()
	const intruder = await newUser()
	const { id: episodeId } = await prisma.episode.create({ data: { userId: owner.id, title: 'Privado' } })
	const cookie = await cookieFor(intruder.id)
	const context = { cspNonce: '' }

	const path = `/resources/episodes/${episodeId}/captions/srt`
	const params = { episodeId, format: 'srt' }
	const spanish = await answer(() => captions({ request: request(path, { cookie }), params, context }))
	expect([spanish.status, await spanish.text()]).toEqual([404, 'Episodio no encontrado'])
	expect(spanish.headers.get('content-type')).toBe('text/plain; charset=utf-8')
	const english = await answer(() =>
		captions({ request: request(path, { cookie, 'Accept-Language': 'en-GB,en;q=0.9' }), params, context }),
	)
	expect([english.status, await english.text()]).toEqual([404, 'Episode not found'])
	// the footer's language switch wins over the browser's language
	const chosen = `${cookie}; ${(await localeCookieHeader('en')).split(';')[0]}`
	const switched = await answer(() =>
		captions({ request: request(path, { cookie: chosen, 'Accept-Language': 'es-ES' }), params, context }),
	)
	expect(await switched.text()).toBe('Episode not found')
	const unknownFormat = await answer(() =>
		captions({
			request: request(`/resources/episodes/${episodeId}/captions/doc`, { cookie, 'Accept-Language': 'en' }),
			params: { episodeId, format: 'doc' },
			context,
		}),
	)
	expect([unknownFormat.status, await unknownFormat.text()]).toEqual([404, 'Not found'])

	const audio = await answer(() =>
		media({
			request: request(`/media/episodes/${episodeId}/audio.mp3`, { cookie, 'Accept-Language': 'en' }),
			params: { episodeId, file: 'audio.mp3' },
			context,
		}),
	)
	expect([audio.status, await audio.text()]).toEqual([404, 'Episode not found'])

	// the page's polling asks for JSON
	const polled = await answer(() =>
		status({
			request: request(`/resources/episodes/${episodeId}/status`, { cookie, Accept: 'application/json' }),
			params: { episodeId },
			context,
		}),
	)
	expect([polled.status, await polled.json()]).toEqual([404, { error: 'Episodio no encontrado', code: 'EPISODE_NOT_FOUND' }])
})

test("the owner's episode without its file says so; a malformed id is the same 404 as a missing episode", async () => {
	const owner = await newUser()
	const { id: episodeId } = await prisma.episode.create({ data: { userId: owner.id, title: 'Mío' } })
	const cookie = await cookieFor(owner.id)
	const context = { cspNonce: '' }
	const gone = await answer(() =>
		media({
			request: request(`/media/episodes/${episodeId}/audio.mp3`, { cookie, 'Accept-Language': 'en' }),
			params: { episodeId, file: 'audio.mp3' },
			context,
		}),
	)
	expect([gone.status, await gone.text()]).toEqual([404, "This episode's file is no longer available."])
	const malformed = await answer(() =>
		media({
			request: request('/media/episodes/no-es-un-id/audio.mp3', { cookie }),
			params: { episodeId: 'no-es-un-id', file: 'audio.mp3' },
			context,
		}),
	)
	expect([malformed.status, await malformed.text()]).toEqual([404, 'Episodio no encontrado'])
	const noAvatar = await answer(() =>
		avatar({
			request: request(`/avatars/${owner.id}/0123456789abcdef.webp`, { 'Accept-Language': 'en' }),
			params: { userId: owner.id, file: '0123456789abcdef.webp' },
			context,
		}),
	)
	expect([noAvatar.status, await noAvatar.text()]).toEqual([404, 'Not found'])
})

test("the JSON API answers another user's episode or voice with { error: code }", async () => {
	const owner = await newUser()
	const intruder = await newUser()
	const { id: episodeId } = await prisma.episode.create({ data: { userId: owner.id, title: 'Privado' } })
	const cookie = await cookieFor(intruder.id)
	const context = { cspNonce: '' }
	const upload = await answer(() =>
		youtubeUpload({
			request: request(`/api/youtube/upload-video/${episodeId}`, { cookie }, 'POST'),
			params: { episodeId },
			context,
		}),
	)
	expect([upload.status, await upload.json()]).toEqual([404, { error: 'Episodio no encontrado', code: 'EPISODE_NOT_FOUND' }])
	const voiceId = crypto.randomUUID()
	const voice = await answer(() =>
		deleteVoice({ request: request(`/api/voice/cloned/${voiceId}`, { cookie }, 'DELETE'), params: { voiceId }, context }),
	)
	expect([voice.status, await voice.json()]).toEqual([404, { error: 'Voz no encontrada', code: 'VOICE_NOT_FOUND' }])
})
