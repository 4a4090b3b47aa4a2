import { expect, test } from 'vitest'
import { isUuid } from './uuid.ts'

test('isUuid accepts the ids the database makes and nothing that would make Postgres fail', () => {
	expect(isUuid('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(true)
	expect(isUuid('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(true)
	expect(isUuid('------------------------------------')).toBe(false)
	expect(isUuid('3f2504e0-4f89-41d3-9a0c-0305e82c3301x')).toBe(false)
	expect(isUuid('no-es-un-uuid')).toBe(false)
	expect(isUuid(undefined)).toBe(false)
})
