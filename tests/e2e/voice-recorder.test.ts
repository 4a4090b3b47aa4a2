import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { expect, test } from '../support/e2e-test.ts'
import { speechSample } from '../support/voice-samples.ts'

// Chromium's fake microphone plays this WAV (Spanish speech made by the test), so the recording has a voice in it.
const speechWav = path.join(os.tmpdir(), `ondacast-e2e-voice-${process.pid}.wav`)
await runFfmpeg(['-y', '-i', 'pipe:0', '-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', speechWav], {
	input: await speechSample(),
})

test.use({
	permissions: ['microphone'],
	launchOptions: {
		executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--use-fake-device-for-media-stream',
			'--use-fake-ui-for-media-stream',
			`--use-file-for-fake-audio-capture=${speechWav}`,
		],
	},
})

test("'Grabar con el micrófono': record while reading, stop, replay, and the recording is sent like a file", async ({
	page,
	signedIn,
	javaScriptEnabled,
}) => {
	test.skip(!javaScriptEnabled, 'the recorder is a JavaScript island; without it the page offers the file picker')
	test.setTimeout(60_000)
	await signedIn({ plan: 'creadores' })
	await page.goto('/voice-cloning')
	const recorder = page.getByTestId('voice-recorder')
	await expect(recorder.getByText(/^Hola, esta es mi voz\./)).toBeVisible()
	await recorder.getByRole('button', { name: 'Grabar con el micrófono' }).click()
	await expect(recorder.getByRole('meter', { name: 'Nivel del micrófono' })).toBeVisible()
	// twelve seconds of the read-aloud text: more than the 10-second minimum
	await expect(recorder.getByText('Grabando… 12 s')).toBeVisible({ timeout: 20_000 })
	await recorder.getByRole('button', { name: 'Detener' }).click()
	await expect(recorder.getByText(/^Grabación lista \(\d+ s\)/)).toBeVisible()
	await expect(recorder.locator('audio')).toHaveAttribute('src', /^blob:/)
	await expect(page.getByText(/^Archivo elegido: grabacion\.(webm|ogg)$/)).toBeVisible()

	await page.getByLabel('Nombre de la voz').fill('Grabada')
	await page.getByLabel(/Confirmo que tengo los derechos sobre esta voz/).check()
	await page.getByRole('button', { name: 'Clonar voz' }).click()
	await expect(page.getByRole('listitem', { name: 'Grabada' })).toBeVisible()
})
