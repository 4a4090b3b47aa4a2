import fs from 'node:fs'
import path from 'node:path'
import type { ActionFunctionArgs } from '@remix-run/node'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { action as demoAccessAction } from '#app/routes/demo.acceso.tsx'
import { action as demoLinkAction, loader as demoLinkLoader } from '#app/routes/demo.entrar.tsx'
import { action as loginAction } from '#app/routes/login.tsx'
import { action as registerAction } from '#app/routes/register.tsx'
import { getUserId } from '#app/utils/auth.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'

let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(5)
})

function post(path: string, fields: Record<string, string>, cookie?: string): ActionFunctionArgs {
	const headers: Record<string, string> = { Origin: 'http://localhost' }
	if (cookie) headers.Cookie = cookie
	const request = new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers })
	return { request, params: {}, context: { cspNonce: '' } }
}

/** What an action answered: status, where it went, the session cookie it set, and its data. */
async function answer(result: unknown) {
	if (result instanceof Response) {
		return {
			status: result.status,
			location: result.headers.get('Location'),
			cookie: result.headers.get('Set-Cookie')?.split(';')[0],
			body: null,
		}
	}
	const { data, init } = result as { data: unknown; init?: { status?: number } }
	return { status: init?.status ?? 200, location: null, cookie: undefined, body: data as Record<string, unknown> }
}

const whoIs = (cookie: string | undefined) =>
	cookie ? getUserId(new Request('http://localhost/', { headers: { Cookie: cookie } })) : Promise.resolve(null)

async function enterDemo(email: string, cookie?: string) {
	return answer(await demoAccessAction(post('/demo/acceso', { email, acceptTerms: 'on' }, cookie)))
}

/**
 * The sign-in links mailed to `to`, read from the mails as sent (the worker writes each to <DATA_DIR>/outbox): once
 * a mail is sent, its outbox row keeps the link only redacted.
 */
async function mailedLinks(to: string) {
	const messages = await prisma.emailMessage.findMany({
		where: { recipient: to, kind: 'demo-sign-in-link' },
		orderBy: { createdAt: 'asc' },
	})
	const ids = messages.map((message) => message.id)
	await expect
		.poll(() => prisma.emailMessage.count({ where: { id: { in: ids }, status: 'sent' } }), { timeout: 15_000 })
		.toBe(ids.length)
	const outbox = path.join(dataDir(), 'outbox')
	const files = fs.readdirSync(outbox)
	return Promise.all(
		ids.map(async (id) => {
			const mail = await simpleParser(fs.readFileSync(path.join(outbox, files.find((name) => name.includes(id))!)))
			return mail.text?.match(/https?:\/\/\S+\/demo\/entrar\?token=[\w-]+/)?.[0]
		}),
	)
}

test("typing someone's demo e-mail does not open their demo: a one-use link goes to that e-mail instead", async () => {
	const email = 'duena@ejemplo.es'
	const first = await enterDemo(email)
	expect(first).toMatchObject({ status: 302, location: '/demo' })
	const ownerId = await whoIs(first.cookie)
	expect(ownerId).not.toBeNull()
	const { demoExpiresAt } = await prisma.user.findUniqueOrThrow({ where: { id: ownerId! } })

	// another browser types the same e-mail: no session, the demo is not extended, a link is e-mailed
	const stranger = await enterDemo(email)
	expect(stranger.status).toBe(200)
	expect(stranger.cookie).toBeUndefined()
	expect(stranger.body).toMatchObject({ linkSent: { email, minutes: 30 } })
	expect((await prisma.user.findUniqueOrThrow({ where: { id: ownerId! } })).demoExpiresAt).toEqual(demoExpiresAt)
	const [link] = await mailedLinks(email)
	expect(link).toMatch(/^http:\/\/localhost:\d+\/demo\/entrar\?token=[\w-]{43}$/)

	// asking again at once sends no second e-mail (the first link still works)
	await enterDemo(email)
	expect(await mailedLinks(email)).toHaveLength(1)

	// the owner's own browser simply goes on
	expect(await enterDemo(email, first.cookie)).toMatchObject({ status: 302, location: '/demo' })

	// the link: opening it only shows a button; the POST signs in once
	const token = new URL(link!).searchParams.get('token')!
	const page = await demoLinkLoader({
		request: new Request(`http://localhost/demo/entrar?token=${token}`),
		params: {},
		context: { cspNonce: '' },
	})
	expect(page.live).toBe(true)
	const used = await answer(await demoLinkAction(post('/demo/entrar', { token })))
	expect(used).toMatchObject({ status: 302, location: '/demo' })
	expect(await whoIs(used.cookie)).toBe(ownerId)
	expect(await answer(await demoLinkAction(post('/demo/entrar', { token })))).toMatchObject({
		status: 400,
		body: { invalid: true },
	})
	const again = await demoLinkLoader({
		request: new Request(`http://localhost/demo/entrar?token=${token}`),
		params: {},
		context: { cspNonce: '' },
	})
	expect(again.live).toBe(false)
})

test('an expired or invented link opens nothing', async () => {
	const email = 'caduca@ejemplo.es'
	await enterDemo(email)
	await enterDemo(email)
	const token = new URL((await mailedLinks(email))[0]!).searchParams.get('token')!
	await prisma.signInLink.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } })
	expect(await answer(await demoLinkAction(post('/demo/entrar', { token })))).toMatchObject({ status: 400 })
	expect(await answer(await demoLinkAction(post('/demo/entrar', { token: 'inventado' })))).toMatchObject({ status: 400 })
})

const registration = (email: string) => ({ email, password: 'contraseña-segura', firstName: 'Eva', lastName: 'Ruiz' })

test('registering with a demo e-mail from the demo itself turns the demo into the account, keeping its episode', async () => {
	const email = 'convierte@ejemplo.es'
	const demo = await enterDemo(email)
	const demoId = (await whoIs(demo.cookie))!
	await prisma.episode.create({ data: { userId: demoId, podcastName: 'Demo', title: 'Mi demo' } })

	const registered = await answer(await registerAction(post('/register', registration(email), demo.cookie)))
	expect(registered).toMatchObject({ status: 302, location: '/dashboard' })
	expect(await whoIs(registered.cookie)).toBe(demoId)
	const user = await prisma.user.findUniqueOrThrow({ where: { id: demoId } })
	expect(user).toMatchObject({ isDemoUser: false, planId: 'trial', demoExpiresAt: null, firstName: 'Eva' })
	expect(await prisma.episode.count({ where: { userId: demoId } })).toBe(1)
	const signedIn = await answer(await loginAction(post('/login', { email, password: 'contraseña-segura' })))
	expect(signedIn).toMatchObject({ status: 302, location: '/dashboard' })
})

test("registering with someone's demo e-mail from another browser is allowed but gets none of the demo's work", async () => {
	const email = 'ajena@ejemplo.es'
	const demo = await enterDemo(email)
	const demoId = (await whoIs(demo.cookie))!
	await prisma.episode.create({ data: { userId: demoId, podcastName: 'Demo', title: 'Su demo' } })

	const registered = await answer(await registerAction(post('/register', registration(email))))
	expect(registered).toMatchObject({ status: 302, location: '/dashboard' })
	expect(await prisma.episode.count({ where: { userId: demoId } })).toBe(0)
	// the demo's own browser is signed out of what is now someone's real account
	expect(await whoIs(demo.cookie)).toBeNull()
	expect(await whoIs(registered.cookie)).toBe(demoId)
})
