import { expect, test, vi } from 'vitest'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { getLibraryPage } from '#app/modules/library/library.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { getUserId } from './auth.server.ts'
import { prisma } from './db.server.ts'
import { newRequestScope, oncePerRequest, requestScope } from './request-scope.server.ts'

test('inside one request a value is computed once per key; outside a request, every time', async () => {
	const compute = vi.fn(async () => 'valor')
	await requestScope.run(newRequestScope('GET'), async () => {
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
	await requestScope.run(newRequestScope('GET'), async () => {
		expect(await getUserId(copy())).toBe(user.id)
		expect(await getUserId(copy())).toBe(user.id)
	})
	expect(sessionReads).toHaveBeenCalledTimes(1)
	await prisma.user.delete({ where: { id: user.id } })
	await requestScope.run(newRequestScope('GET'), async () => {
		expect(await getUserId(copy())).toBeNull()
	})
})

test('a page view reads the account row once for the guard, the layout and the library', async () => {
	const user = await prisma.user.create({ data: { email: 'eva@example.com', firstName: 'Eva', planId: 'creadores' } })
	const request = new Request('http://localhost/library', { headers: { Cookie: await cookieFor(user.id) } })
	const userReads = vi.spyOn(prisma.user, 'findUnique')
	await requestScope.run(newRequestScope('GET'), async () => {
		const userId = (await getUserId(request))!
		const [summary, library] = await Promise.all([getAccountSummary(userId), getLibraryPage(userId, { q: '', page: 1 })])
		expect(summary.user.firstName).toBe('Eva')
		expect(summary.plan.id).toBe('creadores')
		expect(library.videoPlan).toBe(true)
	})
	expect(userReads).toHaveBeenCalledTimes(1)
	userReads.mockRestore()
})

test('a form posted without JavaScript: the page its action leads to shows what the action wrote', async () => {
	const user = await prisma.user.create({ data: { email: 'leo@example.com', firstName: 'Leo' } })
	const request = new Request('http://localhost/settings', { method: 'POST', headers: { Cookie: await cookieFor(user.id) } })
	await requestScope.run(newRequestScope('POST'), async () => {
		// the action: its guard, then the change
		const userId = (await getUserId(request))!
		await prisma.user.update({ where: { id: userId }, data: { firstName: 'Leonor' } })
		// then, in the same request, the loaders of the page
		expect((await getAccountSummary(userId)).user.firstName).toBe('Leonor')
	})
})
