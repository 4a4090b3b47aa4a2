import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listen } from '#tests/support/listen.ts'
import { requestGuards } from './request-guards.ts'

// What reaches a route: the JSON API's calls take JSON and their methods; pages keep taking forms only.
let base: string
let close: () => void
beforeAll(async () => {
	const app = express()
		.use(requestGuards)
		.all('*', (_req, res) => {
			res.json({ reached: true })
		})
	const served = await listen(app)
	base = served.base
	close = served.close
})
afterAll(() => close())

const send = (path: string, init: RequestInit) => fetch(`${base}${path}`, init)

test('a JSON API call takes a JSON body, a bodiless POST and its other methods, from a program with no Origin', async () => {
	const login = await send('/api/auth/login', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: '{"email":"a@b.es"}',
	})
	expect(await login.json()).toEqual({ reached: true })
	expect((await send('/api/auth/logout', { method: 'POST', headers: { Authorization: 'Bearer onda_x' } })).status).toBe(200)
	expect((await send('/api/auth/me', { method: 'DELETE' })).status).toBe(200)
})

test('the object upload’s PUT takes the image types its call names, and nothing else', async () => {
	const image = await send('/api/objects/abc.def', { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: 'png' })
	expect(await image.json()).toEqual({ reached: true })
	const pdf = await send('/api/objects/abc.def', { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: '%PDF' })
	expect(pdf.status).toBe(415)
	expect(await pdf.json()).toMatchObject({ code: 'REQUEST_CONTENT_TYPE' })
	const elsewhere = await send('/api/user/avatar', { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: 'png' })
	expect(elsewhere.status).toBe(415)
	const files = new FormData()
	files.append('files', new File(['hola'], 'nota.txt'))
	expect((await send('/api/files/upload', { method: 'POST', body: files })).status).toBe(200)
})

test('from another site, a JSON API call is refused with a JSON answer, as a page is with its page', async () => {
	const refused = await send('/api/auth/login', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: 'https://atacante.example' },
		body: '{}',
	})
	expect(refused.status).toBe(403)
	expect(await refused.json()).toMatchObject({ code: 'REQUEST_CROSS_ORIGIN', error: expect.any(String) })
})

test('other /api addresses and pages keep the form-only rules; /api answers are JSON', async () => {
	const json = await send('/api/no-existe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
	expect(json.status).toBe(415)
	expect(await json.json()).toMatchObject({ code: 'REQUEST_CONTENT_TYPE' })
	const del = await send('/api/no-existe', { method: 'DELETE' })
	expect(del.status).toBe(405)
	expect(del.headers.get('allow')).toBe('GET, HEAD, POST')
	const trace = await send('/api/auth/me', { method: 'OPTIONS' })
	expect(trace.status).toBe(405)
	expect(trace.headers.get('allow')).toBe('GET, HEAD, POST, PATCH, PUT, DELETE')
	const page = await send('/settings', { method: 'DELETE', headers: { Accept: 'text/html' } })
	expect(page.status).toBe(405)
	expect(page.headers.get('allow')).toBe('GET, HEAD, POST')
	expect(await page.text()).toMatch(/<html lang="es"/)
	const pageJson = await send('/settings', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
	expect(pageJson.status).toBe(415)
})
