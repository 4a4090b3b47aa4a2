import { expect, test } from 'vitest'
import { estimatedMinutes, lengthAgainstPlan } from './length-range.ts'

test('minutes from words at 150 a minute, whole, at least one', () => {
	expect(estimatedMinutes(449)).toBe(3)
	expect(estimatedMinutes(451)).toBe(3)
	expect(estimatedMinutes(1200)).toBe(8)
	expect(estimatedMinutes(20)).toBe(1)
})

test('an estimate against the plan’s range', () => {
	expect(lengthAgainstPlan(3, { min: 6, max: 10 })).toBe('short')
	expect(lengthAgainstPlan(6, { min: 6, max: 10 })).toBe('within')
	expect(lengthAgainstPlan(10, { min: 6, max: 10 })).toBe('within')
	expect(lengthAgainstPlan(12, { min: 6, max: 10 })).toBe('long')
})
