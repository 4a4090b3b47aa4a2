import { expect, test } from 'vitest'
import { openFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { contentDisposition, documentResponse, mediaResponse } from './media-response.server.ts'

const BYTES = Buffer.from('0123456789abcdefghij') // 20 bytes
const MEDIA_URL = 'http://localhost/resources/media'
const OPTIONS = { contentType: 'audio/mpeg', cacheControl: 'private, max-age=86400' }

function get(headers: Record<string, string> = {}, method = 'GET') {
	return mediaResponse(new Request(MEDIA_URL, { method, headers }), BYTES, OPTIONS)
}

async function text(response: Response) {
	return Buffer.from(await response.arrayBuffer()).toString('latin1')
}

test('without a Range: the whole file, with its type, length, validator and caching', async () => {
	const response = get()
	expect(response.status).toBe(200)
	expect(Object.fromEntries(response.headers)).toMatchObject({
		'content-type': 'audio/mpeg',
		'content-length': '20',
		'accept-ranges': 'bytes',
		'cache-control': 'private, max-age=86400',
	})
	expect(response.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/)
	expect(response.headers.has('content-disposition')).toBe(false)
	expect(await text(response)).toBe('0123456789abcdefghij')
})

test('the three single-range forms answer 206 with exactly those bytes', async () => {
	const cases = [
		{ range: 'bytes=2-5', body: '2345', contentRange: 'bytes 2-5/20' },
		{ range: 'bytes=15-', body: 'fghij', contentRange: 'bytes 15-19/20' },
		{ range: 'bytes=-3', body: 'hij', contentRange: 'bytes 17-19/20' },
		// Clamped to the file: an end past it, a suffix longer than it.
		{ range: 'bytes=18-99', body: 'ij', contentRange: 'bytes 18-19/20' },
		{ range: 'bytes=-50', body: '0123456789abcdefghij', contentRange: 'bytes 0-19/20' },
	]
	for (const { range, body, contentRange } of cases) {
		const response = get({ Range: range })
		expect(response.status, range).toBe(206)
		expect(response.headers.get('content-range'), range).toBe(contentRange)
		expect(response.headers.get('content-length'), range).toBe(String(body.length))
		expect(await text(response), range).toBe(body)
	}
})

test('a range outside the file is 416 with the size; malformed or multiple ranges get the whole file', async () => {
	for (const range of ['bytes=20-', 'bytes=25-30', 'bytes=-0']) {
		const response = get({ Range: range })
		expect(response.status, range).toBe(416)
		expect(response.headers.get('content-range'), range).toBe('bytes */20')
	}
	for (const range of ['bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-']) {
		const response = get({ Range: range })
		expect(response.status, range).toBe(200)
		expect(await text(response), range).toBe('0123456789abcdefghij')
	}
})

test('If-None-Match with the ETag is 304 without a body; If-Range with an old ETag gets the whole file', async () => {
	const etag = get().headers.get('etag')!
	for (const ifNoneMatch of [etag, `W/${etag}`, `"otro", ${etag}`, '*']) {
		const response = get({ 'If-None-Match': ifNoneMatch })
		expect(response.status, ifNoneMatch).toBe(304)
		expect(response.headers.get('etag')).toBe(etag)
		expect(response.headers.get('cache-control')).toBe('private, max-age=86400')
		expect(await text(response)).toBe('')
	}
	expect(get({ 'If-None-Match': '"otro"' }).status).toBe(200)

	expect(get({ Range: 'bytes=0-1', 'If-Range': etag }).status).toBe(206)
	expect(get({ Range: 'bytes=0-1', 'If-Range': '"antiguo"' }).status).toBe(200)
})

test('HEAD: the same headers, no body; Range applies to GET only', async () => {
	const head = get({}, 'HEAD')
	expect(head.status).toBe(200)
	expect(head.headers.get('content-length')).toBe('20')
	expect(head.body).toBeNull()
	expect(get({ Range: 'bytes=0-1' }, 'HEAD').status).toBe(200)
})

test('a download gets an attachment header safe for any title', () => {
	const response = mediaResponse(new Request(MEDIA_URL), BYTES, {
		...OPTIONS,
		fileName: 'Canción: ¿sí?/no.mp3',
		download: true,
	})
	expect(response.headers.get('content-disposition')).toBe(
		`attachment; filename="Cancion: si?no.mp3"; filename*=UTF-8''Canci%C3%B3n%3A%20%C2%BFs%C3%AD%3Fno.mp3`,
	)
	expect(contentDisposition('"Hola"\r\nSet-Cookie: x=1\\..\\ep.mp3')).toBe(
		`attachment; filename="Hola Set-Cookie: x=1..ep.mp3"; filename*=UTF-8''Hola%20Set-Cookie%3A%20x%3D1..ep.mp3`,
	)
	// A right-to-left override would show 'evil‮3pm.exe' as 'evilexe.mp3'.
	expect(contentDisposition('evil\u202E3pm.exe', 'inline')).toBe(`inline; filename="evil3pm.exe"; filename*=UTF-8''evil3pm.exe`)
	expect(contentDisposition("100% l'été (1).mp3")).toBe(
		`attachment; filename="100_ l'ete (1).mp3"; filename*=UTF-8''100%25%20l%27%C3%A9t%C3%A9%20%281%29.mp3`,
	)
	expect(contentDisposition('¿¡?')).toBe(`attachment; filename="?"; filename*=UTF-8''%C2%BF%C2%A1%3F`)
})

test('a stored file is served by range from disk, never read whole', async () => {
	const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251))
	await putFile('media-test/clip.mp3', bytes)
	const stored = (await openFile('media-test/clip.mp3'))!
	const source = { size: stored.size, etag: '"v1"', read: stored.stream }
	const partial = mediaResponse(new Request('http://x/clip', { headers: { Range: 'bytes=1000-1999' } }), source, {
		contentType: 'audio/mpeg',
	})
	expect(partial.status).toBe(206)
	expect(partial.headers.get('Content-Range')).toBe('bytes 1000-1999/5000')
	expect(Buffer.from(await partial.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true)
	const whole = mediaResponse(new Request('http://x/clip'), source, { contentType: 'audio/mpeg' })
	expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)
	expect(await openFile('media-test/missing.mp3')).toBeNull()
})

