import { expect, test } from 'vitest'
import { publishEpisodeSchema } from './publish-episode-schema.ts'

const now = () => new Date('2026-11-25T10:00:00Z')
const schema = publishEpisodeSchema({ timeZone: 'America/Bogota', now })
const fields = {
	intent: 'publish',
	podcastId: '6f1de07a-0000-4000-8000-000000000000',
	feedTitle: '  Equipos\nremotos ',
	feedDescription: '<p>Resumen</p>',
}
const issues = (value: Record<string, unknown>) =>
	(schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])

test('publishing now: the title on one line, the defaults for type, explicit and when', () => {
	expect(schema.parse(fields)).toEqual({
		...fields,
		feedTitle: 'Equipos remotos',
		feedEpisodeType: 'full',
		explicit: 'show',
		when: 'now',
	})
})

test("a scheduled time must be a date and time ahead of now in the user's zone", () => {
	// 05:00 in Bogotá is 10:00 UTC: now, not ahead
	expect(issues({ ...fields, when: 'later', publishAt: '2026-11-25T05:00' })).toEqual([
		['publishAt', 'publish.errors.publishAtPast'],
	])
	expect(issues({ ...fields, when: 'later', publishAt: '2026-11-25T05:01' })).toEqual([])
	expect(issues({ ...fields, when: 'later' })).toEqual([['publishAt', 'publish.errors.publishAtRequired']])
	expect(issues({ ...fields, when: 'later', publishAt: 'mañana' })).toEqual([['publishAt', 'publish.errors.publishAtRequired']])
})

test('what a forged form may send is refused field by field; unpublishing needs nothing else', () => {
	expect(issues({ ...fields, podcastId: 'otro', feedTitle: ' ', feedDescription: 'x'.repeat(4001) })).toEqual([
		['podcastId', 'publish.errors.podcastRequired'],
		['feedTitle', 'publish.errors.titleRequired'],
		['feedDescription', 'publish.errors.descriptionTooLong'],
	])
	expect(
		issues({ ...fields, season: 0, episodeNumber: 1.5, feedEpisodeType: 'otro', explicit: 'quizá' }).map(([path]) => path),
	).toEqual(['season', 'episodeNumber', 'feedEpisodeType', 'explicit'])
	expect(issues({ intent: 'borrar' }).map(([path]) => path)).toEqual(['intent'])
	expect(schema.parse({ intent: 'unpublish' })).toEqual({ intent: 'unpublish' })
})
