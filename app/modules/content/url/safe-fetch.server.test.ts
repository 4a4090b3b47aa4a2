import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeText } from '#app/modules/content/text-decoding.ts'
import { LATIN1_TEXT, SPANISH, startTestServer, type TestServer, tableResolver } from '#tests/fixtures/web-server.ts'
import { extractArticle } from './extract-article.server.ts'
import {
	assertPublicUrl,
	type FetchFailureReason,
	fetchPublicUrl,
	postToPublicUrl,
	type SafeFetchOptions,
	UrlFetchError,
} from './safe-fetch.server.ts'

let server: TestServer

beforeAll(async () => {
	server = await startTestServer()
})

afterAll(async () => {
	await server.close()
})

/** Made-up names all pointing at the test server's 127.0.0.1 listener. */
function loopbackResolver() {
	return tableResolver({
		'noticias.example': '127.0.0.1',
		'otra.example': '127.0.0.1',
		'metadatos.example': '169.254.169.254',
	})
}

const at = (path: string, host = 'noticias.example') => `http://${host}:${server.port}${path}`

async function failure(url: string, options: SafeFetchOptions): Promise<UrlFetchError> {
	const error = await fetchPublicUrl(url, options).then(
		() => null,
		(error: unknown) => error,
	)
	expect(error).toBeInstanceOf(UrlFetchError)
	return error as UrlFetchError
}

async function expectReason(url: string, options: SafeFetchOptions, reason: FetchFailureReason) {
	const error = await failure(url, options)
	expect(error.reason, error.message).toBe(reason)
	return error
}

describe('reading pages (loopback allowed, as in tests)', () => {
	test('an HTML article is fetched and extracted with accents, ñ, ¿ and ¡ intact', async () => {
		const resolver = loopbackResolver()
		const page = await fetchPublicUrl(at('/articulo'), { allowLoopback: true, resolver })
		expect(page).toMatchObject({ mediaType: 'text/html', encoding: 'utf-8', url: at('/articulo'), redirects: [] })
		const article = extractArticle(page.body, page.url, page.mediaType)
		expect(article.text).toContain(SPANISH)
		expect(article.text).toContain('La música popular vuelve a las plazas')
		expect(article.text).not.toMatch(/tracking|Portada|©/)
		expect(article.title).toContain('Canción española')
		expect(resolver.calls).toContain('noticias.example')
	})

	test('a Latin-1 body is decoded from the Content-Type charset, or from <meta charset> when the header has none', async () => {
		const options = { allowLoopback: true, resolver: loopbackResolver() }
		const declared = await fetchPublicUrl(at('/latin1'), options)
		expect(declared.encoding).toBe('windows-1252')
		expect(declared.body).toContain(LATIN1_TEXT)
		const meta = await fetchPublicUrl(at('/latin1-meta'), options)
		expect(meta.body).toContain(LATIN1_TEXT)
	})

	test('gzip bodies are decompressed; plain text is accepted', async () => {
		const options = { allowLoopback: true, resolver: loopbackResolver() }
		expect((await fetchPublicUrl(at('/gzip'), options)).body).toContain(SPANISH)
		const text = await fetchPublicUrl(at('/texto'), options)
		expect(text.mediaType).toBe('text/plain')
		expect(text.body).toContain(SPANISH)
	})

	test('a chain of 5 redirects is followed (relative ones too); a 6th is refused', async () => {
		const options = { allowLoopback: true, resolver: loopbackResolver() }
		const page = await fetchPublicUrl(at('/cadena/5'), options)
		expect(page.redirects).toHaveLength(5)
		expect(page.url).toBe(at('/articulo'))
		expect(page.body).toContain(SPANISH)
		expect((await fetchPublicUrl(at('/relativa'), options)).url).toBe(at('/articulo'))
		await expectReason(at('/cadena/6'), options, 'too_many_redirects')
	})

	test('a redirect to the cloud metadata address is refused, as a literal and behind a name', async () => {
		const options = { allowLoopback: true, resolver: loopbackResolver() }
		const literal = await expectReason(at('/a-metadatos'), options, 'blocked_address')
		expect(literal.url).toBe('http://169.254.169.254/latest/meta-data')
		await expectReason(at('/a-metadatos-por-nombre'), options, 'blocked_address')
	})

	test('the size cap holds with and without Content-Length, and after decompression', async () => {
		const options = { allowLoopback: true, resolver: loopbackResolver() }
		await expectReason(at('/grande'), options, 'too_large')
		await expectReason(at('/grande-sin-longitud'), options, 'too_large')
		await expectReason(at('/bomba-gzip'), options, 'too_large')
		expect((await fetchPublicUrl(at('/grande'), { ...options, maxBytes: 4 * 1024 * 1024 })).body).toHaveLength(3 * 1024 * 1024)
	})

	test('a server that never finishes the response times out', async () => {
		const started = Date.now()
		await expectReason(at('/lenta'), { allowLoopback: true, resolver: loopbackResolver(), timeoutMs: 300 }, 'timeout')
		expect(Date.now() - started).toBeLessThan(5_000)
	})

	test('only HTML or text: an image, or a response without a type, is refused', async () => {
		const options = { allowLoopback: true, resolver: loopbackResolver() }
		await expectReason(at('/imagen'), options, 'content_type')
		await expectReason(at('/sin-tipo'), options, 'content_type')
	})

	test('an HTTP error status is reported with its code', async () => {
		const error = await expectReason(at('/no-existe'), { allowLoopback: true, resolver: loopbackResolver() }, 'http_status')
		expect(error.status).toBe(404)
	})

	test('a name the resolver does not know is a DNS failure', async () => {
		await expectReason(at('/articulo', 'no-existe.example'), { allowLoopback: true, resolver: loopbackResolver() }, 'dns')
	})

	test('the loopback setting lets through loopback only: private and metadata addresses stay blocked', async () => {
		const resolver = tableResolver({ 'privada.example': '10.0.0.5', 'mixta.example': ['127.0.0.1', '192.168.1.10'] })
		await expectReason(at('/articulo', 'privada.example'), { allowLoopback: true, resolver }, 'blocked_address')
		await expectReason(at('/articulo', 'mixta.example'), { allowLoopback: true, resolver }, 'blocked_address')
		await expectReason('http://169.254.169.254/latest/meta-data', { allowLoopback: true, resolver }, 'blocked_address')
	})
})

