/**
 * A file name as the user sees it everywhere: no control characters and no invisible formatting ones (a U+202E
 * right-to-left override makes 'factura‮fdp.exe' read as 'factura.exe.pdf'), at most 200 characters.
 */
export function cleanFileName(name: string) {
	return name
		.normalize('NFC')
		.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
		.trim()
		.slice(0, 200)
}
