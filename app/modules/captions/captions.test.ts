import { expect, test } from 'vitest'
import { captionCues, MAX_ROW, splitText, timedLines } from './caption-cues.ts'
import { timestamp, toSrt, toVtt } from './caption-formats.ts'

const lines = [
	{ speaker: 'Ana', text: 'Hola y bienvenidos.', pauseAfterMs: 350 },
	{ speaker: 'Luis', text: 'Gracias, Ana.', pauseAfterMs: 900 },
	{ speaker: 'Ana', text: 'Empezamos.', pauseAfterMs: 350 },
]

test('each turn runs from its clip offset to where its pause starts; the last one ends with the audio', () => {
	expect(timedLines(lines, [0, 2.1, 4.5], 6.25)).toEqual([
		{ start: 0, end: 1.75, speaker: 'Ana', text: 'Hola y bienvenidos.' },
		{ start: 2.1, end: 3.6, speaker: 'Luis', text: 'Gracias, Ana.' },
		{ start: 4.5, end: 6.25, speaker: 'Ana', text: 'Empezamos.' },
	])
})

test('turns the length cap cut off have no caption, and none runs past the end of the audio', () => {
	expect(timedLines(lines, [0, 2.1], 3)).toEqual([
		{ start: 0, end: 1.75, speaker: 'Ana', text: 'Hola y bienvenidos.' },
		{ start: 2.1, end: 3, speaker: 'Luis', text: 'Gracias, Ana.' },
	])
})

test('a long turn is split at sentences into cues of at most two rows, sharing its time by length', () => {
	const text =
		'La inteligencia artificial cambia el trabajo de los equipos de marketing. ' +
		'Cada semana aparecen herramientas nuevas que prometen ahorrar horas. ' +
		'Hoy vemos cuáles funcionan de verdad.'
	expect(splitText(text)).toEqual([
		'La inteligencia artificial cambia el trabajo de los equipos de marketing.',
		'Cada semana aparecen herramientas nuevas que prometen ahorrar horas.',
		'Hoy vemos cuáles funcionan de verdad.',
	])
	const cues = captionCues([{ start: 10, end: 20, speaker: 'Ana', text }])
	expect(cues.map((cue) => cue.speaker)).toEqual(['Ana', undefined, undefined])
	expect(cues[0]!.start).toBe(10)
	expect(cues.at(-1)!.end).toBe(20)
	for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBe(cues[i - 1]!.end)
	// longer text, longer on screen
	expect(cues[0]!.end - cues[0]!.start).toBeGreaterThan(cues[2]!.end - cues[2]!.start)
})

test('a sentence longer than a cue is split between words', () => {
	const sentence = Array.from({ length: 40 }, (_, i) => `palabra${i}`).join(' ')
	const pieces = splitText(sentence)
	expect(pieces.length).toBeGreaterThan(1)
	for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_ROW * 2)
	expect(pieces.join(' ')).toBe(sentence)
})

test('timestamps in both notations', () => {
	expect(timestamp(0, ',')).toBe('00:00:00,000')
	expect(timestamp(3725.5, '.')).toBe('01:02:05.500')
	expect(timestamp(59.9996, ',')).toBe('00:01:00,000')
})

test('SRT: numbered cues, the speaker opening each turn, rows of at most 42 characters', () => {
	const srt = toSrt(captionCues(timedLines(lines, [0, 2.1, 4.5], 6.25)))
	expect(srt).toBe(
		'1\n00:00:00,000 --> 00:00:01,750\nAna: Hola y bienvenidos.\n\n' +
			'2\n00:00:02,100 --> 00:00:03,600\nLuis: Gracias, Ana.\n\n' +
			'3\n00:00:04,500 --> 00:00:06,250\nAna: Empezamos.\n',
	)
	const long = toSrt([{ start: 0, end: 5, text: 'una frase bastante larga que no cabe en una sola fila de subtítulos' }])
	for (const row of long.split('\n')) expect(row.length).toBeLessThanOrEqual(MAX_ROW)
})

test('WebVTT: the header, voice tags for speakers, markup in the text escaped', () => {
	const vtt = toVtt([
		{ start: 0, end: 1.5, speaker: 'Ana', text: 'Uno <b>y</b> dos & tres' },
		{ start: 1.5, end: 3, text: 'sigue' },
	])
	expect(vtt).toBe(
		'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\n<v Ana>Uno &lt;b&gt;y&lt;/b&gt; dos &amp; tres\n\n00:00:01.500 --> 00:00:03.000\nsigue\n',
	)
})

test('SRT: tags, arrows and override braces from the script are shown as text, never read as styling or timing', () => {
	const srt = toSrt([{ start: 0, end: 2, speaker: 'Ana<i>', text: 'Uno <font color="red">rojo</font> --> dos {\\an8} arriba' }])
	expect(srt).toBe('1\n00:00:00,000 --> 00:00:02,000\nAna‹i›: Uno ‹font color="red"›rojo‹/font›\n--› dos {an8} arriba\n')
	// the only timing arrow is the cue's own
	expect(srt.match(/-->/g)).toHaveLength(1)
})
