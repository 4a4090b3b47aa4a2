import { Writable } from 'node:stream'
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { getLanguage } from './utils/i18n.server.ts'
import { i18nForRender } from './utils/locales.server.ts'
import { NonceProvider } from './utils/nonce-provider.tsx'

const ABORT_DELAY = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: { cspNonce?: string },
) {
	const nonce = loadContext.cspNonce ?? ''
	// a clone shares the process-wide store: no per-request initialisation
	const i18n = i18nForRender(await getLanguage(request))

	return new Promise((resolve, reject) => {
		let shellRendered = false
		// Whole documents, not a streamed shell: pages must be complete for browsers without JavaScript. Once all is
		// ready React writes the rest at once; it is collected into one buffer so compression and the socket see one
		// chunk instead of hundreds.
		const { pipe, abort } = renderToPipeableStream(
			<I18nextProvider i18n={i18n}>
				<NonceProvider value={nonce}>
					<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
				</NonceProvider>
			</I18nextProvider>,
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
							resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }))
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
