import { expect, test } from 'vitest'
import { parseEnv } from './env.server.ts'

test('defaults make a fresh machine start on port 3000 with the embedded database and an inline worker', () => {
	const env = parseEnv({})
	expect(env).toMatchObject({ PORT: 3000, WORKER_MODE: 'inline', APP_NAME: 'Ondacast', EMBEDDED_PG_PORT: 5433 })
	expect(env.DATABASE_URL).toBeUndefined()
})

test('a bad value stops start-up with a message naming each variable', () => {
	expect(() => parseEnv({ PORT: 'abc', WORKER_MODE: 'sometimes', DATABASE_URL: 'mysql://x' })).toThrow(
		/PORT[\s\S]*WORKER_MODE|WORKER_MODE[\s\S]*PORT/,
	)
	expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: debe empezar por postgres/)
	expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
})

test('empty strings count as unset', () => {
	expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
})
