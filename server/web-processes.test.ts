import { expect, test } from 'vitest'
import { replacementDelay } from './web-processes.ts'

test('a web process that had been running is replaced at once; one that keeps dying at start waits longer each time, up to 30 s', () => {
	expect([0, 1, 2, 3, 4, 5, 6, 20].map(replacementDelay)).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
})
