import { Validator } from '@seriousme/openapi-schema-validator'
import { expect, test } from 'vitest'
import { z } from 'zod'
import type { ApiCall } from '#app/modules/api/contract/api-call.ts'
import { apiCalls } from '#app/modules/api/contract/api-calls.ts'
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from '#app/modules/api/openapi/openapi.server.ts'
import { loader as docsLoader } from '#app/routes/api.docs.tsx'
import { action as openApiAction, loader as openApiLoader } from '#app/routes/api.openapi[.]json.ts'
import { expectContract } from '#tests/support/api-contract.ts'

// The published contract: GET /api/openapi.json (OpenAPI 3.1, made from app/modules/api/contract) and /api/docs.

function get(path: string, headers: Record<string, string> = {}) {
	return new Request(`https://api.ejemplo.es${path}`, { headers })
}

async function published(headers: Record<string, string> = {}) {
	const answer = await openApiLoader({ request: get('/api/openapi.json', headers), params: {}, context: {} } as never)
	return { answer, document: answer.status === 200 ? ((await answer.json()) as OpenApiDocument) : null }
}

async function expectValidOpenApi31(document: unknown) {
	const validator = new Validator()
	const result = await validator.validate(document as Record<string, unknown>)
	expect(result.errors ?? []).toEqual([])
	expect(result.valid).toBe(true)
	expect(validator.version).toBe('3.1')
}

test('GET /api/openapi.json: a valid OpenAPI 3.1 document of every call, in the client’s language, at the address asked', async () => {
	const { answer, document } = await published({ 'Accept-Language': 'en-GB,en;q=0.9' })
	expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
	await expectValidOpenApi31(document)
	expect(document!.servers).toEqual([{ url: 'https://api.ejemplo.es' }])
	expect(document!.paths['/api/auth/login']!.post!.summary).toBe('Sign in and receive a token')
	const operations = Object.values(document!.paths).flatMap((item) => Object.values(item))
	expect(operations.map((operation) => operation.operationId).sort()).toEqual(apiCalls.map((call) => call.id).sort())

	const spanish = (await published()).document!
	await expectValidOpenApi31(spanish)
	expect(spanish.paths['/api/auth/login']!.post!.summary).toBe('Iniciar sesión y recibir un token')
	// a registered schema is one component, referenced where it is used
	expect(spanish.components.schemas.Episode).toMatchObject({ type: 'object', required: expect.arrayContaining(['id', 'title']) })
	expect(spanish.paths['/api/episodes/{episodeId}']!.get!.responses['200']).toEqual({
		description: 'Correcto',
		content: { 'application/json': { schema: { $ref: '#/components/schemas/Episode' } } },
	})
	expect(spanish.paths['/api/auth/me']!.get!.security).toEqual([{ bearerAuth: [] }])
	expect(spanish.paths['/api/auth/login']!.post!.security).toEqual([])
	expect(spanish.components.responses.Unauthorized!.headers).toHaveProperty('WWW-Authenticate')
	expect(spanish.components.responses.TooManyRequests!.headers).toHaveProperty('Retry-After')
	expect(spanish.tags.map((tag) => tag.name)).toEqual([
		'auth',
		'episodes',
		'generation',
		'files',
		'voices',
		'youtube',
		'settings',
		'webhooks',
		'billing',
		'app',
	])
})

test('the document is made once: an ETag, and a 304 for a client that already has it; other methods are a JSON 405', async () => {
	const first = await published()
	const etag = first.answer.headers.get('ETag')
	expect(etag).toMatch(/^"[\w-]+"$/)
	expect(first.answer.headers.get('Vary')).toContain('Accept-Language')
	const again = await published({ 'If-None-Match': `W/${etag}` })
	expect(again.answer.status).toBe(304)
	expect(await again.answer.text()).toBe('')
	const english = await published({ 'Accept-Language': 'en', 'If-None-Match': etag! })
	expect(english.answer.status).toBe(200)
	expect(english.answer.headers.get('ETag')).not.toBe(etag)

	const post = await Promise.resolve(
		openApiAction({
			request: new Request('https://api.ejemplo.es/api/openapi.json', { method: 'POST' }),
			params: {},
			context: {},
		} as never),
	).catch((thrown: unknown) => thrown)
	expect(post).toBeInstanceOf(Response)
	expect((post as Response).status).toBe(405)
	expect(await (post as Response).json()).toMatchObject({ code: 'REQUEST_METHOD' })
})

