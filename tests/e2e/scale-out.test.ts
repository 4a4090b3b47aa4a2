import type { Page } from '@playwright/test'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { episodeIdOf, fillEpisode } from '../support/e2e-episode-form.ts'
import { test as e2e, expect } from '../support/e2e-test.ts'
import { newEmail, PASSWORD } from '../support/e2e-users.ts'
import { LINES_BEFORE_GATE, type ScaleCluster, SPEECH_CONCURRENCY, startScaleCluster } from '../support/scale-cluster.ts'
import { spanishArticle } from '../support/spanish-prose.ts'

// Several real processes share the work: two web nodes and the job workers on one PostgreSQL database and one S3
// bucket (tests/support/scale-cluster.ts). A user signs in and creates an episode on node A, follows and downloads it
// on node B, a worker is SIGKILLed in the middle of the audio and another one finishes it, and the account is deleted
// on node B. The timings of each phase are printed for the operations notes.

// The production limits: the rate-limit test reaches the sign-in limit (10 a minute) in a few tries, and the
// episode's own requests stay far below the others.
const RATE_LIMIT_FACTOR = 1

const test = e2e.extend<{ cluster: ScaleCluster }, { scaleCluster: ScaleCluster }>({
	scaleCluster: [
		// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name what they use in the first argument
		async ({}, use) => {
			const started = performance.now()
			const cluster = await startScaleCluster({ rateLimitFactor: RATE_LIMIT_FACTOR })
			console.info(`[scale] Arranque de los nodos (2 web y 1 worker): ${seconds(started)}`)
			try {
				await use(cluster)
			} finally {
				await cluster.stop()
			}
		},
		{ scope: 'worker', timeout: 240_000 },
	],
	// the cluster of this worker, with what its processes printed attached to a test that failed
	cluster: async ({ scaleCluster }, use, testInfo) => {
		await use(scaleCluster)
		if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('nodes.log', { body: scaleCluster.logs() })
	},
})

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'forms work without JavaScript: one run of five processes is enough')
// both tests on the same cluster, in order; script, speech, a crash's recovery (pg-boss's 30 s heartbeat, then its
// next monitoring pass) and the video take minutes on two busy cores
test.describe.configure({ mode: 'default', timeout: 600_000 })

test('an episode made on node A, its worker killed mid-audio, finished by another, downloaded and deleted on node B', async ({
	page,
	cluster,
}) => {
	const [a, b] = cluster.web
	const { db, bucket } = cluster
	const email = newEmail()
	const user = await db.user.create({
		data: { email, password: await hashPassword(PASSWORD), firstName: 'Lucía', planId: 'creadores' },
	})

	await page.goto(`${a}/login`)
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Contraseña').fill(PASSWORD)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page).toHaveURL(`${a}/dashboard`)

	const created = performance.now()
	await page.goto(`${a}/create`)
	await fillEpisode(page, { title: 'Talento que se queda', content: null })
	await page.getByLabel('Documentos').setInputFiles({
		name: 'notas.txt',
		mimeType: 'text/plain',
		buffer: Buffer.from(spanishArticle('la formación continua', 2)),
	})
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	// Creadores makes longer episodes than this text gives: the user goes on anyway
	await page.getByRole('button', { name: 'Continuar igualmente' }).click()
	await expect(page).toHaveURL(new RegExp(`^${a}/create/[0-9a-f-]{36}$`))
	const episodeId = episodeIdOf(page)
	await expect(page.getByRole('heading', { name: 'Vista previa del guion' })).toBeVisible({ timeout: 120_000 })
	await expect(page.getByLabel('Guion', { exact: true })).toHaveValue(/formación continua/)
	await page.getByRole('button', { name: 'Aprobar guion' }).click()

	// From here on node B: the same session cookie (the nodes share SESSION_SECRET and the sessions table)
	await page.goto(`${b}/create/${episodeId}`)
	await expect(page.getByRole('heading', { name: 'Estamos generando el audio' })).toBeVisible()

	// The crash: the first worker has stored some lines in the bucket and waits on the others (held by the gate)
	await expect
		.poll(
			async () => {
				if (cluster.firstWorker.child.exitCode !== null) throw new Error('the first worker exited on its own')
				return { stored: (await bucket.list(`speech-cache/${episodeId}`)).length, held: cluster.gate.held() }
			},
			{ timeout: 120_000, intervals: [200] },
		)
		.toEqual({ stored: LINES_BEFORE_GATE, held: SPEECH_CONCURRENCY })
	expect(await db.episode.findUniqueOrThrow({ where: { id: episodeId }, select: { step: true } })).toEqual({ step: 'audio' })
	const killed = performance.now()
	cluster.firstWorker.child.kill('SIGKILL')
	await cluster.firstWorker.exited
	await cluster.startWorker()

	// pg-boss hands the job on once the dead worker's heartbeat is missed; node B's page follows it to the end
	await expect.poll(async () => takenAgain(await audioJob(cluster, episodeId)), { timeout: 240_000, intervals: [500] }).toBe(true)
	const retried = performance.now()
	await expect
		.poll(async () => (await db.episode.findUniqueOrThrow({ where: { id: episodeId } })).step, {
			timeout: 240_000,
			intervals: [500],
		})
		.toBe('complete')
	console.info(
		`[scale] Caída del worker: el trabajo vuelve a otro worker en ${seconds(killed, retried)}; episodio completo ${seconds(killed)} tras el SIGKILL`,
	)
	await expect(page.getByRole('heading', { name: '¡Tu episodio está listo!' })).toBeVisible({ timeout: 30_000 })
	const mp4 = page.getByRole('link', { name: 'Descargar MP4' })
	await expect(mp4).toBeVisible({ timeout: 240_000 })
	console.info(`[scale] Episodio: de «Crear episodio» a completo (con el vídeo) en ${seconds(created)}`)

	// Downloads from node B: a player's range, and the whole file
	await expectRangeAndWhole(page, `${b}${await page.locator('audio').first().getAttribute('src')}`, 'audio/mpeg')
	await expectRangeAndWhole(page, `${b}${await mp4.getAttribute('href')}`, 'video/mp4')

	// Made once, charged once
	const mp3s = (await bucket.list(`episodes/${episodeId}`)).filter((file) => file.key.endsWith('.mp3'))
	expect(mp3s.map((file) => file.key)).toEqual([`episodes/${episodeId}/audio.mp3`])
	expect(await audioJob(cluster, episodeId)).toEqual({ state: 'completed', retryCount: 1 })
	expect(await db.episode.findUniqueOrThrow({ where: { id: episodeId }, select: { step: true, status: true } })).toEqual({
		step: 'complete',
		status: 'completed',
	})
	expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { episodesUsedThisMonth: true } })).toEqual({
		episodesUsedThisMonth: 1,
	})
	expect(await db.usageLedgerEntry.findMany({ where: { userId: user.id }, select: { episodeId: true } })).toEqual([{ episodeId }])

	// The account deleted on node B takes every file of it out of the bucket
	await page.goto(`${b}/settings`)
	const danger = page.getByRole('region', { name: 'Zona de peligro' })
	await danger.getByRole('textbox').fill(email)
	await danger.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
	await expect(page).toHaveURL(`${b}/`)
	await expect(page.getByRole('status')).toContainText('Tu cuenta se ha eliminado')
	expect(await db.user.count({ where: { id: user.id } })).toBe(0)
	const prefixes = [
		`avatars/${user.id}`,
		`uploads/${user.id}`,
		`cloned-voices/${user.id}`,
		`episodes/${episodeId}`,
		`speech-cache/${episodeId}`,
	]
	for (const prefix of prefixes) expect(await bucket.list(prefix), prefix).toEqual([])
})

