import http from 'node:http'
import { Readable } from 'node:stream'
import { createReadableStreamFromReadable } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { AVATAR_MAX_BYTES } from '#app/modules/settings/settings-limits.ts'
import { voiceRequirements } from '#app/modules/voices/cloning/voice-requirements.ts'
import { listen } from '#tests/support/listen.ts'
import { bodyLimit, CREATE_FORM_BODY_BYTES, FORM_BODY_BYTES } from './body-limit.ts'
import { requestGuards } from './request-guards.ts'

let base: string
let close: () => void
const errors: unknown[] = []
beforeAll(async () => {
	const app = express()
		.use(requestGuards)
		.use(bodyLimit)
		// reads the body as Remix's adapter does (a web stream over the request) and parses it as a form
		.post('*', async (req, res) => {
			try {
				const request = new Request(`http://localhost${req.originalUrl}`, {
					method: 'POST',
					headers: { 'content-type': req.headers['content-type'] ?? '' },
					body: createReadableStreamFromReadable(req),
					duplex: 'half',
				} as RequestInit)
				const form = await request.formData()
				res.send(`campos: ${[...form.keys()].join(',')}`)
			} catch (error) {
				errors.push(error)
				if (!res.headersSent) res.status(500).send('error')
			}
		})
		.all('*', (_req, res) => {
			res.send('página')
		})
	const served = await listen(app)
	base = served.base
	close = served.close
})
afterAll(() => close())

const form = { 'content-type': 'application/x-www-form-urlencoded' }

/** A body streamed in 64 KB chunks without a Content-Length, as a proxy may forward it. */
function streamed(bytes: number, fill = 'a') {
	const chunk = Buffer.alloc(65536, fill)
	let sent = 0
	return Readable.toWeb(
		Readable.from(
			(function* () {
				while (sent < bytes) {
					const size = Math.min(chunk.length, bytes - sent)
					sent += size
					yield chunk.subarray(0, size)
				}
			})(),
		),
	) as ReadableStream
}

test('a small form goes through; a declared body over the route cap gets a Spanish 413 before it is read', async () => {
	const ok = await fetch(`${base}/login`, { method: 'POST', headers: form, body: 'email=a%40b.es&password=x' })
	expect(await ok.text()).toBe('campos: email,password')
	const big = await fetch(`${base}/login.data`, {
		method: 'POST',
		headers: { ...form, accept: 'text/html' },
		body: `email=${'a'.repeat(FORM_BODY_BYTES)}`,
	})
	expect(big.status).toBe(413)
	expect(await big.text()).toMatch(/El envío es demasiado grande.*64 KB/s)
	// the creation form takes more
	const script = await fetch(`${base}/create/x`, {
		method: 'POST',
		headers: form,
		body: `script=${'a'.repeat(FORM_BODY_BYTES * 4)}`,
	})
	expect(script.status).toBe(200)
})

test('the object upload’s PUT is capped at the avatar’s 5 MB, refused in JSON', async () => {
	const put = (bytes: number) =>
		fetch(`${base}/api/objects/abc.def`, {
			method: 'PUT',
			headers: { 'content-type': 'image/jpeg' },
			body: new Uint8Array(bytes),
		})
	expect((await put(AVATAR_MAX_BYTES)).status).toBe(200)
	const big = await put(AVATAR_MAX_BYTES + 1)
	expect(big.status).toBe(413)
	expect(await big.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' })
})

test('a body without Content-Length is counted as it streams and refused at the cap; the reader fails, nothing is buffered', async () => {
	const before = errors.length
	const answer = await fetch(`${base}/login`, {
		method: 'POST',
		headers: { ...form, 'accept-language': 'en-GB,en' },
		body: streamed(CREATE_FORM_BODY_BYTES),
		duplex: 'half',
	} as RequestInit).catch((error: Error) => error)
	expect(answer).toBeInstanceOf(Response)
	if (answer instanceof Response) {
		expect(answer.status).toBe(413)
		expect(await answer.text()).toMatch(/The submission is too large/)
	}
	await expect.poll(() => errors.length).toBe(before + 1)
	expect(String(errors.at(-1))).toMatch(/rechazado|terminated|aborted/i)
})

test('a NUL byte in a URL-encoded field or in the address is a 400, not a database error', async () => {
	for (const body of ['q=hola%00', `title=${'a'.repeat(60_000)}%00`]) {
		const answer = await fetch(`${base}/library/x/rename`, { method: 'POST', headers: form, body })
		expect(answer.status).toBe(400)
		expect(await answer.text()).toMatch(/Formulario no válido/)
	}
	expect((await fetch(`${base}/library?q=a%00b`)).status).toBe(400)
})

test('methods, content types and origins no page sends get their 4xx', async () => {
	for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
		const answer = await fetch(`${base}/login`, { method })
		expect(answer.status).toBe(405)
		expect(answer.headers.get('allow')).toBe('GET, HEAD, POST')
	}
	// a byte body, so that fetch adds no Content-Type of its own to the case without one
	const cases: Record<string, string>[] = [
		{ 'content-type': 'application/json' },
		{ 'content-type': 'text/plain' },
		{},
		{ 'content-type': 'application/xml' },
		{ 'content-type': 'multipart/form-data; boundary=x' },
	]
	for (const headers of cases) {
		const answer = await fetch(`${base}/login`, { method: 'POST', headers, body: new TextEncoder().encode('{}') })
		expect(answer.status).toBe(415)
		expect(await answer.text()).toMatch(/Formato no admitido/)
	}
	for (const origin of ['https://atacante.example', 'null', 'no es una url']) {
		const answer = await fetch(`${base}/login`, { method: 'POST', headers: { ...form, origin }, body: 'a=1' })
		expect(answer.status).toBe(403)
		expect(await answer.text()).toMatch(/Solicitud rechazada/)
	}
	const cross = await fetch(`${base}/login`, {
		method: 'POST',
		headers: { ...form, 'sec-fetch-site': 'cross-site' },
		body: 'a=1',
	})
	expect(cross.status).toBe(403)
	const same = await fetch(`${base}/login`, { method: 'POST', headers: { ...form, origin: base }, body: 'a=1' })
	expect(same.status).toBe(200)
})

test('POST /api/voice/upload has its call’s cap: a sample of some MB goes through as multipart, twice the largest is a 413 unread', async () => {
	const sample = new FormData()
	sample.set('name', 'Mi voz')
	sample.set('audio', new File([new Uint8Array(1024 * 1024)], 'muestra.mp3', { type: 'audio/mpeg' }))
	const ok = await fetch(`${base}/api/voice/upload`, { method: 'POST', body: sample })
	expect(await ok.text()).toBe('campos: name,audio')
	// declared over the cap: answered from the headers alone, before a byte of the body is sent
	const status = await new Promise<number>((resolve, reject) => {
		const request = http.request(`${base}/api/voice/upload`, {
			method: 'POST',
			headers: {
				'content-type': 'multipart/form-data; boundary=x',
				'content-length': String(2 * voiceRequirements.maxFileSize + 1),
			},
		})
		request.on('response', (response) => {
			resolve(response.statusCode ?? 0)
			request.destroy()
		})
		request.on('error', reject)
		request.flushHeaders()
	})
	expect(status).toBe(413)
})
