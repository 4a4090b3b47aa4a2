import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { dataDir, type Env, getEnv } from './env.server.ts'
import { singleton } from './singleton.server.ts'

const secretsFileSchema = z.object({
	sessionSecret: z.string().min(32),
	encryptionKey: z.string().regex(/^[0-9a-f]{64}$/),
	honeypotSecret: z.string().min(32),
	embeddedPostgresPassword: z.string().min(16),
})

export type Secrets = z.infer<typeof secretsFileSchema>

/**
 * Secrets from the environment when set; otherwise generated once and kept in <DATA_DIR>/secrets.json (mode 600)
 * so a fresh `npm start` works. Several nodes sharing a database must set them explicitly (README).
 */
export function getSecrets(env: Env = getEnv(), log: (message: string) => void = console.info): Secrets {
	return singleton('secrets', () => resolveSecrets(env, log))
}

/** Whether the operator set every secret (several nodes must), rather than this node generating some. */
export function explicitSecrets(env: Env = getEnv()) {
	return Boolean(env.SESSION_SECRET && env.ENCRYPTION_KEY && env.HONEYPOT_SECRET)
}

function resolveSecrets(env: Env, log: (message: string) => void): Secrets {
	if (explicitSecrets(env) && env.DATABASE_URL) {
		// a node of several: nothing to generate, and no embedded PostgreSQL whose password would need keeping
		return {
			sessionSecret: env.SESSION_SECRET!,
			encryptionKey: env.ENCRYPTION_KEY!.toLowerCase(),
			honeypotSecret: env.HONEYPOT_SECRET!,
			embeddedPostgresPassword: '',
		}
	}
	const stored = readOrCreateSecretsFile(path.join(dataDir(env), 'secrets.json'), log)
	const fromEnv = [env.SESSION_SECRET, env.ENCRYPTION_KEY, env.HONEYPOT_SECRET]
	if (fromEnv.some((value) => !value)) {
		log(`[secrets] Usando secretos generados en ${path.join(dataDir(env), 'secrets.json')} para los que no están definidos.`)
	}
	return {
		sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret,
		encryptionKey: env.ENCRYPTION_KEY?.toLowerCase() ?? stored.encryptionKey,
		honeypotSecret: env.HONEYPOT_SECRET ?? stored.honeypotSecret,
		embeddedPostgresPassword: stored.embeddedPostgresPassword,
	}
}

function readOrCreateSecretsFile(file: string, log: (message: string) => void): Secrets {
	if (fs.existsSync(file)) {
		const parsed = secretsFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
		if (!parsed.success) throw new Error(`El fichero de secretos ${file} está dañado: bórralo o corrígelo.`)
		return parsed.data
	}
	const secrets: Secrets = {
		sessionSecret: crypto.randomBytes(32).toString('hex'),
		encryptionKey: crypto.randomBytes(32).toString('hex'),
		honeypotSecret: crypto.randomBytes(32).toString('hex'),
		embeddedPostgresPassword: crypto.randomBytes(18).toString('base64url'),
	}
	// 0711: postgres (its own user when we run as root) must reach <DATA_DIR>/postgres; nobody may list the folder
	fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o711 })
	fs.writeFileSync(file, `${JSON.stringify(secrets, null, '\t')}\n`, { mode: 0o600, flag: 'wx' })
	log(`[secrets] Secretos generados y guardados en ${file} (permisos 600).`)
	return secrets
}
