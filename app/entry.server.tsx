import { Writable } from 'node:stream'
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { i18nServer } from './utils/i18n.server.ts'
import { NonceProvider } from './utils/nonce-provider.tsx'
import { pageHydrates, recordingStrings, withPageStrings } from './utils/page-strings.server.ts'
import { StringsProvider } from './utils/translation.tsx'

const ABORT_DELAY = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: { cspNonce?: string },
) {
	const nonce = loadContext.cspNonce ?? ''
	// the render reads the process-wide locale files and records what it used: the page carries only that
	const lng = await i18nServer.getLocale(request)
	const strings = recordingStrings(lng)
	const hydrates = pageHydrates(remixContext)

	return new Promise((resolve, reject) => {
		let shellRendered = false
		// Whole documents, not a streamed shell: pages must be complete for browsers without JavaScript. Once all is
		// ready React writes the rest at once; it is collected into one buffer so compression and the socket see one
		// chunk instead of hundreds.
		const { pipe, abort } = renderToPipeableStream(
			<StringsProvider store={strings.store}>
				<NonceProvider value={nonce}>
					<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
				</NonceProvider>
			</StringsProvider>,
			{
				nonce,
				onAllReady() {
					shellRendered = true
					const chunks: Buffer[] = []
					const collector = new Writable({
						write(chunk: Buffer, _encoding, callback) {
							chunks.push(chunk)
							callback()
						},
						final(callback) {
							responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
							const html = Buffer.concat(chunks)
							const body = hydrates ? withPageStrings(html, lng, strings.recorded) : html
							resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }))
							callback()
						},
					})
					pipe(collector)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) console.error(error)
				},
			},
		)
		setTimeout(abort, ABORT_DELAY + 1000)
	})
}

export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return
	// a body cut at its route's cap (server/body-limit.ts): the visitor already has the 413
	if (error instanceof Error && error.name === 'RefusedBodyError') return
	console.error('[web]', error)
}
