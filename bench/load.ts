// Load test (`npm run bench -- load`): 200 connections for 60 s on loopback against `npm start` — public pages, a
// signed-in library of 1,000 episodes and episode creation with the local providers, all at once — reporting
// errors, timeouts, p50/p99 and the app's memory (RSS) before, during and after. Bounded: one run of LOAD_SECONDS
// (60 by default), then at most 2 minutes for the episodes it created to finish their scripts, then 20 s of rest for
// the "after" figure.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { queryEmbedded } from '../tests/support/embedded-query.ts'
import { webProcessesOf } from '../tests/support/serving-process.ts'
import { type RunningApp, signedInUser, startRunningApp } from '../tests/support/signed-in-app.ts'
import { tempDir } from '../tests/support/test-postgres.ts'
import { seedLibraryEpisodes } from './web.ts'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const REST_SECONDS = 20
/** Longer than the app's quiet time before it collects (quietCollector's 5 s). */
const QUIET_SECONDS = 7
const PUBLIC_PAGES = ['/', '/faq', '/contact', '/privacy', '/terms', '/legal', '/cookies', '/podcast-generator']
const HEADERS = { 'accept-language': 'es-ES', cookie: 'ondacast_cookie_consent=true', 'accept-encoding': 'gzip' }
/** How the 200 connections are shared out, and the creation rate (episodes a second, all connections together). */
const MIX = { public: 120, library: 72, create: 8, createPerSecond: 4 }
/** `npm start`'s own default, one web process per core, unless the bench is told otherwise. */
const WEB_PROCESSES = process.env.WEB_CONCURRENCY ?? String(os.availableParallelism())

export async function benchLoad() {
	const dataDir = tempDir('ondacast-load')
	const plansFile = path.join(dataDir, 'plans.json')
	const plans = JSON.parse(fs.readFileSync('config/plans.json', 'utf8'))
	plans.plans.push({
		...plans.plans.find((plan: { id: string }) => plan.id === 'creadores'),
		id: 'ilimitado_bench',
		episodesPerMonth: -1,
		purchasable: false,
		showOnPricing: false,
	})
	fs.writeFileSync(plansFile, JSON.stringify(plans))
	const app = await startRunningApp(dataDir, {
		RATE_LIMIT_FACTOR: '100000',
		PLANS_FILE: plansFile,
		WEB_CONCURRENCY: WEB_PROCESSES,
	})
	try {
		const reader = await signedInUser(app, { planId: 'creadores' })
		await seedLibraryEpisodes({ dataDir: app.dataDir, port: app.pgPort }, reader.id)
		const creator = await signedInUser(app, { planId: 'ilimitado_bench' })
		// warm-up: every page once, so that the first requests of the run are not compiling or opening connections
		for (const page of [...PUBLIC_PAGES, '/library'])
			await fetch(`${app.base}${page}`, { headers: { ...HEADERS, cookie: `${HEADERS.cookie}; ${reader.cookie}` } })
		// the app collects its garbage 5 s after it goes quiet (server/idle-gc.ts): idle is after that
		await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000))
		const before = memory(app)
		const samples: Memory[] = []
		const sampler = setInterval(() => samples.push(memory(app)), 500)
		const [publicPages, library, create] = await Promise.all([
			run({
				url: app.base,
				connections: MIX.public,
				requests: PUBLIC_PAGES.map((page) => ({ path: page })),
				headers: HEADERS,
			}),
			run({
				url: `${app.base}/library`,
				connections: MIX.library,
				headers: { ...HEADERS, cookie: `${HEADERS.cookie}; ${reader.cookie}` },
			}),
			run({
				url: `${app.base}/create`,
				connections: MIX.create,
				overallRate: MIX.createPerSecond,
				method: 'POST',
				headers: {
					...HEADERS,
					cookie: `${HEADERS.cookie}; ${creator.cookie}`,
					'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
				},
				body: creationForm(),
			}),
		])
		clearInterval(sampler)
		const during = peak(samples)
		const atEnd = memory(app)
		const jobsStarted = Date.now()
		while ((await generating(app, creator.id)) > 0 && Date.now() - jobsStarted < 120_000)
			await new Promise((resolve) => setTimeout(resolve, 1000))
		const jobsSeconds = Math.round((Date.now() - jobsStarted) / 1000)
		await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000))
		const after = memory(app)
		const [episodes] = await queryEmbedded<{ count: string }>(
			{ dataDir, port: app.pgPort },
			`SELECT count(*) FROM episodes WHERE "userId" = $1`,
			[creator.id],
		)

		console.log(
			`\n## Load (${MIX.public + MIX.library + MIX.create} connections for ${SECONDS} s on loopback; app in production mode with ${WEB_PROCESSES} web processes, embedded PostgreSQL, local providers)\n`,
		)
		console.log('| traffic | connections | requests | req/s | errors | timeouts | 4xx/5xx | p50 ms | p99 ms | max ms |')
		console.log('|---|---|---|---|---|---|---|---|---|---|')
		for (const [name, connections, result] of [
			['public pages', MIX.public, publicPages],
			['/library (1,000 episodes)', MIX.library, library],
			[`POST /create (≤ ${MIX.createPerSecond}/s)`, MIX.create, create],
		] as const) {
			console.log(
				`| ${name} | ${connections} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.errors} | ${result.timeouts} | ${failedAnswers(result)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} |`,
			)
		}
		console.log(`\nEpisodes created: ${episodes?.count}. Status codes: ${statusSummary([publicPages, library, create])}.`)
		const moments = [
			['idle before', before],
			['peak during', during],
			['at the end', atEnd],
			[`${REST_SECONDS} s after the scripts were written (${jobsSeconds} s)`, after],
		] as const
		console.log("\nMemory of the app's Node processes (RSS, MB): the primary holds the job worker; the web processes serve.\n")
		console.log(`| | ${moments.map(([name]) => name).join(' | ')} |`)
		console.log(`|---|${moments.map(() => '---').join('|')}|`)
		console.log(`| primary | ${moments.map(([, m]) => m.primary.toFixed(0)).join(' | ')} |`)
		console.log(`| largest web process | ${moments.map(([, m]) => m.web.toFixed(0)).join(' | ')} |`)
		console.log(`| all together | ${moments.map(([, m]) => m.total.toFixed(0)).join(' | ')} |`)
	} finally {
		await app.stop()
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

/** Episodes of the creator still waiting for their script. */
async function generating(app: RunningApp, userId: string) {
	const [row] = await queryEmbedded<{ count: string }>(
		{ dataDir: app.dataDir, port: app.pgPort },
		`SELECT count(*) FROM episodes WHERE "userId" = $1 AND step = 'generating'`,
		[userId],
	)
	return Number(row?.count ?? 0)
}

function run(options: autocannon.Options) {
	return autocannon({ duration: SECONDS, timeout: 10, ...options })
}

/** Answers with a 4xx or 5xx status (redirects are what the creation form answers). */
function failedAnswers(result: autocannon.Result) {
	return Object.entries(result.statusCodeStats ?? {})
		.filter(([code]) => Number(code) >= 400)
		.reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0)
}

