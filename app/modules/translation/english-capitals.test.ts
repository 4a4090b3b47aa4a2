import { expect, test } from 'vitest'
import { lowerStrayCapitals } from './english-capitals.ts'

test.each([
	['Hello To all and welcome.', 'Hello to all and welcome.'],
	['Thank you For listening.', 'Thank you for listening.'],
	['The Bank Of America opens. The end.', 'The Bank Of America opens. The end.'],
	['We met The Beatles in 1964.', 'We met The Beatles in 1964.'],
])('%s → %s', (input, expected) => {
	expect(lowerStrayCapitals(input)).toBe(expected)
})