test('any described call becomes an operation: path and query parameters, JSON, multipart and binary bodies, audio', async () => {
	const sample = z.object({ name: z.string().min(1).max(80), sample: z.file().mime(['audio/mpeg']) })
	const status = z.object({ step: z.string(), progress: z.number().int(), startedAt: z.date() }).meta({ id: 'TestStatus' })
	const preferences = z.object({ language: z.string().default('es') }).meta({ id: 'TestPreferences' })
	const calls: ApiCall[] = [
		{
			id: 'savePreferences',
			method: 'put',
			path: '/api/preferences',
			tag: 'settings',
			summary: { es: 'Guardar', en: 'Save' },
			auth: 'user',
			body: { type: 'json', schema: preferences },
			responses: { 200: preferences },
			errors: [400, 401],
		},
		{
			id: 'uploadSample',
			method: 'post',
			path: '/api/voices/{voiceId}/samples',
			tag: 'voices',
			summary: { es: 'Subir una muestra', en: 'Upload a sample' },
			auth: 'user',
			body: { type: 'multipart', schema: sample, maxBytes: 20 * 1024 * 1024 },
			responses: { 201: status, 202: status },
			errors: [400, 401, 404, 413, 415, 429],
			idempotent: true,
			example: { path: '/api/voices/v1/samples', body: { name: 'Mi voz', sample: 'muestra.mp3' } },
		},
		{
			id: 'putObject',
			method: 'put',
			path: '/api/objects/{objectId}',
			tag: 'files',
			summary: { es: 'Subir un objeto', en: 'Upload an object' },
			auth: 'user',
			body: { type: 'binary', mediaTypes: ['application/pdf', 'audio/mpeg'] },
			responses: { 204: 'empty' },
			errors: [401, 413],
			example: { path: '/api/objects/o1', body: 'documento.pdf' },
		},
		{
			id: 'episodeAudio',
			method: 'get',
			path: '/api/episodes/{episodeId}/audio',
			tag: 'episodes',
			summary: { es: 'El audio', en: 'The audio' },
			auth: 'none',
			query: z.object({ wait: z.coerce.number().int().min(0).max(60).default(0).describe('seconds to wait for it') }),
			responses: { 200: 'audio', 202: status },
			errors: [404, 503],
		},
	]
	const document = buildOpenApiDocument({ calls, language: 'es', origin: 'http://localhost:3000', appName: 'Ondacast' })
	await expectValidOpenApi31(document)

	// a registered schema a request sends differently (a default: optional) from how the answer has it (always there)
	const save = document.paths['/api/preferences']!.put as OpenApiOperation
	expect(save.requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/TestPreferencesInput' })
	expect(save.responses['200']).toMatchObject({
		content: { 'application/json': { schema: { $ref: '#/components/schemas/TestPreferences' } } },
	})
	expect(document.components.schemas.TestPreferences!.required).toEqual(['language'])
	expect(document.components.schemas.TestPreferencesInput!.required).toBeUndefined()

	const upload = document.paths['/api/voices/{voiceId}/samples']!.post as OpenApiOperation
	expect(upload.parameters).toEqual([
		{ name: 'voiceId', in: 'path', required: true, description: 'El identificador (voiceId)', schema: { type: 'string' } },
		{ $ref: '#/components/parameters/IdempotencyKey' },
	])
	expect(upload.requestBody!.description).toBe('Como mucho 20 MB.')
	expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
		properties: { sample: { type: 'string', format: 'binary', contentMediaType: 'audio/mpeg' } },
		required: ['name', 'sample'],
	})
	expect(upload.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' })
	// a date is answered as its ISO string
	expect(document.components.schemas.TestStatus!.properties).toMatchObject({ startedAt: { type: 'string', format: 'date-time' } })
	expect(upload['x-codeSamples'][0]!.source).toBe(
		[
			"curl -X POST 'http://localhost:3000/api/voices/v1/samples'",
			'-H "Authorization: Bearer $TOKEN"',
			"-F 'name=Mi voz'",
			"-F 'sample=@muestra.mp3'",
		].join(' \\\n  '),
	)

	const put = document.paths['/api/objects/{objectId}']!.put as OpenApiOperation
	expect(Object.keys(put.requestBody!.content)).toEqual(['application/pdf', 'audio/mpeg'])
	expect(put.responses['204']).toEqual({ description: 'Hecho, sin contenido' })
	expect(put['x-codeSamples'][0]!.source).toContain("--data-binary '@documento.pdf'")

	const audio = document.paths['/api/episodes/{episodeId}/audio']!.get as OpenApiOperation
	expect(audio.parameters).toContainEqual({
		name: 'wait',
		in: 'query',
		required: false,
		description: 'seconds to wait for it',
		schema: { type: 'integer', minimum: 0, maximum: 60, default: 0 },
	})
	expect(audio.responses['200']).toMatchObject({
		content: { 'audio/mpeg': { schema: { type: 'string', contentMediaType: 'audio/mpeg' } } },
	})
	expect(audio.security).toEqual([])
})

