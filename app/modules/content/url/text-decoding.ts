/** Content-Type parsing and text decoding for fetched pages (BOM, header charset, <meta charset>, UTF-8 or windows-1252). */

/** The media type (lower case, no parameters) and the charset parameter of a Content-Type header. */
export function parseContentType(header: string | undefined): { mediaType: string; charset: string | undefined } {
	if (!header) return { mediaType: '', charset: undefined }
	const [type = '', ...parameters] = header.split(';')
	const charset = parameters.map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";\s]+)"?$/i)?.[1]).find(Boolean)
	return { mediaType: type.trim().toLowerCase(), charset: charset?.toLowerCase() }
}

/**
 * Decodes a body: a byte-order mark wins, then the Content-Type charset, then (HTML) a <meta charset> in the first
 * 1024 bytes; without any, UTF-8 when the bytes are valid UTF-8 and windows-1252 (what browsers use for Latin-1)
 * otherwise. Unknown labels fall back the same way.
 */
export function decodeText(bytes: Uint8Array, charset: string | undefined, html: boolean): { text: string; encoding: string } {
	const label = bomEncoding(bytes) ?? charset ?? (html ? metaCharset(bytes) : undefined)
	const declared = label ? decoderFor(label) : undefined
	if (declared) return { text: declared.decode(bytes), encoding: declared.encoding }
	try {
		return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
	} catch {
		return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' }
	}
}

function decoderFor(label: string) {
	try {
		return new TextDecoder(label.trim().toLowerCase())
	} catch {
		return undefined
	}
}

function bomEncoding(bytes: Uint8Array) {
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
	if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
	if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
	return undefined
}

function metaCharset(bytes: Uint8Array) {
	const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
	return head.match(/<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i)?.[1]
}
