import { expect, test } from 'vitest'
import { prepareEpisode } from '#app/modules/episodes/episode-submission.server.ts'

const user = { id: crypto.randomUUID(), planId: 'creadores', isDemoUser: false }

function form(fields: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) formData.append(name, value)
	return { formData, tooLarge: [] }
}

const base = {
	podcastName: 'Ondas',
	episodeTitle: 'Sin nada',
	presenterVoiceId: 'local-es-presentador',
	guestVoiceId: 'local-es-invitada',
}

test('an episode with no text, no address and no document is refused at once, keeping what was typed', async () => {
	const prepared = await prepareEpisode(user, form(base))
	expect(prepared.ok).toBe(false)
	expect(prepared.reply.result.error).toMatchObject({ content: ['create.errors.noContent'] })
	expect(prepared.reply.result.initialValue).toMatchObject({ podcastName: 'Ondas', episodeTitle: 'Sin nada' })
})

test('any one source is enough', async () => {
	expect((await prepareEpisode(user, form({ ...base, content: 'Un texto corto.' }))).ok).toBe(true)
	expect((await prepareEpisode(user, form({ ...base, urls: 'https://ejemplo.es/articulo' }))).ok).toBe(true)
})
