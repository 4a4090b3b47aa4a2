import { type Env, EnvError } from '#app/utils/env.server.ts'

/**
 * What a process is in a deployment: `web+worker` is `npm start` with WORKER_MODE=inline (the single-container
 * default, or several such nodes on one DATABASE_URL); `web` is a web-only node (WORKER_MODE=off); `worker` is
 * `npm run worker`.
 */
export type NodeRole = 'web+worker' | 'web' | 'worker'

export function webRole(env: Env): NodeRole {
	return env.WORKER_MODE === 'off' ? 'web' : 'web+worker'
}

/**
 * Refuses, in one line, a node that would silently diverge from the others (docs/decisions/0046-object-storage.md):
 * a web-only node on a private embedded database that no worker shares; a web-only node with generated secrets
 * (it is one of several by definition, and each node would sign cookies and seal tokens with its own); a web-only
 * node keeping files on its own disk, where the worker that makes the audio cannot see them. Runs before the
 * database is resolved: `env.DATABASE_URL` is still the operator's. Any other node with generated secrets is
 * checked against the database's fingerprint once it is reached (shared-secrets.ts).
 */
export function checkNodeRole(env: Env, role: NodeRole) {
	if (role === 'web' && !env.DATABASE_URL) {
		throw new EnvError(
			'WORKER_MODE=off necesita DATABASE_URL: un nodo solo web con su PostgreSQL embebido no comparte la base de datos con ningún worker. Define DATABASE_URL (la misma en todos los nodos) o quita WORKER_MODE=off.',
		)
	}
	const generated = (['SESSION_SECRET', 'ENCRYPTION_KEY', 'HONEYPOT_SECRET'] as const).filter((name) => !env[name])
	if (role === 'web' && generated.length > 0) {
		throw new EnvError(
			`WORKER_MODE=off necesita ${generated.join(', ')} (los mismos valores en todos los nodos): con secretos generados cada nodo firmaría las cookies y cifraría los tokens a su manera.`,
		)
	}
	if (role === 'web' && env.STORAGE_DRIVER === 'local') {
		throw new EnvError(
			'WORKER_MODE=off con STORAGE_DRIVER=local: este nodo guardaría los ficheros en su disco, donde el worker que hace el audio no los ve. Usa STORAGE_DRIVER=s3 (un bucket compartido; README, «Scaling out»).',
		)
	}
}
