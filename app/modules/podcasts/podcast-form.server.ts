import type { UploadHandler } from '@remix-run/node'
import { isMultipartForm, parseMultipartForm, parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { artworkRules } from './podcast-artwork-rules.ts'
import type { UploadedArtwork } from './podcasts.server.ts'

/** Text fields are short but for the description (4000 characters, up to 4 bytes each in UTF-8). */
const MAX_FIELD_BYTES = 32 * 1024

/**
 * A show's form as posted: its text fields, and the artwork file (`artwork`) when one was chosen. The file is kept in
 * memory up to the artwork's limit; a bigger one is read to the end (the route's body cap, server/body-limit.ts,
 * stops anything far bigger) and dropped, so the form comes back with 'too big' and everything typed in it.
 */
export async function readPodcastForm(request: Request): Promise<{ formData: FormData; artwork: UploadedArtwork }> {
	if (!isMultipartForm(request)) return { formData: await parsePlainForm(request), artwork: null }
	let artwork: UploadedArtwork = null
	const handler: UploadHandler = async ({ name, filename, data }) => {
		const limit = filename !== undefined ? artworkRules.maxBytes : MAX_FIELD_BYTES
		const chunks: Buffer[] = []
		let size = 0
		for await (const chunk of data) {
			size += chunk.length
			if (size <= limit) chunks.push(Buffer.from(chunk))
		}
		if (filename === undefined) return size > limit ? null : Buffer.concat(chunks).toString('utf8')
		// a file input left empty still sends a part, with no name and no bytes
		if (name === 'artwork' && filename && size > 0) artwork = size > limit ? { tooBig: true } : { bytes: Buffer.concat(chunks) }
		return null
	}
	return { formData: await parseMultipartForm(request, handler), artwork }
}
