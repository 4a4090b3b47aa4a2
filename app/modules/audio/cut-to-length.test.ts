import { expect, test } from 'vitest'
import { fitLinesToDuration } from './cut-to-length.ts'

// Ten words a line: at 150 words a minute, four seconds each.
const line = (n: number) => ({
	speaker: 'presenter' as const,
	text: `Frase ${n} con diez palabras para medir cuánto tarda leerse.`,
})
const lines = Array.from({ length: 40 }, (_, index) => line(index + 1))

test('keeps the lines whose estimated time fits, from the start', () => {
	expect(fitLinesToDuration(lines, 120)).toEqual(lines.slice(0, 30))
	expect(fitLinesToDuration(lines, 119)).toEqual(lines.slice(0, 29))
	expect(fitLinesToDuration(lines, 10)).toEqual(lines.slice(0, 2))
})

test('a slower pace fits fewer lines; a script that fits is kept whole', () => {
	expect(fitLinesToDuration(lines, 120, 75)).toEqual(lines.slice(0, 15))
	expect(fitLinesToDuration(lines, 3600)).toEqual(lines)
	expect(fitLinesToDuration([], 120)).toEqual([])
})

test('always keeps the first line, even when it alone runs over', () => {
	expect(fitLinesToDuration(lines, 1)).toEqual([lines[0]])
	expect(fitLinesToDuration(lines, 0)).toEqual([lines[0]])
})

test('returns the same line objects, so callers keep their speaker and any other field', () => {
	const [first] = fitLinesToDuration(lines, 5)
	expect(first).toBe(lines[0])
	expect(() => fitLinesToDuration(lines, 120, 0)).toThrow(RangeError)
})
