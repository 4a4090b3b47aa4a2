// The "minimal Remix, same page" reference of the web bench, run as its own process (bench/minimal-remix.ts starts
// it): Express + compression + @remix-run/express's request handler over a hand-written Remix 2.17 server build
// (what `remix vite:build` would emit for a root with Meta/Links/Scripts and one route, without the bundler), the
// route rendering the measured page's body as a React element tree and the root its head. With JSON, the one route
// is a resource route answering that JSON. Node's type stripping runs no JSX: React.createElement by hand.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { PassThrough } from 'node:stream'
import { createRequestHandler } from '@remix-run/express'
import { createReadableStreamFromReadable, type EntryContext, type ServerBuild } from '@remix-run/node'
import { Links, Meta, Outlet, RemixServer, Scripts, ScrollRestoration } from '@remix-run/react'
import compression from 'compression'
import express from 'express'
import { parseHTML } from 'linkedom'
import { createElement, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

type Content = { html: string } | { json: unknown }
type Tree = string | { tag: string; props: Record<string, unknown>; children: Tree[] }

const content = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Content

// attribute names React wants spelt its own way; the rest (aria-*, data-*, SVG's hyphenated ones) pass as they are
const REACT_NAMES: Record<string, string> = {
	class: 'className',
	for: 'htmlFor',
	tabindex: 'tabIndex',
	readonly: 'readOnly',
	maxlength: 'maxLength',
	minlength: 'minLength',
	autocomplete: 'autoComplete',
	autofocus: 'autoFocus',
	crossorigin: 'crossOrigin',
	enctype: 'encType',
	novalidate: 'noValidate',
	viewbox: 'viewBox',
	srcset: 'srcSet',
	datetime: 'dateTime',
	colspan: 'colSpan',
	rowspan: 'rowSpan',
	'accept-charset': 'acceptCharset',
	'http-equiv': 'httpEquiv',
}
const BOOLEANS = new Set([
	'checked',
	'disabled',
	'hidden',
	'required',
	'selected',
	'multiple',
	'open',
	'readonly',
	'autofocus',
	'novalidate',
])

function styleObject(style: string) {
	const entries = style
		.split(';')
		.map((declaration) => declaration.split(':'))
		.filter(([name, value]) => name?.trim() && value !== undefined)
		.map(([name, ...value]) => [
			name!.trim().startsWith('--') ? name!.trim() : name!.trim().replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()),
			value.join(':').trim(),
		])
	return Object.fromEntries(entries)
}

/** The parsed page as plain data, turned into React elements at every render as a real route's component does. */
function toTree(node: Node): Tree | null {
	if (node.nodeType === 3) return node.textContent ?? ''
	if (node.nodeType !== 1) return null
	const element = node as Element
	const tag = element.localName
	if (tag === 'script') return null
	const props: Record<string, unknown> = {}
	for (const { name, value } of Array.from(element.attributes)) {
		if (name === 'style') props.style = styleObject(value)
		else if (BOOLEANS.has(name)) props[REACT_NAMES[name] ?? name] = true
		else if (name === 'value' && (tag === 'input' || tag === 'textarea')) props.defaultValue = value
		else if (name === 'checked') props.defaultChecked = true
		else props[REACT_NAMES[name] ?? name] = value
	}
	if (tag === 'style' || tag === 'template') {
		props.dangerouslySetInnerHTML = { __html: element.innerHTML }
		return { tag, props, children: [] }
	}
	const children = Array.from(element.childNodes)
		.map(toTree)
		.filter((child): child is Tree => child !== null)
	return { tag, props, children }
}

function render(tree: Tree, key?: number): ReactNode {
	if (typeof tree === 'string') return tree
	return createElement(tree.tag, key === undefined ? tree.props : { ...tree.props, key }, ...tree.children.map((c) => render(c)))
}

function pageParts(html: string) {
	const { document } = parseHTML(html)
	const title = document.querySelector('title')?.textContent ?? ''
	const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null
	const links = Array.from(document.querySelectorAll('head link:not([rel="modulepreload"])')).map((link) =>
		Object.fromEntries(
			Array.from(link.attributes).map(({ name, value }) => [name === 'crossorigin' ? 'crossOrigin' : name, value]),
		),
	)
	const body = Array.from(document.body.childNodes)
		.map(toTree)
		.filter((child): child is Tree => child !== null)
	return {
		lang: document.documentElement.getAttribute('lang') ?? 'es',
		bodyClass: document.body.getAttribute('class') ?? '',
		title,
		description,
		links,
		body,
	}
}

// Remix's own entry.server.tsx template for Node (the browser branch): stream the shell, abort after 5 s
function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(createElement(RemixServer, { context, url: request.url, abortDelay: 5000 }), {
			onShellReady() {
				shellRendered = true
				const body = new PassThrough()
				headers.set('Content-Type', 'text/html')
				resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
				pipe(body)
			},
			onShellError: reject,
			onError(error: unknown) {
				status = 500
				if (shellRendered) console.error(error)
			},
		})
		setTimeout(abort, 5000)
	})
}

function build(): ServerBuild {
	const entryRoute = { hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, imports: [] }
	let root: Record<string, unknown>
	let page: Record<string, unknown>
	if ('json' in content) {
		const value = content.json
		root = { default: () => createElement(Outlet) }
		page = {
			loader: () => new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
		}
	} else {
		const parts = pageParts(content.html)
		root = {
			links: () => parts.links,
			default: () =>
				createElement(
					'html',
					{ lang: parts.lang, dir: 'ltr' },
					createElement(
						'head',
						null,
						createElement('meta', { charSet: 'utf-8' }),
						createElement('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
						createElement(Meta),
						createElement(Links),
					),
					createElement(
						'body',
						{ className: parts.bodyClass },
						createElement(Outlet),
						createElement(ScrollRestoration),
						createElement(Scripts),
					),
				),
		}
		page = {
			loader: () => ({ title: parts.title, description: parts.description }),
			meta: ({ data }: { data: { title: string; description: string | null } }) => [
				{ title: data.title },
				...(data.description ? [{ name: 'description', content: data.description }] : []),
			],
			default: () => createElement('div', { className: 'contents' }, ...parts.body.map((tree, index) => render(tree, index))),
		}
	}
	return {
		mode: 'production',
		entry: { module: { default: handleRequest } },
		routes: {
			root: { id: 'root', path: '', module: root },
			'routes/page': { id: 'routes/page', parentId: 'root', path: '*', module: page },
		} as unknown as ServerBuild['routes'],
		assets: {
			entry: { module: '/assets/entry.client.js', imports: [] },
			routes: {
				root: { id: 'root', path: '', module: '/assets/root.js', hasLoader: false, ...entryRoute },
				'routes/page': {
					id: 'routes/page',
					parentId: 'root',
					path: '*',
					module: '/assets/page.js',
					hasLoader: true,
					...entryRoute,
				},
			},
			url: '/assets/manifest-bench.js',
			version: 'bench',
		},
		publicPath: '/assets/',
		assetsBuildDirectory: 'build/client',
		future: {
			v3_fetcherPersist: true,
			v3_relativeSplatPath: true,
			v3_throwAbortReason: true,
			v3_singleFetch: true,
			v3_lazyRouteDiscovery: true,
		},
		isSpaMode: false,
	}
}

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.all('*', createRequestHandler({ build: build(), mode: 'production' }))
const server = app.listen(0, '127.0.0.1', () => {
	console.log(`listening ${(server.address() as AddressInfo).port}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
