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

test('API_CORS_ORIGINS: origins as a browser says them, none by default; a path or a wildcard stops start-up', () => {
	expect(parseEnv({}).API_CORS_ORIGINS).toEqual([])
	expect(parseEnv({ API_CORS_ORIGINS: 'https://App.Ejemplo.com/, http://localhost:5173' }).API_CORS_ORIGINS).toEqual([
		'https://app.ejemplo.com',
		'http://localhost:5173',
	])
	expect(() => parseEnv({ API_CORS_ORIGINS: 'https://app.ejemplo.com/panel' })).toThrow(
		/API_CORS_ORIGINS: «https:\/\/app\.ejemplo\.com\/panel»/,
	)
	expect(() => parseEnv({ API_CORS_ORIGINS: '*' })).toThrow(/API_CORS_ORIGINS/)
})
