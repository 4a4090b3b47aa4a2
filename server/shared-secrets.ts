import crypto from 'node:crypto'
import pg from 'pg'
import { EnvError } from '#app/utils/env.server.ts'
import type { Secrets } from '#app/utils/secrets.server.ts'

type Options = {
	connectionString: string
	secrets: Secrets
	/** the secrets come from the environment (the operator set them), not from a generated <DATA_DIR>/secrets.json */
	explicit: boolean
	log?: (message: string) => void
}

/**
 * The database keeps a fingerprint (an HMAC, never the secrets themselves) of the secrets its nodes sign cookies,
 * seal tokens and encrypt with. A node whose generated secrets differ (a second node started without setting
 * them, or a node whose DATA_DIR was lost while the database was kept) refuses to start: its cookies would not
 * open on the other nodes and the tokens sealed before would not open on it. Secrets the operator set replace the
 * fingerprint, with a warning: changing them on purpose is a rotation.
 */
export async function checkSharedSecrets({ connectionString, secrets, explicit, log = console.warn }: Options) {
	const fingerprint = crypto
		.createHmac('sha256', 'ondacast:shared-secrets')
		.update([secrets.sessionSecret, secrets.encryptionKey, secrets.honeypotSecret].join('\n'))
		.digest('hex')
	const client = new pg.Client({ connectionString })
	await client.connect()
	try {
		// two nodes starting at once both try; the one that loses reads the winner's
		await client.query('INSERT INTO shared_secrets (id, fingerprint) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [fingerprint])
		const { rows } = await client.query<{ fingerprint: string }>('SELECT fingerprint FROM shared_secrets WHERE id = 1')
		if (rows[0]?.fingerprint === fingerprint) return
		if (!explicit) {
			throw new EnvError(
				'Esta base de datos la usa otro nodo con otros secretos, y los de este nodo son generados: define SESSION_SECRET, ENCRYPTION_KEY y HONEYPOT_SECRET con los mismos valores que los demás nodos (o recupera el secrets.json de este DATA_DIR).',
			)
		}
		await client.query('UPDATE shared_secrets SET fingerprint = $1, "updatedAt" = now() WHERE id = 1', [fingerprint])
		log(
			'[secrets] Aviso: los secretos de este nodo no son los que usaba esta base de datos; desde ahora valen estos. Si no los has cambiado a propósito en todos los nodos, revisa SESSION_SECRET, ENCRYPTION_KEY y HONEYPOT_SECRET.',
		)
	} finally {
		await client.end()
	}
}
