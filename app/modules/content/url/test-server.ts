import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import type { Resolver } from './safe-fetch.server.ts'

/**
 * Test helper: a real HTTP server on 127.0.0.1 with one route per case the URL fetcher must handle, and a resolver
 * that maps made-up host names to addresses without real DNS.
 */

export const SPANISH = 'Canción española: ¿ñandú? ¡Sí!'

export const ARTICLE_HTML = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Canción española | Diario Ejemplo</title></head>
<body>
<nav><a href="/">Portada</a> <a href="/deportes">Deportes</a></nav>
<article>
<h1>Canción española</h1>
<p>${SPANISH}</p>
<p>La  música   popular&nbsp;vuelve a las plazas este verano, con conciertos gratuitos en cada barrio y una programación pensada para todas las edades.</p>
<script>window.tracking = true</script>
</article>
<footer>© Diario Ejemplo</footer>
</body></html>`

export const LATIN1_TEXT = 'Año de canciones: ¿por qué no? ¡Olé!'

const THREE_MB = 3 * 1024 * 1024

export type TestServer = {
	origin: string
	port: number
	close: () => Promise<void>
	stats: { active: number; maxActive: number }
}

/** Starts the routes on 127.0.0.1:0. */
export async function startTestServer(): Promise<TestServer> {
	const stats = { active: 0, maxActive: 0 }
	const server = http.createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://test')
		const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => {
			response.writeHead(200, { 'content-type': type })
			response.end(body)
		}
		const redirect = (location: string) => {
			response.writeHead(302, { location })
			response.end()
		}
		const chain = url.pathname.match(/^\/cadena\/(\d+)$/)
		if (chain) {
			const left = Number(chain[1])
			return redirect(left > 1 ? `/cadena/${left - 1}` : '/articulo')
		}
		switch (url.pathname) {
			case '/articulo':
				return html(ARTICLE_HTML)
			case '/latin1':
				return html(Buffer.from(`<html><body><p>${LATIN1_TEXT}</p></body></html>`, 'latin1'), 'text/html; charset=ISO-8859-1')
			case '/latin1-meta':
				return html(
					Buffer.from(`<html><head><meta charset="iso-8859-1"></head><body><p>${LATIN1_TEXT}</p></body></html>`, 'latin1'),
					'text/html',
				)
			case '/texto':
				return html(`${SPANISH}\n\nSegundo párrafo\ncon salto de línea.`, 'text/plain; charset=utf-8')
			case '/gzip':
				response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
				return response.end(zlib.gzipSync(ARTICLE_HTML))
			case '/relativa':
				return redirect('articulo')
			case '/a-metadatos':
				return redirect('http://169.254.169.254/latest/meta-data')
			case '/a-metadatos-por-nombre':
				return redirect('http://metadatos.example/latest/meta-data')
			case '/grande':
				response.writeHead(200, { 'content-type': 'text/html', 'content-length': THREE_MB })
				return response.end(Buffer.alloc(THREE_MB, 'a'))
			case '/grande-sin-longitud':
				response.writeHead(200, { 'content-type': 'text/html' })
				for (let sent = 0; sent < THREE_MB; sent += 64 * 1024) response.write(Buffer.alloc(64 * 1024, 'a'))
				return response.end()
			case '/bomba-gzip':
				response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
				return response.end(zlib.gzipSync(Buffer.alloc(THREE_MB, 'a')))
			case '/lenta':
				// Sends the head and a first chunk, then never finishes.
				response.writeHead(200, { 'content-type': 'text/html' })
				return response.write('<p>Empieza…')
			case '/imagen':
				response.writeHead(200, { 'content-type': 'image/png' })
				return response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
			case '/sin-tipo':
				response.writeHead(200)
				return response.end('<p>hola</p>')
			case '/vacia':
				// A page whose content is drawn by JavaScript: nothing to read.
				return html('<html><head><title>Vacía</title></head><body><div id="app"></div><script>render()</script></body></html>')
			case '/despacio': {
				stats.active++
				stats.maxActive = Math.max(stats.maxActive, stats.active)
				setTimeout(() => {
					stats.active--
					html(ARTICLE_HTML)
				}, 40)
				return
			}
			default:
				response.writeHead(404, { 'content-type': 'text/html' })
				return response.end('<p>No existe</p>')
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		origin: `http://127.0.0.1:${port}`,
		port,
		stats,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}

/** A resolver from a fixed table; unknown names fail like a missing domain. Records every name asked. */
export function tableResolver(table: Record<string, string | string[]>): Resolver & { calls: string[] } {
	const calls: string[] = []
	const resolver = async (hostname: string) => {
		calls.push(hostname)
		const answer = table[hostname]
		if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
		return (Array.isArray(answer) ? answer : [answer]).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
	}
	return Object.assign(resolver, { calls })
}
