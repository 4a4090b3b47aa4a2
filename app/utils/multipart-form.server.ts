import { type UploadHandler, unstable_parseMultipartFormData } from '@remix-run/node'

/** A 400 for a form no page of ours sends: the visitor sees the error page, not a server error. */
function badFormResponse() {
	return new Response('Formulario no válido: está mal formado o contiene caracteres no válidos.', {
		status: 400,
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	})
}

/** Whether the body says it is a multipart form; media types are case-insensitive ('Multipart/Form-Data' is one). */
export function isMultipartForm(request: Request) {
	return request.headers.get('Content-Type')?.trim().toLowerCase().startsWith('multipart/form-data') ?? false
}

/**
 * A form that is not multipart (URL-encoded, as every plain form posts): a body that cannot be read as a form
 * (another content type, a broken one) is a 400 instead of a server error.
 */
export async function parsePlainForm(request: Request) {
	try {
		return await request.formData()
	} catch (error) {
		if (error instanceof TypeError && !request.signal.aborted) throw badFormResponse()
		throw error
	}
}

/**
 * The one way to read a multipart form: Remix's parser with `handler` for each part, where a malformed body (no
 * boundary, a broken part) and a text field with a NUL byte (which PostgreSQL cannot store) are a 400 instead of a
 * server error. The body's size is capped before this, by route (server/body-limit.ts).
 */
export async function parseMultipartForm(request: Request, handler: UploadHandler) {
	const guarded: UploadHandler = async (part) => {
		const value = await handler(part)
		if (part.filename === undefined && typeof value === 'string' && value.includes('\0')) throw badFormResponse()
		return value
	}
	try {
		return await unstable_parseMultipartFormData(request, guarded)
	} catch (error) {
		// the parser's own refusals: no or another content type ('Could not parse content as FormData.'), and
		// 'malformed multipart-form data: …', 'malformed content-disposition header: …'; anything else (a size limit
		// the handler enforces, a full disk) is the caller's to judge
		const malformed = error instanceof TypeError || (error instanceof Error && /^malformed /.test(error.message))
		if (malformed && !request.signal.aborted) throw badFormResponse()
		throw error
	}
}