test('the sign-in limit counts across nodes: refused on node A, refused on node B too', async ({ page, cluster }) => {
	const [a, b] = cluster.web
	/** One wrong sign-in through the form on `node`; the answer's status. */
	const signIn = async (node: string) => {
		await page.goto(`${node}/login`)
		await page.getByLabel('Email', { exact: true }).fill(newEmail())
		await page.getByLabel('Contraseña').fill('contraseña-mala')
		const answer = page.waitForResponse((response) => response.request().method() === 'POST')
		await page.getByRole('button', { name: 'Iniciar sesión' }).click()
		return (await answer).status()
	}
	let status = 0
	for (let tries = 0; tries <= 10 * RATE_LIMIT_FACTOR && status !== 429; tries++) status = await signIn(a)
	expect(status, 'node A refuses sign-ins over the limit').toBe(429)
	await expect(page.getByText('Demasiadas solicitudes').first()).toBeVisible()

	// node B has seen none of these sign-ins: with counts in each node's memory it would answer 401 (wrong password)
	expect(await signIn(b), 'node B refuses them too: the count is shared').toBe(429)
})

/** The state of the episode's audio job in pg-boss, and how many times it was tried again. */
async function audioJob({ db }: ScaleCluster, episodeId: string) {
	const [job] = await db.$queryRaw<Array<{ state: string; retryCount: number }>>`
		SELECT state::text AS "state", retry_count AS "retryCount" FROM pgboss.job
		WHERE name = 'episode-audio' AND data->>'episodeId' = ${episodeId}`
	return job
}

/** Whether the second worker has taken the job (running it, or already done: it may be quick). */
function takenAgain(job: { state: string; retryCount: number } | undefined) {
	return job?.retryCount === 1 && ['active', 'completed'].includes(job.state)
}

/** A 100-byte range of `url` (what a player asks for), then the whole file, which the range is a part of. */
async function expectRangeAndWhole(page: Page, url: string, contentType: string) {
	const range = await page.request.get(url, { headers: { Range: 'bytes=100-199' } })
	expect(range.status(), url).toBe(206)
	expect(range.headers()['content-range']).toMatch(/^bytes 100-199\/\d+$/)
	const part = await range.body()
	expect(part.length).toBe(100)
	const whole = await page.request.get(url)
	expect(whole.status(), url).toBe(200)
	expect(whole.headers()['content-type']).toBe(contentType)
	const file = await whole.body()
	expect(file.length).toBe(Number(range.headers()['content-range']!.split('/')[1]))
	expect(file.subarray(100, 200).equals(part)).toBe(true)
}

function seconds(from: number, to = performance.now()) {
	return `${((to - from) / 1000).toFixed(1)} s`
}
