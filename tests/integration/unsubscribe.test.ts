import { expect, test } from 'vitest'
import { signUnsubscribeToken } from '#app/modules/email/email-link-token.server.ts'
import { action, loader } from '#app/routes/email.unsubscribe.tsx'
import { prisma } from '#app/utils/db.server.ts'

const newUser = () => prisma.user.create({ data: { email: `baja-${crypto.randomUUID()}@ejemplo.es`, notifyWeeklyReport: true } })

const url = (token: string, extra = '') => `http://localhost/email/unsubscribe?${new URLSearchParams({ token })}${extra}`
const get = (token: string) => ({ request: new Request(url(token)), params: {}, context: { cspNonce: '' } })
function post(token: string, body: BodyInit) {
	// as a mail provider sends it: no Origin, no cookies
	return { request: new Request(url(token), { method: 'POST', body }), params: {}, context: { cspNonce: '' } }
}

async function settle(result: Promise<unknown>) {
	const value = (await result) as Response | { data: unknown; init: { status: number } | null; type?: string }
	if (value instanceof Response) return { status: value.status, location: value.headers.get('Location'), body: null }
	if (value.type === 'DataWithResponseInit') {
		return { status: value.init?.status ?? 200, location: null, body: value.data as Record<string, unknown> }
	}
	return { status: 200, location: null, body: value as unknown as Record<string, unknown> }
}

const switchesOf = (id: string) =>
	prisma.user.findUniqueOrThrow({
		where: { id },
		select: { notifyEmail: true, notifyEpisodeComplete: true, notifyWeeklyReport: true, unsubscribedAt: true },
	})

test('opening the link changes nothing and shows the switches; the RFC 8058 one-click POST turns the mail’s switch off', async () => {
	const user = await newUser()
	const token = signUnsubscribeToken(user.id, 'weeklyReport')
	const page = await settle(loader(get(token)))
	expect(page.status).toBe(200)
	expect(page.body).toMatchObject({
		view: { email: user.email, which: 'weeklyReport', switches: { email: true, episodeComplete: true, weeklyReport: true } },
	})
	expect((await switchesOf(user.id)).unsubscribedAt).toBeNull()

	const oneClick = await settle(action(post(token, new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }))))
	expect(oneClick.status).toBe(200)
	const after = await switchesOf(user.id)
	expect(after).toMatchObject({ notifyEmail: true, notifyEpisodeComplete: true, notifyWeeklyReport: false })
	expect(after.unsubscribedAt).toBeInstanceOf(Date)
})

test('the one-click POST as multipart/form-data works too', async () => {
	const user = await newUser()
	const form = new FormData()
	form.set('List-Unsubscribe', 'One-Click')
	const answer = await settle(action(post(signUnsubscribeToken(user.id, 'episodeComplete'), form)))
	expect(answer.status).toBe(200)
	expect((await switchesOf(user.id)).notifyEpisodeComplete).toBe(false)
})

test('the page confirms one switch or saves all of them, without JavaScript (form posts and redirects)', async () => {
	const user = await newUser()
	const token = signUnsubscribeToken(user.id, 'episodeComplete')
	const confirmed = await settle(action(post(token, new URLSearchParams({ intent: 'unsubscribe' }))))
	expect(confirmed).toMatchObject({ status: 302, location: `/email/unsubscribe?token=${token}&done=unsubscribed` })
	expect((await switchesOf(user.id)).notifyEpisodeComplete).toBe(false)

	const saved = await settle(action(post(token, new URLSearchParams({ intent: 'save', notifyEpisodeComplete: 'on' }))))
	expect(saved).toMatchObject({ status: 302, location: `/email/unsubscribe?token=${token}&done=saved` })
	expect(await switchesOf(user.id)).toMatchObject({ notifyEmail: false, notifyEpisodeComplete: true, notifyWeeklyReport: false })
})

test('forged, altered or expired tokens are refused with the friendly page (400), never a 500, and change nothing', async () => {
	const user = await newUser()
	const good = signUnsubscribeToken(user.id, 'weeklyReport')
	const expired = signUnsubscribeToken(user.id, 'weeklyReport', new Date(Date.now() - 91 * 24 * 60 * 60 * 1000))
	const forged = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', u: user.id, s: 'email', x: 9e9 })).toString('base64url')}.${good.split('.')[1]}`
	for (const token of [expired, forged, 'x', '', `${good}x`]) {
		const page = await settle(loader(get(token)))
		expect(page.status, token).toBe(400)
		expect(page.body).toMatchObject({ view: null })
		const oneClick = await settle(action(post(token, new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }))))
		expect(oneClick.status).toBe(400)
		const saved = await settle(action(post(token, new URLSearchParams({ intent: 'save' }))))
		expect(saved.status).toBe(302)
	}
	expect(await switchesOf(user.id)).toMatchObject({ notifyEmail: true, notifyWeeklyReport: true, unsubscribedAt: null })
})

test('a body that cannot be read as a form (broken multipart, NUL byte, oversized field) gets the page with a 400, never a 500', async () => {
	const user = await newUser()
	const token = signUnsubscribeToken(user.id, 'weeklyReport')
	const raw = (contentType: string, body: string) => ({
		request: new Request(url(token), { method: 'POST', headers: { 'Content-Type': contentType }, body }),
		params: {},
		context: { cspNonce: '' },
	})
	const field = (value: string) => `--a\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n${value}\r\n--a--\r\n`
	for (const [contentType, body] of [
		['multipart/form-data; boundary=a', 'zzz'],
		['multipart/form-data', 'zzz'],
		['application/x-www-form-urlencoded', 'a=1'],
		['multipart/form-data; boundary=a', field('One-Click\0')],
		['multipart/form-data; boundary=a', field('x'.repeat(10_000))],
	]) {
		const answer = await settle(action(raw(contentType, body)))
		expect(answer, `${contentType} ${body.slice(0, 40)}`).toMatchObject({ status: 400, body: { badForm: true } })
	}
	expect(await switchesOf(user.id)).toMatchObject({ notifyWeeklyReport: true, unsubscribedAt: null })
})
