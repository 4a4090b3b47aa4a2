import { createHash } from 'node:crypto'
import { getEnv } from '#app/utils/env.server.ts'
import type { Language } from '#app/utils/i18n.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { type ApiCall, type ApiErrorStatus, apiErrorSchema } from '../contract/api-call.ts'
import { apiCalls } from '../contract/api-calls.ts'
import { curlExample } from './curl-example.ts'
import { COMPONENT_REF, type JsonSchema, SchemaComponents } from './openapi-schemas.ts'

/** The parts of OpenAPI 3.1 this document uses, as the reference page reads them. */
export type OpenApiParameter = {
	name: string
	in: 'path' | 'query' | 'header'
	required: boolean
	description?: string
	schema: JsonSchema
}
type MediaType = { schema?: JsonSchema; example?: unknown }
type Header = { description: string; schema: JsonSchema }
export type OpenApiResponse = { description: string; headers?: Record<string, Header>; content?: Record<string, MediaType> }
export type OpenApiOperation = {
	operationId: string
	tags: string[]
	summary: string
	security: Array<Record<string, string[]>>
	parameters?: Array<OpenApiParameter | { $ref: string }>
	requestBody?: { required: boolean; description?: string; content: Record<string, MediaType> }
	responses: Record<string, OpenApiResponse | { $ref: string }>
	'x-idempotent'?: boolean
	'x-codeSamples': Array<{ lang: string; label: string; source: string }>
}
export type OpenApiDocument = {
	openapi: string
	info: { title: string; version: string; description: string }
	servers: Array<{ url: string }>
	tags: Array<{ name: string; description: string; 'x-displayName': string }>
	paths: Record<string, Partial<Record<ApiCall['method'], OpenApiOperation>>>
	components: {
		schemas: Record<string, JsonSchema>
		responses: Record<string, OpenApiResponse>
		parameters: Record<string, OpenApiParameter>
		securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>
	}
}

const OPENAPI_VERSION = '3.1.0'
/** The contract's version: raised when a call changes in a way a client notices. */
const API_VERSION = '1.0.0'

/** The shared answer of each refusal (components/responses), by status. */
const ERROR_RESPONSES: Record<ApiErrorStatus, string> = {
	400: 'BadRequest',
	401: 'Unauthorized',
	402: 'PaymentRequired',
	403: 'Forbidden',
	404: 'NotFound',
	405: 'MethodNotAllowed',
	409: 'Conflict',
	413: 'ContentTooLarge',
	415: 'UnsupportedMediaType',
	422: 'UnprocessableContent',
	429: 'TooManyRequests',
	502: 'BadGateway',
	503: 'ServiceUnavailable',
}

/**
 * The refusals a call can answer: its own, and those the server answers before any call runs — too many requests
 * (server/security.ts) for every call, a body over its cap or of another type (server/body-limit.ts,
 * server/request-guards.ts) for every call that takes one.
 */
function callErrors(call: ApiCall): ApiErrorStatus[] {
	const before: ApiErrorStatus[] = call.body ? [413, 415, 429] : [429]
	return [...new Set([...call.errors, ...before])].sort((a, b) => a - b)
}

/** The component a refusal with this status refers to. */
function errorResponseRef(status: ApiErrorStatus) {
	return `#/components/responses/${ERROR_RESPONSES[status]}`
}

/**
 * The OpenAPI 3.1 document of the JSON API, made from the calls' descriptions (app/modules/api/contract): zod's JSON
 * Schemas for bodies (as a client sends them), query strings and answers (as the server sends them), ApiError for
 * every refusal a call declares, the summaries and descriptions in `language`, and `origin` as the server.
 */
export function buildOpenApiDocument({
	calls,
	language,
	origin,
	appName,
}: {
	calls: readonly ApiCall[]
	language: Language
	origin: string
	appName: string
}): OpenApiDocument {
	const t = getFixedT(language, 'api')
	const components = new SchemaComponents()
	const errorSchema = components.convert(apiErrorSchema, 'output', 'ApiError')
	const paths: OpenApiDocument['paths'] = {}
	const errorStatuses = new Set<ApiErrorStatus>()
	let idempotent = false
	// answers first: a registered schema keeps its own name for what the server sends, and a request that sends it
	// differently gets <id>Input, whatever order the calls come in
	const answers = new Map(calls.map((call) => [call, answerSchemas(call, components)]))
	for (const call of calls) {
		for (const status of callErrors(call)) errorStatuses.add(status)
		idempotent ||= Boolean(call.idempotent)
		paths[call.path] ??= {}
		paths[call.path]![call.method] = operation(call, components, answers.get(call) ?? {}, { t, language, origin })
	}
	const responses: Record<string, OpenApiResponse> = {}
	for (const status of [...errorStatuses].sort()) {
		responses[ERROR_RESPONSES[status]] = {
			description: t(`status.${status}`),
			...(status === 401
				? { headers: { 'WWW-Authenticate': { description: t('headers.wwwAuthenticate'), schema: { type: 'string' } } } }
				: {}),
			...(status === 429
				? { headers: { 'Retry-After': { description: t('headers.retryAfter'), schema: { type: 'integer', minimum: 0 } } } }
				: {}),
			content: { 'application/json': { schema: errorSchema } },
		}
	}
	const tags = [...new Set(calls.map((call) => call.tag))].map((tag) => ({
		name: tag,
		description: t(`tags.${tag}.description`),
		'x-displayName': t(`tags.${tag}.name`),
	}))
	return {
		openapi: OPENAPI_VERSION,
		info: { title: t('info.title', { appName }), version: API_VERSION, description: t('info.description', { appName }) },
		servers: [{ url: origin }],
		tags,
		paths,
		components: {
			schemas: components.schemas,
			responses,
			parameters: idempotent
				? {
						IdempotencyKey: {
							name: 'Idempotency-Key',
							in: 'header',
							required: false,
							description: t('headers.idempotencyKey'),
							schema: { type: 'string', minLength: 1, maxLength: 255 },
						},
					}
				: {},
			securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: t('security.bearer') } },
		},
	}
}

