import type { z } from 'zod'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { apiError } from './api-responses.server.ts'

/**
 * The call's body, checked by the same zod schema as the page's form: JSON (`application/json`), or a form for a
 * browser or a simple client. A body that is not JSON, or fields that do not pass, is a 400 `{ error, code:
 * 'API_BAD_REQUEST', fields }` with each field's message in the client's language (`namespace` holds the schema's
 * message keys).
 */
export async function readApiBody<S extends z.ZodType>(request: Request, schema: S, namespace: string): Promise<z.output<S>> {
	const json = (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json')
	const input: unknown = json
		? await request.json().catch(() => undefined)
		: Object.fromEntries(await request.formData().catch(() => new FormData()))
	if (typeof input !== 'object' || input === null || Array.isArray(input)) {
		throw await apiError(request, 400, 'API_BAD_REQUEST')
	}
	const parsed = schema.safeParse(input)
	if (parsed.success) return parsed.data
	const t = getFixedT(await getLanguage(request), namespace)
	const fields: Record<string, string[]> = {}
	for (const issue of parsed.error.issues) {
		const name = issue.path.join('.') || 'body'
		fields[name] = [...(fields[name] ?? []), t(issue.message)]
	}
	throw await apiError(request, 400, 'API_BAD_REQUEST', { fields })
}
