import { expect, test } from 'vitest'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { action as waitingList } from '#app/routes/api.agency-waiting-list.ts'
import { action as emailCapture } from '#app/routes/api.demo.email-capture.ts'
import { prisma } from '#app/utils/db.server.ts'
import { bearer, callApi } from '#tests/support/api-call.ts'

// The landing's and the demo's JSON calls: the Agencia waiting list (anyone) and the demo's e-mail capture.

const join = (json: unknown, headers: Record<string, string> = {}) =>
	callApi(waitingList, '/api/agency-waiting-list', { method: 'POST', headers, json })

test('POST /api/agency-waiting-list: on the list once, with its confirmation mail in the client’s language', async () => {
	const email = `${crypto.randomUUID()}@agencia.es`
	const joined = await join({ email: ` ${email.toUpperCase()} `, companyName: 'Agencia Ejemplo' }, { 'Accept-Language': 'en' })
	expect(joined).toMatchObject({ status: 201, body: { alreadyExists: false } })
	expect(await prisma.agencyWaitingListEntry.findUniqueOrThrow({ where: { email } })).toMatchObject({
		companyName: 'Agencia Ejemplo',
	})
	const mails = () => prisma.emailMessage.findMany({ where: { recipient: email } })
	expect(await mails()).toEqual([expect.objectContaining({ kind: 'waiting-list-confirmation', locale: 'en' })])

	expect(await join({ email })).toMatchObject({ status: 200, body: { alreadyExists: true } })
	expect(await mails()).toHaveLength(1)

	const bad = await join({ email: 'no-es-un-email', companyName: 'x'.repeat(121) })
	expect(bad).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST' } })
	expect(Object.keys(bad.body.fields as object).sort()).toEqual(['companyName', 'email'])
	expect(await prisma.agencyWaitingListEntry.count({ where: { email: 'no-es-un-email' } })).toBe(0)
})

async function demo(isDemoUser = true) {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@demo.es`, isDemoUser } })
	return { ...user, headers: bearer((await issueApiToken(user.id, 'Demo')).token) }
}

const capture = (headers: Record<string, string>, json: unknown) =>
	callApi(emailCapture, '/api/demo/email-capture', { method: 'POST', headers, json })

test('POST /api/demo/email-capture: the complete step’s capture, for a demo account only', async () => {
	const user = await demo()
	// the spec's client sends the episode's title alone: the demo's own address is the one captured, no consent
	expect(await capture(user.headers, { episodeTitle: 'Mi primer episodio' })).toMatchObject({
		status: 200,
		body: { captured: true },
	})
	expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
		email: user.email,
		consentMarketing: false,
		marketingSource: 'demo-download',
	})
	// with an address and the consent, as the page's form sends them
	const address = `${crypto.randomUUID()}@ejemplo.es`
	await capture(user.headers, { episodeTitle: 'Mi primer episodio', email: address.toUpperCase(), consentMarketing: true })
	expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
		email: address,
		consentMarketing: true,
	})

	const bad = await capture(user.headers, { email: 'no-es-un-email', episodeTitle: '' })
	expect(bad).toMatchObject({
		status: 400,
		body: { fields: { email: ['Escribe un e-mail válido'], episodeTitle: [expect.any(String)] } },
	})
	expect((await capture({}, { episodeTitle: 'x' })).status).toBe(401)

	const regular = await demo(false)
	expect(await capture(regular.headers, { email: address })).toMatchObject({ status: 403, body: { code: 'API_DEMO_ONLY' } })
	expect((await prisma.user.findUniqueOrThrow({ where: { id: regular.id } })).email).toBe(regular.email)
})
