import type { Language } from '#app/utils/i18n.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import type { ApiReference, CallView, FieldView, TypePart } from './api-reference-types.ts'
import {
	type OpenApiDocument,
	type OpenApiOperation,
	type OpenApiParameter,
	type OpenApiResponse,
	resolveSchema,
} from './openapi.server.ts'
import { COMPONENT_REF, type JsonSchema } from './openapi-schemas.ts'

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER

/**
 * What /api/docs shows, read from the published OpenAPI document (so the page and the document cannot disagree):
 * the calls by tag in the document's order, each with its parameters, body fields, answers and curl example, and the
 * shared schemas.
 */
export function apiReference(document: OpenApiDocument, language: Language): ApiReference {
	const t = getFixedT(language, 'api')
	const rulesOf = (schema: JsonSchema) => rules(schema, t)
	const field = (name: string, schema: JsonSchema, required: boolean): FieldView => ({
		name,
		type: typeParts(schema),
		required,
		description: typeof schema.description === 'string' ? schema.description : '',
		rules: rulesOf(schema),
	})
	const fieldsOf = (schema: JsonSchema): FieldView[] | null => {
		const object = resolveSchema(document, schema)
		if (!object.properties) return null
		const required = new Set((object.required ?? []) as string[])
		return Object.entries(object.properties as Record<string, JsonSchema>).map(([name, property]) =>
			field(name, property, required.has(name)),
		)
	}
	const callView = (path: string, method: string, operation: OpenApiOperation): CallView => {
		const parameters = (operation.parameters ?? [])
			.map((parameter) => ('$ref' in parameter ? parameterComponent(document, parameter.$ref) : parameter))
			.filter((parameter): parameter is OpenApiParameter => Boolean(parameter))
			.map((parameter) => ({
				...field(parameter.name, { ...parameter.schema, description: parameter.description }, parameter.required),
				in: t(`page.in.${parameter.in}`),
			}))
		const [bodyType, bodyMedia] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
		const binary = bodyType !== undefined && bodyType !== 'application/json' && bodyType !== 'multipart/form-data'
		return {
			id: operation.operationId,
			method: method.toUpperCase(),
			path,
			summary: operation.summary,
			auth: operation.security.length ? 'user' : 'none',
			idempotent: Boolean(operation['x-idempotent']),
			parameters,
			body:
				bodyType === undefined
					? null
					: {
							mediaType: binary ? Object.keys(operation.requestBody?.content ?? {}).join(', ') : bodyType,
							fields: binary ? null : fieldsOf(bodyMedia?.schema ?? {}),
							type: binary ? [] : typeParts(bodyMedia?.schema ?? {}),
							note: operation.requestBody?.description ?? null,
						},
			responses: Object.entries(operation.responses).map(([status, answer]) => {
				const response = '$ref' in answer ? responseComponent(document, answer.$ref) : answer
				const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? []
				return {
					status,
					description: response.description,
					mediaType: mediaType ?? null,
					type: media?.schema ? typeParts(media.schema) : null,
					headers: Object.keys(response.headers ?? {}),
				}
			}),
			curl: operation['x-codeSamples'][0]?.source ?? '',
		}
	}
	const tags = document.tags.map((tag) => ({
		id: tag.name,
		name: tag['x-displayName'],
		description: tag.description,
		calls: [] as CallView[],
	}))
	for (const [path, item] of Object.entries(document.paths)) {
		for (const [method, operation] of Object.entries(item)) {
			tags.find((tag) => tag.id === operation.tags[0])?.calls.push(callView(path, method, operation))
		}
	}
	return {
		title: t('page.title'),
		description: document.info.description,
		origin: document.servers[0]?.url ?? '',
		tags: tags.filter((tag) => tag.calls.length > 0),
		schemas: Object.entries(document.components.schemas).map(([name, schema]) => ({
			name,
			type: typeParts(schema),
			fields: fieldsOf(schema),
		})),
	}
}

