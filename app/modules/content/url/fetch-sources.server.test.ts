import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { errorText } from '#app/modules/errors/error-text.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { SPANISH, startTestServer, type TestServer, tableResolver } from '#tests/fixtures/web-server.ts'
import { failureError, fetchSources, type SourceFailure } from './fetch-sources.server.ts'

let server: TestServer

beforeAll(async () => {
	server = await startTestServer()
})

afterAll(async () => {
	await server.close()
})

afterEach(() => {
	vi.unstubAllEnvs()
	resetEnv()
})

/** A failure as the user reads it in Spanish. */
const inSpanish = ({ url, reason, error }: SourceFailure) => ({
	url,
	reason,
	message: errorText(getFixedT('es', 'errors'), error),
})

const resolver = () => tableResolver({ 'noticias.example': '127.0.0.1', 'metadatos.example': '169.254.169.254' })
const at = (path: string) => `http://noticias.example:${server.port}${path}`

test('one good and two bad URLs: one article, two failures naming the address and the problem; empty fields dropped', async () => {
	const result = await fetchSources(
		['', at('/articulo'), '   ', at('/no-existe'), 'http://169.254.169.254/latest/meta-data', at('/articulo')],
		{
			allowLoopback: true,
			resolver: resolver(),
		},
	)
	expect(result.articles).toHaveLength(1)
	expect(result.articles[0]).toMatchObject({ url: at('/articulo'), title: 'Canción española | Diario Ejemplo' })
	expect(result.articles[0]!.text).toContain(SPANISH)
	expect(result.failures.map(inSpanish)).toEqual([
		{ url: at('/no-existe'), reason: 'http_status', message: 'La página respondió con un error (HTTP 404).' },
		{
			url: 'http://169.254.169.254/latest/meta-data',
			reason: 'blocked_address',
			message: 'La dirección apunta a una red privada o local y no se puede leer.',
		},
	])
})

test('every kind of failure gets its code, read in Spanish as before, and none stops the others', async () => {
	const urls = [
		at('/imagen'),
		at('/grande'),
		at('/lenta'),
		at('/cadena/6'),
		at('/vacia'),
		'http://no-existe.example/',
		'ftp://noticias.example/',
		'http://',
		at('/texto'),
	]
	const { articles, failures } = await fetchSources(urls, { allowLoopback: true, resolver: resolver(), timeoutMs: 300 })
	expect(articles.map((article) => article.url)).toEqual([at('/texto')])
	expect(failures.map(inSpanish).map(({ url, reason, message }) => [url, reason, message])).toEqual([
		[at('/imagen'), 'content_type', 'La dirección no es una página web (solo HTML o texto).'],
		[at('/grande'), 'too_large', 'La página es demasiado grande (máximo 2 MB).'],
		[at('/lenta'), 'timeout', 'La página tardó demasiado en responder.'],
		[at('/cadena/6'), 'too_many_redirects', 'Demasiadas redirecciones.'],
		[at('/vacia'), 'no_text', 'No se encontró texto legible en la página.'],
		['http://no-existe.example/', 'dns', 'No se encontró el dominio.'],
		['ftp://noticias.example/', 'protocol', 'Solo se admiten direcciones http:// o https:// en los puertos 80 y 443.'],
		['http://', 'invalid_url', 'La dirección no es válida.'],
	])
})

test('the loopback setting comes from CONTENT_FETCH_ALLOW_LOOPBACK when not passed, and is off by default', async () => {
	const urls = [at('/articulo')]
	vi.stubEnv('CONTENT_FETCH_ALLOW_LOOPBACK', 'true')
	resetEnv()
	expect((await fetchSources(urls, { resolver: resolver() })).articles).toHaveLength(1)

	vi.stubEnv('CONTENT_FETCH_ALLOW_LOOPBACK', '')
	resetEnv()
	const { failures } = await fetchSources(['http://noticias.example/articulo'], { resolver: resolver() })
	expect(failures).toMatchObject([{ reason: 'blocked_address' }])
	expect((await fetchSources(urls, { resolver: resolver() })).failures).toMatchObject([{ reason: 'port' }])
})

test('addresses typed without a scheme mean https, and repeats in another spelling are fetched once', async () => {
	const { articles, failures } = await fetchSources(['metadatos.example/latest', 'HTTPS://METADATOS.example/latest#x'], {
		resolver: resolver(),
	})
	expect(articles).toEqual([])
	expect(failures).toMatchObject([{ url: 'metadatos.example/latest', reason: 'blocked_address' }])
})

test('at most 3 pages are fetched at once', async () => {
	const urls = Array.from({ length: 7 }, (_, index) => at(`/despacio?n=${index}`))
	const { articles } = await fetchSources(urls, { allowLoopback: true, resolver: resolver() })
	expect(articles).toHaveLength(7)
	expect(server.stats.maxActive).toBe(3)
})

test('the size in the message follows the configured cap', () => {
	const es = getFixedT('es', 'errors')
	expect(failureError('too_large', { maxBytes: 512 * 1024 })).toEqual({ code: 'URL_TOO_LARGE', params: { megabytes: 0.5 } })
	expect(errorText(es, failureError('too_large', { maxBytes: 512 * 1024 }))).toBe(
		'La página es demasiado grande (máximo 0,5 MB).',
	)
	expect(errorText(es, failureError('http_status'))).toBe('La página respondió con un error.')
})
