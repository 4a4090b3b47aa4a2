import { afterAll, beforeAll, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { action as deleteAction } from '#app/routes/api.voice.cloned.$voiceId.ts'
import { action as previewAction } from '#app/routes/api.voice.preview.ts'
import { action as uploadAction } from '#app/routes/api.voice.upload.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { settledVoice } from '#tests/support/voice-cloning.ts'
import { speechSample } from '#tests/support/voice-samples.ts'

// The voices' JSON calls (/api/voice/*), without ELEVENLABS_API_KEY (the local approximation).
let worker: Worker
let speech: Buffer
beforeAll(async () => {
	delete process.env.ELEVENLABS_API_KEY
	resetEnv()
	worker = await startWorker(() => {})
	speech = await speechSample()
})
afterAll(() => worker.stop(10))

const context = { cspNonce: '' }

async function newUser(planId = 'creadores') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

/** What an action answered or threw, as a Response. */
const answered = (result: Promise<unknown>) =>
	result.then(
		(value) => value as Response,
		(thrown: unknown) => thrown as Response,
	)

function upload(cookie: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	if (file) form.set('audio', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
	const request = new Request('http://localhost/api/voice/upload', { method: 'POST', body: form, headers: { Cookie: cookie } })
	return answered(uploadAction({ request, params: {}, context }))
}

function post(path: string, cookie: string, fields: Record<string, string> = {}) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { Cookie: cookie },
	})
}

test('POST /api/voice/upload, /api/voice/preview and /api/voice/cloned/{id}: the page’s rules, answered in JSON', async () => {
	const owner = await newUser()
	const other = await newUser()
	const sample = { bytes: speech, name: 'muestra.mp3', type: 'audio/mpeg' }

	// the API's fields: acceptedTerms='true' is the consent; each refusal by its code and a status that says why
	const missing = await upload(owner.cookie, { name: 'Mi voz' }, sample)
	expect([missing.status, await missing.json()]).toEqual([400, { error: 'incomplete', limit: 2 }])
	const text = await upload(
		owner.cookie,
		{ name: 'Mi voz', acceptedTerms: 'true' },
		{ ...sample, name: 'a.txt', type: 'text/plain' },
	)
	expect([text.status, (await text.json()).error]).toEqual([415, 'format'])
	const esencial = await newUser('esencial')
	const gated = await upload(esencial.cookie, { name: 'Mi voz', acceptedTerms: 'true' }, sample)
	expect([gated.status, (await gated.json()).error]).toEqual([403, 'notInPlan'])
	// an API client sends its file again: nothing is kept for it
	expect(await prisma.clonedVoice.count({ where: { userId: owner.id } })).toBe(0)

	const created = await upload(owner.cookie, { name: 'Mi voz', acceptedTerms: 'true' }, sample)
	expect(created.status).toBe(201)
	const { id, status } = await created.json()
	expect(status).toBe('processing')
	expect((await settledVoice(id)).status).toBe('completed')

	const preview = (cookie: string, fields: Record<string, string>) =>
		answered(previewAction({ request: post('/api/voice/preview', cookie, fields), params: {}, context }))
	const spoken = await preview(owner.cookie, { voiceId: id, text: 'Hola, soy yo.' })
	expect(spoken.headers.get('content-type')).toBe('audio/mpeg')
	expect((await probeMedia(Buffer.from(await spoken.arrayBuffer()))).durationSeconds).toBeGreaterThan(0.5)
	const empty = await preview(owner.cookie, { voiceId: id, text: '  ' })
	expect([empty.status, await empty.json()]).toEqual([400, { error: 'refused' }])
	expect((await preview(other.cookie, { voiceId: id, text: 'Hola.' })).status).toBe(404)
	expect((await preview(owner.cookie, { text: 'Hola.' })).status).toBe(404)

	const remove = (cookie: string, voiceId = id) =>
		answered(deleteAction({ request: post(`/api/voice/cloned/${voiceId}`, cookie), params: { voiceId }, context }))
	expect((await remove(other.cookie)).status).toBe(404)
	expect((await remove(owner.cookie, '../x')).status).toBe(404)
	expect(await prisma.clonedVoice.count({ where: { id } })).toBe(1)
	const deleted = await remove(owner.cookie)
	expect(await deleted.json()).toEqual({ deleted: true })
	expect(await prisma.clonedVoice.count({ where: { id } })).toBe(0)
})