function parameterComponent(document: OpenApiDocument, ref: string) {
	return document.components.parameters[ref.replace('#/components/parameters/', '')]
}

function responseComponent(document: OpenApiDocument, ref: string): OpenApiResponse {
	return document.components.responses[ref.replace('#/components/responses/', '')] ?? { description: '' }
}

/** A JSON Schema as a short type: `string | null`, `Episode[]`, `{ token: string, user: User }`, `"idle" | "ready"`. */
function typeParts(schema: JsonSchema): TypePart[] {
	return merge(parts(schema))
}

function parts(schema: JsonSchema): TypePart[] {
	if (typeof schema.$ref === 'string' && schema.$ref.startsWith(COMPONENT_REF))
		return [{ ref: schema.$ref.slice(COMPONENT_REF.length) }]
	if ('const' in schema) return [JSON.stringify(schema.const)]
	if (Array.isArray(schema.enum)) return [schema.enum.map((value) => JSON.stringify(value)).join(' | ')]
	const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
	if (Array.isArray(union)) return join(union.map(parts))
	if (Array.isArray(schema.type)) return join(schema.type.map((type) => parts({ ...schema, type })))
	switch (schema.type) {
		case 'array': {
			const items = schema.items ? parts(schema.items as JsonSchema) : ['any']
			return items.length > 1 ? ['(', ...items, ')[]'] : [...items, '[]']
		}
		case 'object': {
			const properties = schema.properties as Record<string, JsonSchema> | undefined
			if (properties) {
				const required = new Set((schema.required ?? []) as string[])
				const entries = Object.entries(properties).map(([name, property]) => [
					`${name}${required.has(name) ? '' : '?'}: `,
					...parts(property),
				])
				return ['{ ', ...join(entries, ', '), ' }']
			}
			if (typeof schema.additionalProperties === 'object')
				return ['{ [key: string]: ', ...parts(schema.additionalProperties as JsonSchema), ' }']
			return ['object']
		}
		case 'string':
			if (typeof schema.contentMediaType === 'string') return [`binary (${schema.contentMediaType})`]
			return [typeof schema.format === 'string' ? `string (${schema.format})` : 'string']
		case undefined:
			return ['any']
		default:
			return [String(schema.type)]
	}
}

function join(alternatives: TypePart[][], separator = ' | ') {
	return alternatives.flatMap((alternative, index) => (index === 0 ? alternative : [separator, ...alternative]))
}

function merge(list: TypePart[]) {
	const merged: TypePart[] = []
	for (const part of list) {
		const last = merged.at(-1)
		if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part
		else merged.push(part)
	}
	return merged
}

/** The limits a field's schema states, in words ("de 1 a 100 caracteres", "por defecto 1"). */
function rules(schema: JsonSchema, t: ReturnType<typeof getFixedT>) {
	const said: string[] = []
	const { minLength, maxLength } = schema as { minLength?: number; maxLength?: number }
	if (minLength !== undefined && maxLength !== undefined) said.push(t('page.rules.length', { min: minLength, max: maxLength }))
	else if (minLength !== undefined) said.push(t('page.rules.minLength', { min: minLength }))
	else if (maxLength !== undefined) said.push(t('page.rules.maxLength', { max: maxLength }))
	const bound = (value: unknown) => (typeof value === 'number' && Math.abs(value) < SAFE_INTEGER ? value : undefined)
	const minimum = bound(schema.minimum)
	const maximum = bound(schema.maximum)
	if (minimum !== undefined && maximum !== undefined) said.push(t('page.rules.range', { min: minimum, max: maximum }))
	else if (minimum !== undefined) said.push(t('page.rules.minimum', { min: minimum }))
	else if (maximum !== undefined) said.push(t('page.rules.maximum', { max: maximum }))
	if ('default' in schema) said.push(t('page.rules.default', { value: JSON.stringify(schema.default) }))
	return said
}
