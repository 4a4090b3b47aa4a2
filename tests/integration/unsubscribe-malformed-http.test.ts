// Against the real server: the one-click unsubscribe address (no Origin, no cookies, as mail providers post it)
// answers a body it cannot read as a form with its page and a 400, never a 500.
import fs from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningApp, startRunningApp } from '#tests/support/signed-in-app.ts'
import { tempDir } from '#tests/support/test-postgres.ts'

const dataDir = tempDir('ondacast-unsubscribe-http')
let app: RunningApp

beforeAll(async () => {
	app = await startRunningApp(dataDir)
})
afterAll(async () => {
	await app?.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

test("POST /email/unsubscribe with a multipart body that is not one ('zzz') gets the friendly page with a 400", async () => {
	for (const [contentType, body] of [
		['multipart/form-data; boundary=a', 'zzz'],
		['multipart/form-data; boundary=a', '--a\r\nroto\r\n\r\nx'],
		['multipart/form-data; boundary=a', '--a\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx\0\r\n--a--\r\n'],
	]) {
		const response = await fetch(`${app.base}/email/unsubscribe?token=x`, {
			method: 'POST',
			headers: { 'Content-Type': contentType! },
			body,
		})
		const page = await response.text()
		expect(response.status, `${contentType} ${body}`).toBe(400)
		expect(page).toContain('lang="es"')
		expect(page, body).toContain('Este enlace no es válido')
		expect(page).toContain('Formulario no válido')
	}
})
