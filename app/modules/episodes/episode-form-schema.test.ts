import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { episodeFormSchema, needsMonologueConfirmation } from './episode-form-schema.ts'

function parse(fields: Record<string, string | string[]>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) formData.append(name, item)
	return parseWithZod(formData, { schema: episodeFormSchema })
}

/** The field errors of a refused form (null when it passed). */
function errorsOf(fields: Record<string, string | string[]>) {
	const submission = parse(fields)
	return submission.status === 'error' ? submission.error : null
}

const base = { podcastName: 'Ondas', episodeTitle: 'Título', presenterVoiceId: 'local-es-presentador' }

test('the English tone names are accepted as aliases, and innovación is the default', () => {
	const tone = (value?: string) => {
		const submission = parse(value ? { ...base, tone: value } : base)
		return submission.status === 'success' ? submission.value.tone : null
	}
	expect(tone('education')).toBe('formacion')
	expect(tone('Innovation')).toBe('innovacion')
	expect(tone('sales')).toBe('ventas')
	expect(tone('storytelling')).toBe('marca')
	expect(tone('marca')).toBe('marca')
	expect(tone()).toBe('innovacion')
})

test('empty address fields are dropped, the rest kept in order; a non-web address is refused', () => {
	const ok = parse({ ...base, urls: ['', ' https://a.es/1 ', '', 'http://b.es/2'] })
	expect(ok.status === 'success' && ok.value.urls).toEqual(['https://a.es/1', 'http://b.es/2'])
	expect(JSON.stringify(errorsOf({ ...base, urls: ['ftp://a.es/archivo'] }))).toContain('create.errors.url')
})

test('name, title and presenter voice are required, each with its own message; the title has 100 characters at most', () => {
	expect(errorsOf({})).toMatchObject({
		podcastName: ['create.errors.incomplete'],
		episodeTitle: ['create.errors.incomplete'],
		presenterVoiceId: ['create.errors.voice'],
	})
	expect(errorsOf({ ...base, episodeTitle: 'a'.repeat(101) })).toMatchObject({ episodeTitle: ['create.errors.titleTooLong'] })
	expect(errorsOf({ ...base, guestVoiceId: base.presenterVoiceId })).toMatchObject({
		guestVoiceId: ['create.errors.sameVoice'],
	})
})

test('a show is chosen in the list or typed by name; with neither, the name is asked for', () => {
	const { podcastName: _name, ...rest } = base
	expect(errorsOf({ ...rest, podcastId: crypto.randomUUID() })).toBeNull()
	expect(errorsOf(rest)).toMatchObject({ podcastName: ['create.errors.incomplete'] })
	expect(errorsOf({ ...rest, podcastName: '   ', podcastId: '' })).toMatchObject({ podcastName: ['create.errors.incomplete'] })
})

test('one voice asks for the monologue confirmation until it is given', () => {
	expect(needsMonologueConfirmation({ guestVoiceId: undefined, monologueConfirmed: false })).toBe(true)
	expect(needsMonologueConfirmation({ guestVoiceId: undefined, monologueConfirmed: true })).toBe(false)
	expect(needsMonologueConfirmation({ guestVoiceId: 'local-es-invitada', monologueConfirmed: false })).toBe(false)
})

test.each(['Dr. García', 'María José', "O'Neill", 'Ana-Lucía'])('%s is a valid speaker name', (name) => {
	expect(errorsOf({ ...base, presenterName: name, guestName: name })).toBeNull()
})

test('a speaker name with a colon, a control character or over 40 characters is refused with its own message', () => {
	for (const name of ['Ana: la jefa', 'Ana\u0007Lucía', 'a'.repeat(41)]) {
		expect(errorsOf({ ...base, presenterName: name })).toMatchObject({ presenterName: ['create.errors.speakerName'] })
	}
})

test('pasted text over the cap is refused with its own message, not cut', () => {
	expect(errorsOf({ ...base, content: 'a'.repeat(60_001) })).toMatchObject({ content: ['create.errors.contentTooLong'] })
	expect(errorsOf({ ...base, content: 'a'.repeat(60_000) })).toBeNull()
})

test('a line break sent in a one-line field (only a crafted POST can) becomes a space', () => {
	const submission = parse({
		...base,
		podcastName: 'Ondas\r\ndel sur',
		episodeTitle: ' Título\n\tcon salto ',
		presenterName: 'Ana\nMaría',
		guestName: 'Luis\u2028Pérez',
	})
	expect(submission.status).toBe('success')
	if (submission.status !== 'success') return
	expect(submission.value).toMatchObject({
		podcastName: 'Ondas del sur',
		episodeTitle: 'Título con salto',
		presenterName: 'Ana María',
		guestName: 'Luis Pérez',
	})
})
