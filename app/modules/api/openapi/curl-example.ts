import type { ApiCall } from '../contract/api-call.ts'
import type { JsonSchema } from './openapi-schemas.ts'

/**
 * The reference's `curl` line for a call, from its `example`: the bearer header when the call needs a user (the token
 * read from the shell's `$TOKEN`), a JSON body as `-d`, a multipart body as one `-F` per field (`@file` for a file
 * field, which the request schema says with a binary format or a media type), a binary body from a file.
 */
export function curlExample(call: ApiCall, origin: string, bodySchema?: JsonSchema) {
	const parts = [
		`curl${call.method === 'get' ? '' : ` -X ${call.method.toUpperCase()}`} ${quote(`${origin}${call.example?.path ?? call.path}`)}`,
	]
	if (call.auth === 'user') parts.push('-H "Authorization: Bearer $TOKEN"')
	const body = call.body
	const example = call.example?.body
	if (body?.type === 'json')
		parts.push(`-H ${quote('Content-Type: application/json')}`, `-d ${quote(JSON.stringify(example ?? {}))}`)
	if (body?.type === 'multipart') {
		const properties = (bodySchema?.properties ?? {}) as Record<string, JsonSchema>
		for (const [name, value] of Object.entries((example ?? {}) as Record<string, unknown>)) {
			for (const item of Array.isArray(value) ? value : [value]) {
				const file = isFileSchema(properties[name]) ? '@' : ''
				parts.push(`-F ${quote(`${name}=${file}${typeof item === 'string' ? item : JSON.stringify(item)}`)}`)
			}
		}
	}
	if (body?.type === 'binary') {
		parts.push(
			`-H ${quote(`Content-Type: ${body.mediaTypes[0]}`)}`,
			`--data-binary ${quote(`@${typeof example === 'string' ? example : 'archivo'}`)}`,
		)
	}
	if (Object.values(call.responses).includes('audio')) parts.push('-o audio.mp3')
	return parts.join(' \\\n  ')
}

/** A file field of a multipart schema: `z.file()` is a binary string (an array of them for several files). */
function isFileSchema(schema: JsonSchema | undefined): boolean {
	if (!schema) return false
	if (schema.type === 'array') return isFileSchema(schema.items as JsonSchema | undefined)
	return schema.format === 'binary' || typeof schema.contentMediaType === 'string'
}

/** A POSIX shell's single-quoted word: nothing inside is expanded. */
function quote(text: string) {
	return `'${text.replace(/'/g, `'\\''`)}'`
}
