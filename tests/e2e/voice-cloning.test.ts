import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/e2e-test.ts'
import { generatedAudio, speechSample } from '../support/voice-samples.ts'

/** A local approximation as the job stores it, for voices the tests put straight in the database. */
const localVoice = {
	baseVoiceId: 'local-es-narradora',
	settings: { voice: 'es', variant: 'f2', pitch: 40, speed: 150 },
	measured: { medianPitchHz: 190, pitchRangeSemitones: 4, syllablesPerSecond: 5, speechSeconds: 12 },
	achievedPitchHz: 188,
}

test('plans without cloning see the feature explained, the plan it needs and the upgrade button', async ({ page, signedIn }) => {
	await signedIn({ plan: 'esencial' })
	await page.goto('/voice-cloning')
	await expect(page.getByRole('heading', { name: 'Mis Voces', level: 1 })).toBeVisible()
	await expect(page.getByText('Disponible en Plan Creadores y Creadores Plus')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Mejorar a Creadores' }).last()).toHaveAttribute('href', '/subscribe/creadores')
	await expect(page.getByLabel('Nombre de la voz')).toHaveCount(0)
})

test('a sample is uploaded, cloned as a local approximation (said plainly) and speaks in the preview', async ({
	page,
	signedIn,
}, testInfo) => {
	test.setTimeout(90_000)
	await signedIn({ plan: 'creadores' })
	await page.goto('/voice-cloning')
	await expect(page.getByText('Aproximación local: se ajusta una voz sintética al tono y ritmo de tu muestra')).toBeVisible()
	await expect(page.getByText('Recomendado: MP3 de 192 kbps o más.')).toBeVisible()
	await expect(page.getByText('Aún no tienes voces clonadas')).toBeVisible()
	await page.getByLabel('Nombre de la voz').fill('Voz de Marta')
	await page.getByLabel('Acento de la voz').selectOption({ label: 'Español de Latinoamérica' })
	await page.locator('input[type=file][name=audio]').setInputFiles({
		name: 'marta.mp3',
		mimeType: 'audio/mpeg',
		buffer: await speechSample(),
	})
	await page.getByLabel(/Confirmo que tengo los derechos sobre esta voz/).check()
	await page.getByRole('button', { name: 'Clonar voz' }).click()
	const voice = page.getByRole('listitem', { name: 'Voz de Marta' })
	await expect(voice).toBeVisible()
	await expect(page.getByText('Voz enviada: la estamos procesando')).toBeVisible()
	await expect(voice.getByText('Procesando...')).toBeVisible()
	// the form is empty again: a second click does not clone the same voice twice
	await expect(page.getByLabel('Nombre de la voz')).toHaveValue('')
	await expect(page.locator('input[type=file][name=audio]')).toHaveValue('')
	await expect(page.getByText('Archivo elegido: marta.mp3')).toHaveCount(0)
	await expect(page.getByLabel(/Confirmo que tengo los derechos sobre esta voz/)).not.toBeChecked()
	await expect(page.getByRole('listitem', { name: 'Voz de Marta' })).toHaveCount(1)
	// without JavaScript the page refreshes itself while the voice is processing; with it, it revalidates
	await expect(voice.getByText('Completada')).toBeVisible({ timeout: 60_000 })
	await expect(page.getByText('¡Voz clonada exitosamente!')).toBeVisible()
	await expect(
		voice.getByText(/^Creada el \d{1,2} de [a-z]+ de \d{4} · Aproximación local · Español de Latinoamérica$/),
	).toBeVisible()

	await voice.getByLabel('Texto de prueba para Voz de Marta').fill('Hola, esta es mi voz de prueba.')
	if (testInfo.project.name === 'js') {
		await voice.getByRole('button', { name: 'Escuchar' }).click()
		await expect(voice.getByTestId('voice-preview-audio')).toHaveAttribute('src', /^blob:/)
	} else {
		// the page comes back with a player of the preview, at the voice
		await voice.getByRole('button', { name: 'Escuchar' }).click()
		await expect(page).toHaveURL(/\/voice-cloning\?preview=[0-9a-f-]+#voz-/)
		const player = page.getByRole('listitem', { name: 'Voz de Marta' }).getByTestId('voice-preview-audio')
		const src = await player.getAttribute('src')
		const response = await page.request.get(src!)
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('audio/mpeg')
	}
})

test('each refusal says why and keeps the typed name', async ({ page, signedIn }) => {
	await signedIn({ plan: 'creadores' })
	await page.goto('/voice-cloning')
	const name = page.getByLabel('Nombre de la voz')
	const file = page.locator('input[type=file][name=audio]')
	const consent = page.getByLabel(/Confirmo que tengo los derechos sobre esta voz/)
	const submit = () => page.getByRole('button', { name: 'Clonar voz' }).click()

	await name.fill('Sin archivo')
	await consent.check()
	await submit()
	await expect(page.getByRole('alert').filter({ hasText: 'Información incompleta' })).toContainText(
		'Por favor completa todos los campos y acepta los términos.',
	)
	await expect(name).toHaveValue('Sin archivo')

	await name.fill('Texto')
	await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') })
	await consent.check()
	await submit()
	await expect(page.getByRole('alert').filter({ hasText: 'Formato no válido' })).toContainText(
		'Solo se aceptan archivos: MP3, WAV, M4A, OGG/Opus, WEBM, FLAC',
	)
	await expect(name).toHaveValue('Texto')

	const refusals: Array<[string, Buffer, string]> = [
		['Enorme', Buffer.alloc(21 * 1024 * 1024, 1), 'El archivo debe ser menor a 20MB'],
		['Corta', await generatedAudio('sine=frequency=220', 4), 'La grabación debe durar al menos 10 segundos.'],
		['Muda', await generatedAudio('anullsrc=r=16000:cl=mono', 15), 'No se oye la voz'],
	]
	for (const [typed, buffer, message] of refusals) {
		await name.fill(typed)
		await file.setInputFiles({ name: 'muestra.mp3', mimeType: 'audio/mpeg', buffer })
		await consent.check()
		await submit()
		await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
		await expect(name).toHaveValue(typed)
	}
	await expect(page.getByText('Aún no tienes voces clonadas')).toBeVisible()
})

test('a form sent without a name keeps its sample and consent: typing the name is enough to clone', async ({
	page,
	signedIn,
}, testInfo) => {
	test.setTimeout(60_000)
	await signedIn({ plan: 'creadores' })
	await page.goto('/voice-cloning')
	await page.locator('input[type=file][name=audio]').setInputFiles({
		name: 'marta.mp3',
		mimeType: 'audio/mpeg',
		buffer: await speechSample(),
	})
	const consent = page.getByLabel(/Confirmo que tengo los derechos sobre esta voz/)
	await consent.check()
	await page.getByRole('button', { name: 'Clonar voz' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Información incompleta' })).toBeVisible()
	await expect(consent).toBeChecked()
	// without JavaScript the page was drawn anew: the server kept the sample and says so; with it, the file is still chosen
	if (testInfo.project.name === 'no-js') {
		await expect(page.getByTestId('kept-sample')).toHaveText(
			'Se usará el archivo que ya enviaste: marta.mp3. Elige otro solo si quieres cambiarlo.',
		)
	}
	await page.getByLabel('Nombre de la voz').fill('Voz de Marta')
	await page.getByRole('button', { name: 'Clonar voz' }).click()
	await expect(page.getByRole('listitem', { name: 'Voz de Marta' })).toBeVisible()
	await expect(page.getByText('Voz enviada: la estamos procesando')).toBeVisible()
})

test('at the limit the page says so without a create form; deleting a voice brings the form back', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'creadores' })
	for (const name of ['Primera', 'Segunda']) {
		await db.clonedVoice.create({ data: { userId: user.id, name, status: 'completed', engine: 'local', localVoice } })
	}
	await page.goto('/voice-cloning')
	await expect(page.getByText('Has alcanzado el límite de 2 voces de tu plan. Elimina una para crear otra.')).toBeVisible()
	await expect(page.getByLabel('Nombre de la voz')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Clonar voz' })).toHaveCount(0)
	await expect(page.getByRole('listitem', { name: 'Segunda' })).toBeVisible()

	await page.getByRole('listitem', { name: 'Primera' }).getByRole('link', { name: 'Eliminar' }).click()
	await page.getByRole('button', { name: 'Eliminar voz' }).click()
	await expect(page.getByText('Voz eliminada')).toBeVisible()
	await expect(page.getByText('Has usado 1 de 2 voces de tu plan.')).toBeVisible()
	await expect(page.getByLabel('Nombre de la voz')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Clonar voz' })).toBeEnabled()
})

test('a voice created elsewhere while the form was open is refused at the limit', async ({ page, signedIn, db }) => {
	const user = await signedIn({ plan: 'creadores' })
	await db.clonedVoice.create({ data: { userId: user.id, name: 'Primera', status: 'completed', engine: 'local', localVoice } })
	await page.goto('/voice-cloning')
	await page.getByLabel('Nombre de la voz').fill('Tercera')
	await page.locator('input[type=file][name=audio]').setInputFiles({
		name: 'marta.mp3',
		mimeType: 'audio/mpeg',
		buffer: await speechSample(),
	})
	await page.getByLabel(/Confirmo que tengo los derechos sobre esta voz/).check()
	// another tab fills the plan meanwhile
	await db.clonedVoice.create({ data: { userId: user.id, name: 'Segunda', status: 'completed', engine: 'local', localVoice } })
	await page.getByRole('button', { name: 'Clonar voz' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Límite de voces alcanzado' })).toBeVisible()
	await expect(page.getByLabel('Nombre de la voz')).toHaveCount(0)
	await expect(page.getByRole('listitem', { name: 'Tercera' })).toHaveCount(0)
	expect(await db.clonedVoice.count({ where: { userId: user.id } })).toBe(2)
})

test('a failed voice shows why, with a retry', async ({ page, signedIn, db }) => {
	const user = await signedIn({ plan: 'creadores' })
	await db.clonedVoice.create({ data: { userId: user.id, name: 'Rota', status: 'failed', errorCode: 'VOICE_CLONE_REFUSED' } })
	await page.goto('/voice-cloning')
	const voice = page.getByRole('listitem', { name: 'Rota' })
	await expect(voice.getByText('Falló')).toBeVisible()
	await expect(voice.getByRole('alert')).toHaveText(/^Error al clonar voz: el proveedor de voces rechazó la muestra/)
	await expect(voice.getByRole('button', { name: 'Reintentar' })).toBeVisible()
	await expect(voice.getByRole('button', { name: 'Escuchar' })).toHaveCount(0)
})

test('deleting asks first; cancelling keeps the voice, confirming removes it', async ({ page, signedIn, db }) => {
	const user = await signedIn({ plan: 'creadores' })
	await db.clonedVoice.create({
		data: { userId: user.id, name: 'Para borrar', status: 'completed', engine: 'local', localVoice },
	})
	await page.goto('/voice-cloning')
	const voice = page.getByRole('listitem', { name: 'Para borrar' })
	await voice.getByRole('link', { name: 'Eliminar' }).click()
	await expect(page.getByRole('heading', { name: '¿Eliminar la voz «Para borrar»?' })).toBeVisible()
	await page.getByRole('link', { name: 'Cancelar' }).click()
	await expect(voice).toBeVisible()
	await voice.getByRole('link', { name: 'Eliminar' }).click()
	await page.getByRole('button', { name: 'Eliminar voz' }).click()
	await expect(page.getByText('Voz eliminada')).toBeVisible()
	await expect(page.getByText('Aún no tienes voces clonadas')).toBeVisible()
	expect(await db.clonedVoice.count({ where: { userId: user.id } })).toBe(0)
})

test('after a downgrade the voices stay listed under the plan gate, without preview or retry, and can be deleted', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	await db.clonedVoice.create({
		data: { userId: user.id, name: 'De antes', status: 'completed', engine: 'local', localVoice },
	})
	await db.clonedVoice.create({ data: { userId: user.id, name: 'Fallida', status: 'failed', errorCode: 'VOICE_CLONE_REFUSED' } })
	await page.goto('/voice-cloning')
	await expect(page.getByText('Disponible en Plan Creadores y Creadores Plus')).toBeVisible()
	await expect(page.getByRole('listitem', { name: 'Fallida' }).getByText('Falló')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Escuchar' })).toHaveCount(0)
	await page.getByRole('listitem', { name: 'De antes' }).getByRole('link', { name: 'Eliminar' }).click()
	await page.getByRole('button', { name: 'Eliminar voz' }).click()
	await expect(page.getByText('Voz eliminada')).toBeVisible()
	await expect(page.getByRole('listitem', { name: 'De antes' })).toHaveCount(0)
	expect(await db.clonedVoice.count({ where: { userId: user.id } })).toBe(1)
})

test("another user's voice is a 404 on its delete page", async ({ page, signedIn, createUser, db }) => {
	const other = await createUser({ plan: 'creadores' })
	const voice = await db.clonedVoice.create({
		data: { userId: other.id, name: 'Ajena', status: 'completed', engine: 'local', localVoice },
	})
	await signedIn({ plan: 'creadores' })
	const response = await page.goto(`/voice-cloning/${voice.id}/delete`)
	expect(response?.status()).toBe(404)
	await page.goto('/voice-cloning')
	await expect(page.getByText('Ajena')).toHaveCount(0)
})

test('a completed voice is offered under «Tus voces» when creating an episode and in the settings defaults', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'creadores' })
	await db.clonedVoice.create({
		data: { userId: user.id, name: 'Mi Voz Propia', status: 'completed', engine: 'local', localVoice },
	})
	await page.goto('/create')
	const own = page.getByRole('list', { name: 'Tus voces' }).first()
	await expect(own.getByText('Mi Voz Propia', { exact: true })).toBeVisible()
	await page.goto('/settings?tab=preferencias')
	await expect(page.getByLabel('Voz del presentador por defecto').locator('optgroup[label="Tus voces"] option')).toHaveText([
		'Mi Voz Propia · Aproximación local',
	])
})

test.describe('with JavaScript', () => {
	test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'drag and drop and the recorder are JavaScript islands')

	test('a dropped file is sent like a chosen one', async ({ page, signedIn }) => {
		await signedIn({ plan: 'creadores' })
		await page.goto('/voice-cloning')
		await page.getByLabel('Nombre de la voz').fill('Arrastrada')
		const dataTransfer = await page.evaluateHandle(
			(base64) => {
				const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
				const transfer = new DataTransfer()
				transfer.items.add(new File([bytes], 'arrastrada.mp3', { type: 'audio/mpeg' }))
				return transfer
			},
			(await speechSample()).toString('base64'),
		)
		await page.getByTestId('voice-drop-zone').dispatchEvent('drop', { dataTransfer })
		await expect(page.getByText('Archivo elegido: arrastrada.mp3')).toBeVisible()
		await page.getByLabel(/Confirmo que tengo los derechos sobre esta voz/).check()
		await page.getByRole('button', { name: 'Clonar voz' }).click()
		await expect(page.getByRole('listitem', { name: 'Arrastrada' })).toBeVisible()
	})
})

test('the page and its delete confirmation have no accessibility violations', async ({ page, signedIn, db }) => {
	test.skip(test.info().project.name === 'no-js', 'axe needs JavaScript in the page to run')
	const user = await signedIn({ plan: 'creadores' })
	const voice = await db.clonedVoice.create({
		data: { userId: user.id, name: 'Lista', status: 'completed', engine: 'local', localVoice },
	})
	await db.clonedVoice.create({ data: { userId: user.id, name: 'Rota', status: 'failed', errorCode: 'VOICE_CLONE_FAILED' } })
	for (const path of ['/voice-cloning', `/voice-cloning/${voice.id}/delete`]) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
		expect(
			results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
			path,
		).toEqual([])
	}
})
