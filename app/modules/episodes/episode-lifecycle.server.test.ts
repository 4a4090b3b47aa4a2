import { expect, test } from 'vitest'
import { audioProgress, PROGRESS } from './episode-lifecycle.server.ts'
import { episodeView } from './episode-view.server.ts'

const state = (overrides: Partial<Parameters<typeof episodeView>[0]> = {}) => ({
	step: 'preview',
	progress: 50,
	errorCode: null,
	errorParams: {},
	previewStatus: 'idle',
	coverStatus: 'idle',
	videoStatus: 'idle',
	hasScript: true,
	...overrides,
})

test('the page polls while a job works, and only then', () => {
	expect(episodeView(state({ step: 'generating', progress: 20, hasScript: false }))).toMatchObject({
		step: 'generating',
		working: true,
		mediaPending: false,
		job: { title: 'episode.generating.title', progress: 20, note: undefined },
	})
	expect(episodeView(state({ step: 'generating', progress: 25 })).job).toMatchObject({
		title: 'episode.generating.regenerating',
		note: 'episode.generating.keepPrevious',
	})
	expect(episodeView(state({ step: 'audio', progress: 80 })).job).toMatchObject({ title: 'episode.audio.title', progress: 80 })
	expect(episodeView(state())).toMatchObject({ working: false, job: null, mediaPending: false })
	// the sample is polled for with JavaScript, but the preview step never reloads itself (edits would be lost)
	expect(episodeView(state({ previewStatus: 'processing' }))).toMatchObject({ working: true, mediaPending: false })
	const complete = state({ step: 'complete', progress: 100, coverStatus: 'ready', videoStatus: 'processing' })
	expect(episodeView(complete)).toMatchObject({ working: true, mediaPending: true, job: null })
	expect(episodeView({ ...complete, videoStatus: 'failed' })).toMatchObject({ working: false, mediaPending: false })
})

test('a failed generation shows its error code and the form again; the signature follows every status', () => {
	const failed = episodeView(state({ step: 'input', progress: 0, errorCode: 'NOT_ENOUGH_CONTENT' }))
	expect(failed).toMatchObject({ retryForm: true, error: { code: 'NOT_ENOUGH_CONTENT', params: {} } })
	expect(episodeView(state()).error).toBeNull()
	expect(episodeView(state({ coverStatus: 'processing' })).signature).not.toBe(episodeView(state()).signature)
	expect(episodeView(state({ step: 'nonsense' })).step).toBe('input')
})

test('audio progress runs from 75 to 95 while lines are made', () => {
	expect(audioProgress(0, 10)).toBe(PROGRESS.audioLinesFrom)
	expect(audioProgress(5, 10)).toBe(85)
	expect(audioProgress(10, 10)).toBe(PROGRESS.audioLinesTo)
})
