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

test('SPEECH_VOICES: voice:language:gender[:name], the language a word or a tag that names the accent too', () => {
	const env = parseEnv({
		SPEECH_BASE_URL: 'http://localhost:8880/v1',
		SPEECH_VOICES: ' ef_dora:castellano:female, em_alex:es-MX:male:Álex ,ef_dora:latino:female,af_bella+af_sky:en-GB:female',
	})
	expect(env.SPEECH_MODEL).toBe('tts-1')
	expect(env.SPEECH_API_KEY).toBeUndefined()
	expect(env.SPEECH_VOICES).toEqual([
		{ voice: 'ef_dora', language: 'castellano', accent: 'España', gender: 'female', name: 'Dora' },
		{ voice: 'em_alex', language: 'latino', accent: 'México', gender: 'male', name: 'Álex' },
		{ voice: 'ef_dora', language: 'latino', accent: 'Latinoamérica', gender: 'female', name: 'Dora' },
		{ voice: 'af_bella+af_sky', language: 'english', accent: 'Reino Unido', gender: 'female', name: 'Bella Af Sky' },
	])
	// unset: no speech server, nothing else changes
	expect(parseEnv({})).toMatchObject({ SPEECH_VOICES: [], SPEECH_MODEL: 'tts-1' })
	expect(parseEnv({}).SPEECH_BASE_URL).toBeUndefined()
})

test('SPEECH_VOICES: a bad entry stops start-up with a message naming the variable and the entry', () => {
	const withVoices = (SPEECH_VOICES: string) => () => parseEnv({ SPEECH_BASE_URL: 'http://localhost:8880/v1', SPEECH_VOICES })
	expect(withVoices('ef_dora:castellano')).toThrow(/SPEECH_VOICES: «ef_dora:castellano»: no tiene la forma voz:idioma:género/)
	expect(withVoices('ef_dora:klingon:female')).toThrow(/SPEECH_VOICES: «ef_dora:klingon:female»: idioma desconocido «klingon»/)
	expect(withVoices('ef_dora:es-ES:mujer')).toThrow(/SPEECH_VOICES: .*el género debe ser female o male/)
	expect(withVoices('../x:es-ES:female')).toThrow(/SPEECH_VOICES: .*solo puede tener letras/)
	expect(withVoices('ef_dora:es-ES:female,ef_dora:castellano:female')).toThrow(/SPEECH_VOICES: .*ya está en castellano/)
	expect(withVoices('ef_dora:es-ES:female,ef_dora:latino:male')).toThrow(/SPEECH_VOICES: .*dos géneros/)
	// a server without voices, or voices without a server
	expect(() => parseEnv({ SPEECH_BASE_URL: 'http://localhost:8880/v1' })).toThrow(
		/SPEECH_VOICES: es obligatoria con SPEECH_BASE_URL/,
	)
	expect(() => parseEnv({ SPEECH_VOICES: 'ef_dora:es-ES:female' })).toThrow(/SPEECH_BASE_URL: es obligatoria con SPEECH_VOICES/)
	expect(() => parseEnv({ SPEECH_BASE_URL: 'localhost:8880' })).toThrow(/SPEECH_BASE_URL/)
})
