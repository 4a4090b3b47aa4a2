import { expect, test } from 'vitest'
import { parseEnv } from '#app/utils/env.server.ts'
import { checkNodeRole, webRole } from './node-role.ts'

const secrets = {
	SESSION_SECRET: 's'.repeat(32),
	ENCRYPTION_KEY: 'a'.repeat(64),
	HONEYPOT_SECRET: 'h'.repeat(32),
}
const s3 = {
	STORAGE_DRIVER: 's3',
	S3_ENDPOINT: 'http://minio:9000',
	S3_BUCKET: 'ondacast',
	S3_ACCESS_KEY_ID: 'k',
	S3_SECRET_ACCESS_KEY: 's',
}
const database = { DATABASE_URL: 'postgresql://db/ondacast' }

test('the single-container default and a worker beside it start as they always have', () => {
	expect(() => checkNodeRole(parseEnv({}), webRole(parseEnv({})))).not.toThrow()
	expect(webRole(parseEnv({}))).toBe('web+worker')
	expect(() => checkNodeRole(parseEnv({}), 'worker')).not.toThrow()
	expect(() => checkNodeRole(parseEnv({ ...database }), 'web+worker')).not.toThrow()
})

test('a web-only node with a shared database, shared secrets and a bucket starts', () => {
	const env = parseEnv({ WORKER_MODE: 'off', ...database, ...secrets, ...s3 })
	expect(webRole(env)).toBe('web')
	expect(() => checkNodeRole(env, 'web')).not.toThrow()
})

test('a web-only node on a private embedded database is refused in one line that says what to set', () => {
	expect(() => checkNodeRole(parseEnv({ WORKER_MODE: 'off', ...secrets, ...s3 }), 'web')).toThrow(
		/^WORKER_MODE=off necesita DATABASE_URL: .*Define DATABASE_URL/,
	)
})

test('a web-only node with generated secrets is refused, naming each one missing', () => {
	const env = parseEnv({ WORKER_MODE: 'off', ...database, ...s3, SESSION_SECRET: secrets.SESSION_SECRET })
	expect(() => checkNodeRole(env, 'web')).toThrow(/^WORKER_MODE=off necesita ENCRYPTION_KEY, HONEYPOT_SECRET \(los mismos/)
})

test('a web-only node with files on its own disk is refused: the worker could not see them', () => {
	expect(() => checkNodeRole(parseEnv({ WORKER_MODE: 'off', ...database, ...secrets }), 'web')).toThrow(
		/STORAGE_DRIVER=local.*Usa STORAGE_DRIVER=s3/,
	)
})

test('STORAGE_DRIVER=s3 without its settings stops start-up naming each variable', () => {
	expect(() => parseEnv({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
		/S3_BUCKET: es obligatorio con STORAGE_DRIVER=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
	)
})
