import { expect, test } from 'vitest'
import { prepareEpisode } from '#app/modules/episodes/episode-submission.server.ts'
import { spanishArticle } from '#tests/support/spanish-prose.ts'

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

/** Two paragraphs of distinct Spanish sentences: about three minutes of episode. */
const twoParagraphs = spanishArticle('la apicultura urbana', 2)

test('sources shorter than the plan come back with the estimate against its range, everything kept', async () => {
	const prepared = await prepareEpisode(user, form({ ...base, content: twoParagraphs }))
	expect(prepared.ok).toBe(false)
	expect(prepared.reply.shortContent).toEqual({ minutes: expect.any(Number), min: 6, max: 10 })
	expect(prepared.reply.shortContent!.minutes).toBeLessThan(6)
	expect(prepared.reply.result.initialValue).toMatchObject({ content: twoParagraphs, episodeTitle: 'Sin nada' })
})

test('going on anyway creates the episode; a plan whose range the sources reach never asks', async () => {
	expect((await prepareEpisode(user, form({ ...base, content: twoParagraphs, lengthConfirmed: 'on' }))).ok).toBe(true)
	const esencial = { ...user, planId: 'esencial' }
	expect((await prepareEpisode(esencial, form({ ...base, content: twoParagraphs }))).ok).toBe(true)
})
