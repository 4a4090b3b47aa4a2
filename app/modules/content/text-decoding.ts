/**
 * Bytes to text, for fetched pages and uploaded TXT files alike: a byte-order mark wins, then a declared charset
 * (the Content-Type header, or an HTML page's <meta charset>); without either, UTF-8 when the bytes are valid UTF-8
 * and windows-1252 otherwise (what browsers use for Latin-1, and what Spanish Windows files hold: “ ” – €).
 */

/** Share of control characters above which the bytes are not text (a renamed binary). */
const MAX_CONTROL_SHARE = 0.02

/** The media type (lower case, no parameters) and the charset parameter of a Content-Type header. */
export function parseContentType(header: string | undefined): { mediaType: string; charset: string | undefined } {
	if (!header) return { mediaType: '', charset: undefined }
	const [type = '', ...parameters] = header.split(';')
	const charset = parameters.map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";\s]+)"?$/i)?.[1]).find(Boolean)
	return { mediaType: type.trim().toLowerCase(), charset: charset?.toLowerCase() }
}

/**
 * Decodes a fetched body: a byte-order mark wins, then the Content-Type charset, then (HTML) a <meta charset> in the
 * first 1024 bytes, then UTF-8 if valid, else windows-1252. Unknown labels fall back the same way.
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

/**
 * The text of an uploaded TXT file, or null when the bytes are not text: NUL bytes (UTF-16 is accepted only with a
 * byte-order mark, Notepad's "Unicode"), bytes invalid in the encoding their mark names, or mostly control characters.
 */
export function decodeTextFile(bytes: Uint8Array): string | null {
	const bom = bomEncoding(bytes)
	if (!bom && bytes.includes(0)) return null
	const text = bom ? strictDecode(bom, bytes) : decodeText(bytes, undefined, false).text
	return text !== null && isMostlyPrintable(text) ? text : null
}

function decoderFor(label: string) {
	try {
		return new TextDecoder(label.trim().toLowerCase())
	} catch {
		return undefined
	}
}

/** Decoded text without its byte-order mark, or null when the bytes are not valid in that encoding. */
function strictDecode(encoding: string, bytes: Uint8Array) {
	try {
		return new TextDecoder(encoding, { fatal: true }).decode(bytes)
	} catch {
		return null
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

/** True unless more than 2% of the characters are controls other than tab, line breaks and form feed (or U+FFFD). */
function isMostlyPrintable(text: string) {
	let controls = 0
	for (let index = 0; index < text.length; index++) {
		if (isControl(text.charCodeAt(index))) controls++
	}
	return controls <= text.length * MAX_CONTROL_SHARE
}

function isControl(code: number) {
	if (code === 0x09 || code === 0x0a || code === 0x0b || code === 0x0c || code === 0x0d) return false
	return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffd
}
