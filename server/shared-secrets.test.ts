import { expect, test } from 'vitest'
import type { Secrets } from '#app/utils/secrets.server.ts'
import { checkSharedSecrets } from './shared-secrets.ts'

const connectionString = process.env.DATABASE_URL!
const first: Secrets = {
	sessionSecret: 'a'.repeat(64),
	encryptionKey: 'b'.repeat(64),
	honeypotSecret: 'c'.repeat(64),
	embeddedPostgresPassword: 'p'.repeat(24),
}
const other: Secrets = { ...first, sessionSecret: 'd'.repeat(64) }

test('nodes with the same secrets share a database; one with other generated secrets is refused; set ones replace them', async () => {
	const warnings: string[] = []
	const log = (message: string) => warnings.push(message)
	await checkSharedSecrets({ connectionString, secrets: first, explicit: false, log })
	await checkSharedSecrets({ connectionString, secrets: first, explicit: false, log })
	await checkSharedSecrets({ connectionString, secrets: first, explicit: true, log })
	expect(warnings).toEqual([])

	await expect(checkSharedSecrets({ connectionString, secrets: other, explicit: false, log })).rejects.toThrow(
		/^Esta base de datos la usa otro nodo con otros secretos.*define SESSION_SECRET, ENCRYPTION_KEY y HONEYPOT_SECRET/,
	)

	await checkSharedSecrets({ connectionString, secrets: other, explicit: true, log })
	expect(warnings).toEqual([expect.stringMatching(/^\[secrets\] Aviso: los secretos de este nodo no son los que usaba/)])
	// the old ones are now the odd ones out
	await expect(checkSharedSecrets({ connectionString, secrets: first, explicit: false, log })).rejects.toThrow(/otros secretos/)
})

test('two nodes starting at the same moment agree on one fingerprint', async () => {
	const twin: Secrets = { ...first, honeypotSecret: 'e'.repeat(64) }
	const results = await Promise.allSettled([
		checkSharedSecrets({ connectionString, secrets: twin, explicit: true, log: () => {} }),
		checkSharedSecrets({ connectionString, secrets: twin, explicit: true, log: () => {} }),
	])
	expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
})