type Texts = { t: ReturnType<typeof getFixedT>; language: Language; origin: string }

/** The JSON Schemas of a call's JSON answers, by status. */
function answerSchemas(call: ApiCall, components: SchemaComponents) {
	const schemas: Record<string, JsonSchema> = {}
	for (const [status, answer] of Object.entries(call.responses)) {
		if (typeof answer === 'object') schemas[status] = components.convert(answer, 'output', `${call.id}${status}`)
	}
	return schemas
}

function operation(
	call: ApiCall,
	components: SchemaComponents,
	answers: Record<string, JsonSchema>,
	{ t, language, origin }: Texts,
): OpenApiOperation {
	const parameters: OpenApiOperation['parameters'] = [...call.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
		name: name as string,
		in: 'path' as const,
		required: true,
		description: t('params.path', { name }),
		schema: { type: 'string' },
	}))
	if (call.query) {
		const query = components.convert(call.query, 'input', `${call.id}Query`)
		const required = new Set((query.required ?? []) as string[])
		for (const [name, { description, ...schema }] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
			parameters.push({
				name,
				in: 'query',
				required: required.has(name),
				...(typeof description === 'string' ? { description } : {}),
				schema,
			})
		}
	}
	if (call.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' })
	const requestBody = call.body ? body(call, components, t) : undefined
	const responses: OpenApiOperation['responses'] = {}
	for (const [status, answer] of Object.entries(call.responses)) {
		const description = t(`status.${status}`)
		if (answer === 'empty') responses[status] = { description }
		else if (answer === 'audio')
			responses[status] = {
				description: t('body.audio'),
				content: { 'audio/mpeg': { schema: { type: 'string', contentMediaType: 'audio/mpeg' } } },
			}
		else
			responses[status] = {
				description,
				content: { 'application/json': { schema: answers[status] ?? {} } },
			}
	}
	for (const status of callErrors(call)) responses[String(status)] = { $ref: errorResponseRef(status) }
	return {
		operationId: call.id,
		tags: [call.tag],
		summary: call.summary[language],
		security: call.auth === 'user' ? [{ bearerAuth: [] }] : [],
		...(parameters.length ? { parameters } : {}),
		...(requestBody ? { requestBody } : {}),
		responses,
		...(call.idempotent ? { 'x-idempotent': true } : {}),
		'x-codeSamples': [
			{ lang: 'Shell', label: 'curl', source: curlExample(call, origin, multipartSchema(requestBody, components)) },
		],
	}
}

function body(call: ApiCall, components: SchemaComponents, t: ReturnType<typeof getFixedT>): OpenApiOperation['requestBody'] {
	const described = call.body as NonNullable<ApiCall['body']>
	const description = described.maxBytes ? t('body.maxBytes', { size: formatBytes(described.maxBytes) }) : undefined
	let content: Record<string, MediaType>
	if (described.type === 'binary') {
		content = Object.fromEntries(
			described.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
		)
	} else {
		const schema = components.convert(described.schema, 'input', `${call.id}Body`)
		const example = call.example?.body
		const mediaType = described.type === 'json' ? 'application/json' : 'multipart/form-data'
		content = { [mediaType]: { schema, ...(example === undefined ? {} : { example }) } }
	}
	return { required: true, ...(description ? { description } : {}), content }
}

/** A multipart body's schema, its fields' own (a registered schema is a reference), for the curl example's -F lines. */
function multipartSchema(requestBody: OpenApiOperation['requestBody'], components: SchemaComponents) {
	const schema = requestBody?.content['multipart/form-data']?.schema
	const ref = typeof schema?.$ref === 'string' ? schema.$ref.slice(COMPONENT_REF.length) : undefined
	return ref ? components.schemas[ref] : schema
}

function formatBytes(bytes: number) {
	const MB = 1024 * 1024
	return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`
}

/** A component schema, following `$ref`s into components/schemas. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
	let resolved = schema
	for (let depth = 0; typeof resolved.$ref === 'string' && resolved.$ref.startsWith(COMPONENT_REF) && depth < 8; depth++) {
		resolved = document.components.schemas[resolved.$ref.slice(COMPONENT_REF.length)] ?? {}
	}
	return resolved
}

type Published = { document: OpenApiDocument; json: string; etag: string }

/** Documents already made, by language and origin: a few (a deployment has one or two origins), oldest dropped first. */
const published = new Map<string, Published>()
const MAX_PUBLISHED = 16

/**
 * The document /api/openapi.json serves (and /api/docs renders) for this language and origin, made once per process:
 * the calls are fixed when the app starts. Its ETag is the hash of its bytes.
 */
export function publishedOpenApi(language: Language, origin: string): Published {
	const key = `${language} ${origin}`
	const cached = published.get(key)
	if (cached) return cached
	const document = buildOpenApiDocument({ calls: apiCalls, language, origin, appName: getEnv().APP_NAME })
	const json = JSON.stringify(document)
	const made = { document, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` }
	if (published.size >= MAX_PUBLISHED) published.delete(published.keys().next().value as string)
	published.set(key, made)
	return made
}
