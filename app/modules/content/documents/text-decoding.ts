/**
 * Plain-text decoding for TXT uploads: UTF-8 when the bytes are valid UTF-8, otherwise Latin-1 (read as
 * windows-1252, its superset, which is what the WHATWG 'latin1' label means: Spanish Windows files use it for
 * “ ” – €). UTF-16 is accepted only with a byte-order mark (Notepad's "Unicode"). Binary data returns null.
 */

/** Share of control characters above which the bytes are not text (a renamed binary). */
const MAX_CONTROL_SHARE = 0.02

/** The text in `bytes`, or null when they are not text: NUL bytes, invalid UTF-16, or mostly control characters. */
export function decodeText(bytes: Uint8Array): string | null {
	const text = decodeWithBom(bytes) ?? decodeWithoutBom(bytes)
	return text !== null && isMostlyPrintable(text) ? text : null
}

function decodeWithBom(bytes: Uint8Array) {
	if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return tryDecode('utf-8', bytes.subarray(3)) ?? null
	if (startsWith(bytes, [0xff, 0xfe])) return tryDecode('utf-16le', bytes.subarray(2)) ?? null
	if (startsWith(bytes, [0xfe, 0xff])) return tryDecode('utf-16be', bytes.subarray(2)) ?? null
	return null
}

function decodeWithoutBom(bytes: Uint8Array) {
	if (bytes.includes(0)) return null
	return tryDecode('utf-8', bytes) ?? new TextDecoder('windows-1252').decode(bytes)
}

/** Decoded text, or undefined when the bytes are not valid in that encoding. */
function tryDecode(encoding: string, bytes: Uint8Array) {
	try {
		return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes)
	} catch {
		return undefined
	}
}

function startsWith(bytes: Uint8Array, prefix: number[]) {
	return prefix.every((byte, index) => bytes[index] === byte)
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
