import { afterEach, expect, test } from 'vitest'
import { scheduleEmail } from '#app/modules/email/outbox.server.ts'
import { loader as htmlLoader } from '#app/routes/dev.outbox.$messageId.tsx'
import { loader as listLoader } from '#app/routes/dev.outbox.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'

afterEach(() => {
	process.env.NODE_ENV = 'test'
	resetEnv()
})

const args = (path: string, params: Record<string, string> = {}) => ({
	request: new Request(`http://localhost${path}`),
	params,
	context: { cspNonce: '', clientAddress: '127.0.0.1' },
})

test('outside production the outbox lists each message rendered, and shows its HTML', async () => {
	const id = await prisma.$transaction((tx) =>
		scheduleEmail(tx, {
			key: 'account-deleted',
			kind: 'account-deleted',
			to: 'ver@ejemplo.es',
			locale: 'es',
			data: { email: 'ver@ejemplo.es' },
		}),
	)
	const page = await listLoader(args('/dev/outbox'))
	const message = page.messages.find((row) => row.id === id)
	expect(message).toMatchObject({ to: 'ver@ejemplo.es', status: 'queued', subject: 'Tu cuenta de Ondacast se ha eliminado' })
	expect(message!.text).toContain('hemos eliminado la cuenta ver@ejemplo.es')
	const html = await htmlLoader(args(`/dev/outbox/${id}`, { messageId: id! }))
	expect(html.headers.get('Content-Type')).toMatch(/^text\/html/)
	expect(await html.text()).toContain('<h1')
})

test('an id that is not a UUID (36 dashes, hex without dashes, a word) is a 404, never a 500', async () => {
	for (const id of ['-'.repeat(36), 'a'.repeat(36), 'x', crypto.randomUUID().replace(/-/g, '0')]) {
		await expect(htmlLoader(args(`/dev/outbox/${id}`, { messageId: id })), id).rejects.toMatchObject({ status: 404 })
	}
})

test('only a request from this machine, straight to the app, sees the outbox: any other address or a proxied one gets a 404', async () => {
	const from = (clientAddress: string | undefined, headers: Record<string, string> = {}) => ({
		request: new Request('http://localhost/dev/outbox', { headers }),
		params: {},
		context: { cspNonce: '', clientAddress },
	})
	for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
		expect((await listLoader(from(address))).messages, address).toBeInstanceOf(Array)
	}
	for (const [address, headers] of [
		['10.0.0.5', {}],
		['192.168.1.20', {}],
		['2001:db8::1', {}],
		[undefined, {}],
		['127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' }],
		['127.0.0.1', { Forwarded: 'for=203.0.113.9' }],
		['127.0.0.1', { 'X-Real-IP': '203.0.113.9' }],
		['127.0.0.1', { Via: '1.1 proxy' }],
	] as const) {
		await expect(listLoader(from(address, headers)), `${address} ${JSON.stringify(headers)}`).rejects.toMatchObject({
			status: 404,
		})
		const html = { ...from(address, headers), params: { messageId: crypto.randomUUID() } }
		await expect(htmlLoader(html)).rejects.toMatchObject({ status: 404 })
	}
})

test('in production both pages are a 404', async () => {
	process.env.NODE_ENV = 'production'
	resetEnv()
	await expect(listLoader(args('/dev/outbox'))).rejects.toMatchObject({ status: 404 })
	await expect(htmlLoader(args('/dev/outbox/x', { messageId: 'x' }))).rejects.toMatchObject({ status: 404 })
})