describe('the SSRF guard with loopback NOT allowed (production)', () => {
	test('127.0.0.1 is blocked in every encoding and behind a name', async () => {
		const resolver = loopbackResolver()
		for (const host of [
			'127.0.0.1',
			'127.1',
			'127.0.1',
			'0x7f000001',
			'2130706433',
			'0177.0.0.1',
			'[::1]',
			'[::ffff:127.0.0.1]',
		]) {
			await expectReason(`http://${host}/articulo`, { resolver }, 'blocked_address')
		}
		await expectReason('http://noticias.example/articulo', { resolver }, 'blocked_address')
		await expectReason('https://noticias.example/articulo', { resolver }, 'blocked_address')
		await expectReason('http://localhost/', { resolver: tableResolver({ localhost: ['::1', '127.0.0.1'] }) }, 'blocked_address')
	})

	test('private, link-local, CGNAT and IPv6 local targets are blocked', async () => {
		for (const host of [
			'169.254.169.254',
			'10.1.2.3',
			'192.168.0.1',
			'172.16.0.1',
			'100.64.0.1',
			'[fe80::1]',
			'[fc00::1]',
			'[::]',
		]) {
			await expectReason(`http://${host}/`, {}, 'blocked_address')
		}
	})

	test('one blocked address among the answers refuses the host', async () => {
		const resolver = tableResolver({ 'mixta.example': ['93.184.216.34', '10.0.0.1'] })
		await expectReason('http://mixta.example/', { resolver }, 'blocked_address')
	})

	test('a non-default port is refused, even on the real listener', async () => {
		await expectReason(at('/articulo'), { resolver: loopbackResolver() }, 'port')
		await expectReason(`http://127.0.0.1:${server.port}/articulo`, {}, 'port')
		await expectReason('https://93.184.216.34:8443/', {}, 'port')
	})

	test('a DNS answer that changes between the check and the connect is caught at connect time', async () => {
		// First answer (the early check) is public, the second (the socket's own lookup) is loopback.
		let calls = 0
		const rebinding = async () => {
			calls++
			return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }]
		}
		await expectReason('http://rebind.example/articulo', { resolver: rebinding }, 'blocked_address')
		expect(calls).toBe(2)
	})

	test('the socket connects to the address the connect-time lookup checked, not an earlier answer', async () => {
		// Same rebinding resolver with loopback allowed: the page is served by the 127.0.0.1 listener, which proves the
		// connection used the second (checked) answer and never the first.
		let calls = 0
		const rebinding = async () => {
			calls++
			return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }]
		}
		const page = await fetchPublicUrl(at('/articulo', 'rebind.example'), { allowLoopback: true, resolver: rebinding })
		expect(page.body).toContain(SPANISH)
		expect(calls).toBe(2)
	})

	test('a POST (a webhook) is guarded the same: checked when given, and again when its connection is made', async () => {
		const rebinding = () => {
			let calls = 0
			return async () => {
				calls++
				return [{ address: calls === 1 ? '93.184.216.34' : '10.0.0.1', family: 4 }]
			}
		}
		// given: the name answers a public address
		expect((await assertPublicUrl('https://rebind.example/hook', { resolver: rebinding() })).href).toBe(
			'https://rebind.example/hook',
		)
		await expect(assertPublicUrl('https://10.0.0.1/hook')).rejects.toMatchObject({ reason: 'blocked_address' })
		// sent later: the name now answers a private address at connect time
		const sent = postToPublicUrl('https://rebind.example/hook', { body: '{}', headers: {} }, { resolver: rebinding() })
		await expect(sent).rejects.toMatchObject({ reason: 'blocked_address' })
	})

	test('only http and https URLs, without credentials', async () => {
		await expectReason('file:///etc/passwd', {}, 'protocol')
		await expectReason('ftp://noticias.example/', {}, 'protocol')
		await expectReason('gopher://127.0.0.1:70/', {}, 'protocol')
		await expectReason('no es una url', {}, 'invalid_url')
		await expectReason('http://usuario:clave@noticias.example/', {}, 'invalid_url')
	})
})

test('decodeText: BOM, then the header charset, then <meta>, then UTF-8 if valid, else windows-1252', () => {
	const latin1 = Buffer.from('¿Qué tal, señor?', 'latin1')
	expect(decodeText(latin1, 'iso-8859-1', true).text).toBe('¿Qué tal, señor?')
	expect(decodeText(latin1, undefined, false)).toEqual({ text: '¿Qué tal, señor?', encoding: 'windows-1252' })
	expect(decodeText(Buffer.from('¿Qué tal, señor?'), undefined, true)).toEqual({ text: '¿Qué tal, señor?', encoding: 'utf-8' })
	expect(decodeText(Buffer.from('\ufeff¡Olé!'), 'iso-8859-1', true).text).toBe('¡Olé!')
	expect(decodeText(Buffer.from('¡Olé!'), 'x-desconocido', true).text).toBe('¡Olé!')
})
