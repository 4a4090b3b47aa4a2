import type { LoaderFunctionArgs } from '@remix-run/node'
import { outboxHtml, requireLocalDevelopment } from '#app/modules/email/dev-outbox.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'

/** Development only, from this machine: one outbox message's HTML part, exactly as it is sent. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
	await requireLocalDevelopment(request, context)
	const html = await outboxHtml(params.messageId ?? '')
	if (!html) throw await notFound(request)
	return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}
