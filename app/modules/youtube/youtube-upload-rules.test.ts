import { expect, test } from 'vitest'
import { episodeTags, quotaResetParams } from './upload-episode.server.ts'
import { youtubeBack } from './youtube-back.ts'
import { fitYoutubeDescription, missingForYoutube, withDisclosureLine } from './youtube-upload-rules.ts'
import { youtubeUploadSchema } from './youtube-upload-schema.ts'

const ready = {
	step: 'complete',
	audioUrl: '/media/episodes/x/audio.mp3',
	videoStatus: 'ready',
	videoUrl: '/media/episodes/x/video.mp4',
	coverStatus: 'ready',
	coverUrl: '/media/episodes/x/cover.png',
}

test('every missing condition is named, in order; none when all are met', () => {
	expect(missingForYoutube({ configured: true, planAllows: true, connected: true, episode: ready })).toEqual([])
	expect(
		missingForYoutube({
			configured: false,
			planAllows: true,
			connected: false,
			episode: { ...ready, step: 'audio', audioUrl: null, videoStatus: 'processing', coverStatus: 'failed' },
		}),
	).toEqual([
		'YOUTUBE_NOT_CONFIGURED',
		'YOUTUBE_NOT_CONNECTED',
		'YOUTUBE_EPISODE_NOT_SAVED',
		'YOUTUBE_VIDEO_MISSING',
		'YOUTUBE_COVER_MISSING',
	])
})

test('on a plan without uploads (Esencial) only the plan is named: no video to make first, no account to connect', () => {
	const esencial = { configured: true, planAllows: false, connected: false }
	expect(missingForYoutube({ ...esencial, episode: { ...ready, videoStatus: 'none', videoUrl: null } })).toEqual(['YOUTUBE_PLAN'])
})

test('the form: private by default, YouTube limits on title and description, no angle brackets', () => {
	expect(youtubeUploadSchema.parse({ title: ' Mi episodio ' })).toEqual({
		title: 'Mi episodio',
		description: '',
		privacy: 'private',
	})
	expect(youtubeUploadSchema.safeParse({ title: 'x'.repeat(101) }).success).toBe(false)
	expect(youtubeUploadSchema.safeParse({ title: 'a <b>' }).success).toBe(false)
	expect(youtubeUploadSchema.safeParse({ title: 'a', privacy: 'amigos' }).success).toBe(false)
	expect(youtubeUploadSchema.parse({ title: 'a', privacy: 'public' }).privacy).toBe('public')
})

test('the quota resets at midnight Pacific time, said in Madrid time', () => {
	// 15:00 UTC in winter is 07:00 in Los Angeles: the reset is at 08:00 UTC the next day, 09:00 in Madrid
	expect(quotaResetParams(new Date('2026-11-23T15:00:00Z'))).toEqual({ date: '24 de noviembre', time: '09:00' })
})

test('tags from the key terms and the podcast name, within YouTube limits', () => {
	const script = {
		sections: [
			{
				title: 'Introducción',
				lines: [
					{ speaker: 'presenter' as const, text: 'Hoy hablamos de la huerta urbana y del compost casero.' },
					{ speaker: 'guest' as const, text: 'La huerta urbana necesita compost casero y riego por goteo.' },
				],
			},
		],
	}
	const tags = episodeTags(script, 'Ondas Verdes')
	expect(tags).toContain('Ondas Verdes')
	expect(tags.length).toBeGreaterThan(1)
	expect(tags.length).toBeLessThanOrEqual(10)
	expect(tags.join(',').length).toBeLessThanOrEqual(450)
	expect(episodeTags(null, null)).toEqual([])
})

test('the YouTube page returns only to the episode page or the library', () => {
	expect(youtubeBack('/create/6f1de07a-0000-4000-8000-000000000000')).toBe('/create/6f1de07a-0000-4000-8000-000000000000')
	expect(youtubeBack('/library?q=huerta&page=2')).toBe('/library?q=huerta&page=2')
	expect(youtubeBack('https://evil.example/')).toBe('/library')
	expect(youtubeBack('//evil.example')).toBe('/library')
})

test('the description limit is YouTube’s 5,000 bytes: 5,000 «ñ» are refused, and a stored one is cut at a character', () => {
	const parse = (description: string) => youtubeUploadSchema.safeParse({ title: 'Episodio', description })
	expect(parse('ñ'.repeat(2500)).success).toBe(true)
	expect(parse('ñ'.repeat(2501)).success).toBe(false)
	expect(parse('ñ'.repeat(5000)).error?.issues[0]?.message).toBe('youtube.errors.descriptionTooLong')
	expect(parse('a'.repeat(5000)).success).toBe(true)
	const fitted = fitYoutubeDescription(`a${'ñ'.repeat(5000)}`)
	expect(new TextEncoder().encode(fitted).length).toBe(4999)
	expect(fitted.endsWith('ñ')).toBe(true)
	expect(fitYoutubeDescription('🎙️'.repeat(2000))).not.toMatch(/\uFFFD/)
})

test('the uploaded description ends with the AI disclosure, once, and still fits in 5,000 bytes', () => {
	const line = 'Este episodio se ha creado con voces generadas por IA (contenido sintético).'
	expect(withDisclosureLine('Capítulos:\n0:00 Introducción\n', line)).toBe(`Capítulos:\n0:00 Introducción\n\n${line}`)
	expect(withDisclosureLine(`Resumen.\n\n${line}`, line)).toBe(`Resumen.\n\n${line}`)
	expect(withDisclosureLine('', line)).toBe(line)
	const full = withDisclosureLine('ñ'.repeat(2500), line)
	expect(new TextEncoder().encode(full).length).toBeLessThanOrEqual(5000)
	expect(full.endsWith(`ñ\n\n${line}`)).toBe(true)
})
