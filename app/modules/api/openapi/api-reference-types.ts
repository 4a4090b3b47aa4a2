/** What /api/docs shows (app/modules/api/openapi/api-reference.server.ts makes it from the OpenAPI document). */

/** A type as the page writes it: text, and the names of schemas it links to. */
export type TypePart = string | { ref: string }
export type FieldView = { name: string; type: TypePart[]; required: boolean; description: string; rules: string[] }
export type CallView = {
	id: string
	method: string
	path: string
	summary: string
	auth: 'user' | 'none'
	idempotent: boolean
	parameters: Array<FieldView & { in: string }>
	body: { mediaType: string; fields: FieldView[] | null; type: TypePart[]; note: string | null } | null
	responses: Array<{ status: string; description: string; mediaType: string | null; type: TypePart[] | null; headers: string[] }>
	curl: string
}
export type ApiReference = {
	title: string
	description: string
	origin: string
	tags: Array<{ id: string; name: string; description: string; calls: CallView[] }>
	schemas: Array<{ name: string; type: TypePart[]; fields: FieldView[] | null }>
}
