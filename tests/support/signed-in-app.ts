import { hashPassword } from '#app/modules/auth/password.server.ts'
import { type AppProcess, healthStatus, startApp } from './app-process.ts'
import { queryEmbedded } from './embedded-query.ts'
import { freePort } from './test-postgres.ts'

export type RunningApp = AppProcess & { base: string; port: number; pgPort: number; dataDir: string; stop: () => Promise<void> }

/** `npm start` on its own data folder and ports, waited for until /healthz answers 200. */
export async function startRunningApp(dataDir: string, env: Record<string, string> = {}): Promise<RunningApp> {
	const port = await freePort()
	const pgPort = await freePort()
	const app = startApp({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), ...env })
	while ((await healthStatus(port)) !== 200) {
		if (app.child.exitCode !== null) throw new Error(`the app did not start:\n${app.output()}`)
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	const stop = async () => {
		if (app.child.exitCode === null) app.child.kill('SIGTERM')
		await app.exited
	}
	return { ...app, base: `http://127.0.0.1:${port}`, port, pgPort, dataDir, stop }
}

/**
 * A user written straight into the app's database and signed in through /login: its id and the Cookie header of
 * its session.
 */
export async function signedInUser(app: RunningApp, { planId = 'creadores' }: { planId?: string } = {}) {
	const email = `usuario-${crypto.randomUUID()}@ejemplo.es`
	const password = 'contraseña-de-prueba'
	const [user] = await queryEmbedded<{ id: string }>(
		{ dataDir: app.dataDir, port: app.pgPort },
		`INSERT INTO users (email, password, "planId", "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`,
		[email, await hashPassword(password), planId],
	)
	return { id: user!.id, email, password, cookie: await signIn(app, email, password) }
}

/** Signs in through /login: the Cookie header of the new session. */
export async function signIn(app: RunningApp, email: string, password: string) {
	const login = await fetch(`${app.base}/login`, {
		method: 'POST',
		body: new URLSearchParams({ email, password }),
		redirect: 'manual',
	})
	const cookie = login.headers
		.getSetCookie()
		.map((header) => header.split(';')[0])
		.join('; ')
	if (!cookie.includes('ondacast_session=')) throw new Error(`sign-in failed: HTTP ${login.status}`)
	return cookie
}
