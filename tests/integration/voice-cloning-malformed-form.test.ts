import { expect, test } from 'vitest'
import { action as pageAction } from '#app/routes/_app.voice-cloning._index.tsx'
import { action as previewAction } from '#app/routes/resources.cloned-voices.$voiceId.preview.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

// A body no page of ours sends is a 400 with a Spanish answer, never a server error, whatever its content type says.
const base = 'http://localhost'
const context = { cspNonce: '' }

async function newUser(planId = 'creadores') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

/** What the visitor gets: the answer's status and text (a thrown Error would be the server error page). */
async function answer(run: Promise<unknown>) {
	const result = await run.catch((thrown: unknown) => thrown)
	if (!(result instanceof Response)) throw new Error(`expected an HTTP answer, got ${String(result)}`)
	return { status: result.status, text: await result.text() }
}

const malformed: Array<[string, string]> = [
	['Multipart/form-data; boundary=a', 'basura que no es un formulario'],
	['MULTIPART/FORM-DATA; boundary=a', '--a\r\nroto\r\n\r\nvalor\r\n--a--'],
	['multipart/form-data', 'sin límite'],
	['text/plain', 'intent=retry'],
	['application/json', '{"intent":"retry"}'],
]

test.each(malformed)('the voice page answers a %s body it cannot read with a 400 in Spanish', async (contentType, body) => {
	const user = await newUser()
	const request = new Request(`${base}/voice-cloning?index`, {
		method: 'POST',
		body,
		headers: { Cookie: user.cookie, 'Content-Type': contentType },
	})
	const refused = await answer(pageAction({ request, params: {}, context }))
	expect(refused.status).toBe(400)
	expect(refused.text).toMatch(/^Formulario no válido/)
	expect(await prisma.clonedVoice.count({ where: { userId: user.id } })).toBe(0)
})

test.each(malformed)('the preview answers a %s body it cannot read with a 400 in Spanish', async (contentType, body) => {
	const user = await newUser()
	const voiceId = crypto.randomUUID()
	const request = new Request(`${base}/resources/cloned-voices/${voiceId}/preview`, {
		method: 'POST',
		body,
		headers: { Cookie: user.cookie, 'Content-Type': contentType },
	})
	const refused = await answer(previewAction({ request, params: { voiceId }, context }))
	expect(refused.status).toBe(400)
	expect(refused.text).toMatch(/^Formulario no válido/)
})