test('/api/docs: the reference by tag, each call with its fields, answers and curl example, in Spanish and in English', async () => {
	const load = async (language: string) =>
		(await docsLoader({ request: get('/api/docs', { 'Accept-Language': language }), params: {}, context: {} } as never)).reference
	const spanish = await load('es')
	expect(spanish.title).toBe('Referencia de la API')
	expect(spanish.tags.map((tag) => tag.name).slice(0, 3)).toEqual(['Cuenta y acceso', 'Episodios', 'Generación'])
	const login = spanish.tags[0]!.calls.find((call) => call.id === 'login')!
	expect(login).toMatchObject({
		method: 'POST',
		path: '/api/auth/login',
		auth: 'none',
		summary: 'Iniciar sesión y recibir un token',
	})
	expect(login.body!.fields).toContainEqual({
		name: 'password',
		type: ['string'],
		required: true,
		description: '',
		rules: ['de 6 a 200 caracteres'],
	})
	expect(login.responses.map((response) => response.status)).toEqual(['200', '400', '401', '409', '413', '415', '429'])
	expect(login.responses[0]!.type).toEqual(['{ token: string, user: ', { ref: 'User' }, ' }'])
	expect(login.curl).toBe(
		[
			"curl -X POST 'https://api.ejemplo.es/api/auth/login'",
			"-H 'Content-Type: application/json'",
			`-d '{"email":"ana@ejemplo.es","password":"una-contraseña-larga"}'`,
		].join(' \\\n  '),
	)
	const list = spanish.tags[1]!.calls.find((call) => call.id === 'listEpisodes')!
	expect(list.curl).toBe(`curl 'https://api.ejemplo.es/api/episodes?q=entrevista&page=1' \\\n  -H "Authorization: Bearer $TOKEN"`)
	expect(list.parameters.map((parameter) => [parameter.name, parameter.in])).toEqual([
		['q', 'consulta'],
		['page', 'consulta'],
	])
	expect(spanish.schemas.map((schema) => schema.name)).toEqual(expect.arrayContaining(['ApiError', 'User', 'Episode']))

	const english = await load('en')
	expect(english.title).toBe('API reference')
	expect(english.tags.map((tag) => tag.name).slice(0, 3)).toEqual(['Account and access', 'Episodes', 'Generation'])
	expect(english.tags[1]!.calls[0]!.summary).toBe('The library’s episodes')
})

test('expectContract validates against the published document: a wrong body or an undeclared status fails', () => {
	const user = { id: 'u1', email: 'a@b.es', firstName: null, lastName: null, avatarUrl: null, planId: 'trial', isDemoUser: false }
	expectContract('POST', '/api/auth/login', { status: 200, body: { token: 'onda_x', user } })
	expectContract('POST', '/api/auth/login', { status: 401, body: { error: 'No', code: 'API_LOGIN_FAILED' } })
	expectContract('GET', '/api/no-existe', { status: 404, body: { error: 'No', code: 'NOT_FOUND' } })
	expectContract('PUT', '/api/auth/me', { status: 405, body: { error: 'No', code: 'REQUEST_METHOD' } })
	expect(() => expectContract('POST', '/api/auth/login', { status: 200, body: { token: 'onda_x' } })).toThrow()
	expect(() =>
		expectContract('POST', '/api/auth/login', { status: 200, body: { token: 'onda_x', user: { ...user, extra: 1 } } }),
	).toThrow()
	expect(() => expectContract('POST', '/api/auth/login', { status: 404, body: { error: 'No', code: 'X' } })).toThrow()
	expect(() => expectContract('GET', '/api/auth/me', { status: 401, body: { error: 'No' } })).toThrow()
	expect(() => expectContract('GET', '/api/no-existe', { status: 200, body: {} })).toThrow()
})
