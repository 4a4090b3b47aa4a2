import { expect, test, vi } from 'vitest'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { getUserId } from './auth.server.ts'
import { prisma } from './db.server.ts'
import { oncePerRequest, requestScope } from './request-scope.server.ts'

test('inside one request a value is computed once per key; outside a request, every time', async () => {
	const compute = vi.fn(async () => 'valor')
	await requestScope.run(new Map(), async () => {
		expect(await Promise.all([oncePerRequest('a', compute), oncePerRequest('a', compute)])).toEqual(['valor', 'valor'])
		await oncePerRequest('b', compute)
	})
	expect(compute).toHaveBeenCalledTimes(2)
	await oncePerRequest('a', compute)
	await oncePerRequest('a', compute)
	expect(compute).toHaveBeenCalledTimes(4)
})

test('the root loader and the page guard of one request share who is signed in; the next request asks again', async () => {
	const user = await prisma.user.create({ data: { email: 'ana@example.com' } })
	const cookie = await cookieFor(user.id)
	// each loader of a page gets its own copy of the Request (Remix strips its query parameters into a new one)
	const copy = () => new Request('http://localhost/library', { headers: { Cookie: cookie } })
	const sessionReads = vi.spyOn(prisma.session, 'findUnique')
	await requestScope.run(new Map(), async () => {
		expect(await getUserId(copy())).toBe(user.id)
		expect(await getUserId(copy())).toBe(user.id)
	})
	expect(sessionReads).toHaveBeenCalledTimes(1)
	await prisma.user.delete({ where: { id: user.id } })
	await requestScope.run(new Map(), async () => {
		expect(await getUserId(copy())).toBeNull()
	})
})
