import { expect, test } from 'vitest'
import { hostileRedirects } from '#tests/support/hostile-redirects.ts'
import { safeRedirectPath } from './cookies.server.ts'

test.each(hostileRedirects)('%j falls back to the default path', (value) => {
	expect(safeRedirectPath(value, '/dashboard')).toBe('/dashboard')
})

test.each([
	['/', '/'],
	['/settings?tab=plan', '/settings?tab=plan'],
	['/library?q=caf%C3%A9', '/library?q=caf%C3%A9'],
	['/create/abc#script', '/create/abc#script'],
	['/biblioteca/canción', '/biblioteca/canci%C3%B3n'],
	['/library?q=日本', '/library?q=%E6%97%A5%E6%9C%AC'],
])('%j is kept as a same-site path (%j), encoded for a Location header', (value, expected) => {
	expect(safeRedirectPath(value, '/dashboard')).toBe(expected)
	expect(() => new Headers({ Location: safeRedirectPath(value) })).not.toThrow()
})

test('anything but a string falls back', () => {
	expect(safeRedirectPath(null, '/x')).toBe('/x')
	expect(safeRedirectPath(undefined, '/x')).toBe('/x')
	expect(safeRedirectPath(new File([], 'a'), '/x')).toBe('/x')
})