test('with its last change: Last-Modified, and If-Modified-Since answered with a 304 unless an If-None-Match says otherwise', async () => {
	const lastModified = new Date('2026-11-20T10:00:00.700Z')
	const answer = (headers: Record<string, string>) =>
		mediaResponse(new Request(MEDIA_URL, { headers }), BYTES, { ...OPTIONS, lastModified })
	expect(answer({}).headers.get('last-modified')).toBe('Fri, 20 Nov 2026 10:00:00 GMT')
	// an HTTP date holds seconds: the same second is not a change
	expect(answer({ 'If-Modified-Since': 'Fri, 20 Nov 2026 10:00:00 GMT' }).status).toBe(304)
	expect(answer({ 'If-Modified-Since': 'Fri, 20 Nov 2026 09:59:59 GMT' }).status).toBe(200)
	expect(answer({ 'If-Modified-Since': 'no es una fecha' }).status).toBe(200)
	// If-None-Match takes precedence (RFC 9110): another version is sent whatever the date says
	expect(answer({ 'If-None-Match': '"otra"', 'If-Modified-Since': 'Fri, 20 Nov 2026 10:00:00 GMT' }).status).toBe(200)
})

test('a document (a feed): hashed validator, 304 on a match, HEAD without its body, never by ranges', async () => {
	const request = (headers: Record<string, string> = {}, method = 'GET') => new Request(MEDIA_URL, { method, headers })
	const options = { contentType: 'application/rss+xml; charset=utf-8', cacheControl: 'public, max-age=300' }
	const first = documentResponse(request({ Range: 'bytes=0-3' }), '<rss>ñ</rss>', options)
	expect(first.status).toBe(200)
	expect(first.headers.get('content-length')).toBe('13')
	expect(await first.text()).toBe('<rss>ñ</rss>')
	const etag = first.headers.get('etag')!
	expect(documentResponse(request({ 'If-None-Match': etag }), '<rss>ñ</rss>', options).status).toBe(304)
	expect(documentResponse(request({ 'If-None-Match': etag }), '<rss>n</rss>', options).status).toBe(200)
	const head = documentResponse(request({}, 'HEAD'), '<rss>ñ</rss>', options)
	expect([head.status, head.body, head.headers.get('etag')]).toEqual([200, null, etag])
})