function statusSummary(results: autocannon.Result[]) {
	const counts = new Map<string, number>()
	for (const result of results)
		for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
			counts.set(code, (counts.get(code) ?? 0) + (stats as { count: number }).count)
	return [...counts].map(([code, count]) => `${code} × ${count}`).join(', ')
}

type Memory = { primary: number; web: number; total: number }

/**
 * The RSS of the app's Node processes (not PostgreSQL): `npm start`'s own (the only one with WEB_CONCURRENCY=1, else
 * the primary with the job worker) and the largest of its web processes, and all together.
 */
function memory(app: RunningApp): Memory {
	const rss = (pid: number) => {
		try {
			return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024
		} catch {
			return 0 // a web process that ended between the listing and the reading
		}
	}
	const primary = rss(app.child.pid!)
	const web = webProcessesOf(app.child.pid!).map(rss)
	return { primary, web: web.length > 0 ? Math.max(...web) : primary, total: primary + web.reduce((a, b) => a + b, 0) }
}

/** Each figure's highest value over the samples. */
function peak(samples: Memory[]): Memory {
	return {
		primary: Math.max(...samples.map((m) => m.primary)),
		web: Math.max(...samples.map((m) => m.web)),
		total: Math.max(...samples.map((m) => m.total)),
	}
}

const BOUNDARY = 'ondacast-carga'

/** The input step as a browser sends it: two local voices, a short text, no documents. */
function creationForm() {
	const fields: Record<string, string> = {
		podcastName: 'Ondas de carga',
		episodeTitle: 'Episodio de la prueba de carga',
		format: 'podcast',
		language: 'castellano',
		presenterVoiceId: 'local-es-presentador',
		guestVoiceId: 'local-es-invitada',
		tone: 'innovacion',
		// a short text on purpose (many scripts a second): its author has seen 'Tu contenido da para unos N min' and
		// goes on, as the 'Continuar igualmente' button does
		lengthConfirmed: 'on',
		content:
			'La energía solar en los tejados de las ciudades españolas crece cada año. Los vecinos comparten instalaciones, las empresas instalan placas en sus naves y los ayuntamientos ayudan con las licencias. '.repeat(
				6,
			),
	}
	const parts = Object.entries(fields).map(
		([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
	)
	parts.push(
		`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`,
	)
	return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`)
}
