import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { type Document, OpenAPIBackend, type Operation } from 'openapi-backend'
import { expect } from 'vitest'
import type { OpenApiDocument } from '#app/modules/api/openapi/openapi.server.ts'
import { loader as openApiLoader } from '#app/routes/api.openapi[.]json.ts'

/** The document the server publishes, exactly as a client downloads it from GET /api/openapi.json. */
const published = (await (
	await openApiLoader({ request: new Request('http://localhost/api/openapi.json'), params: {}, context: {} } as never)
).json()) as OpenApiDocument

/**
 * A JSON Schema 2020-12 validator (OpenAPI 3.1's schemas) with the formats JSON Schema names and openapi-backend's
 * OpenAPI formats: openapi-backend itself compiles with Ajv's draft-07 class, which ignores 2020-12's keywords.
 */
function ajv2020(original?: { formats: Record<string, unknown> }, options: object = {}) {
	const ajv = addFormats(new Ajv2020({ ...options, strict: false, allErrors: true }))
	for (const [name, format] of Object.entries(original?.formats ?? {})) {
		if (!(name in ajv.formats)) ajv.addFormat(name, format as never)
	}
	return ajv
}

const api = new OpenAPIBackend({
	definition: published as unknown as Document,
	quick: true,
	customizeAjv: (original, options) => ajv2020(original, options) as never,
})
await api.init()

const validateApiError = ajv2020().compile(published.components.schemas.ApiError as object)

/** The published operation at this method and concrete path, if there is one. */
function operationAt(method: string, pathname: string) {
	return api.matchOperation({ method: method.toLowerCase(), path: pathname, headers: {} })
}

/**
 * Checks an answer of the JSON API against the PUBLISHED OpenAPI document (openapi-backend, with JSON Schema 2020-12):
 * the call exists, the status is one it declares, and the JSON body has the declared shape (a refusal: ApiError).
 * An address no call has must answer 404, a method its calls do not take 405, each with an ApiError body.
 */
export function expectContract(method: string, path: string, answer: { status: number; body: unknown }) {
	const pathname = new URL(path, 'http://localhost').pathname
	const operation = operationAt(method, pathname)
	if (!operation) {
		const atPath = api
			.getOperations()
			.filter((candidate: Operation) => operationAt(candidate.method, pathname)?.operationId === candidate.operationId)
		expect(answer.status, `${method} ${path}`).toBe(atPath.length === 0 ? 404 : 405)
		validateApiError(answer.body)
		expect(validateApiError.errors ?? [], `${method} ${path} ${answer.status}`).toEqual([])
		return
	}
	expect(Object.keys(operation.responses ?? {}), `${method} ${path} declares ${answer.status}`).toContain(String(answer.status))
	const result = api.validateResponse(answer.body, operation, answer.status)
	expect(result.errors ?? [], `${method} ${path} ${answer.status}`).toEqual([])
}
