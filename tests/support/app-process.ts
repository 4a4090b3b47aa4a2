import { type ChildProcess, spawn } from 'node:child_process'

export type AppProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Runs `node scripts/start.ts` (what `npm start` runs) with the given environment; DATABASE_URL is removed. */
export function startApp(env: Record<string, string>): AppProcess {
	const { DATABASE_URL: _ignored, ...inherited } = process.env
	return startNodeScript('scripts/start.ts', {
		...inherited,
		NODE_ENV: 'production',
		WORKER_MODE: 'inline',
		WEB_CONCURRENCY: '1',
		...env,
	})
}

/** Runs one of our Node entry points with exactly this environment, keeping what it prints. */
export function startNodeScript(script: string, env: NodeJS.ProcessEnv, cwd?: string): AppProcess {
	const child = spawn(process.execPath, [script], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
	let output = ''
	child.stdout?.on('data', (chunk) => {
		output += chunk
	})
	child.stderr?.on('data', (chunk) => {
		output += chunk
	})
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	return { child, output: () => output, exited }
}

export async function healthStatus(port: number) {
	try {
		return (await fetch(`http://127.0.0.1:${port}/healthz`)).status
	} catch {
		return 0
	}
}
