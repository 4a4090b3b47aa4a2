import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { listOutbox, requireLocalDevelopment } from '#app/modules/email/dev-outbox.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** Development only, from this machine: every message of the e-mail outbox, its headers and text part, and a link to its HTML. */
export const handle = { i18n: ['email'] }

export const clientLoader = withNamespaces(['email'])

export async function loader(args: LoaderFunctionArgs) {
	await requireLocalDevelopment(args.request, args.context)
	return { ...(await pageTitleLoader(args, 'email', 'devOutbox.title')), messages: await listOutbox() }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function DevOutbox() {
	const { t } = useTranslation('email')
	const { messages } = useLoaderData<typeof loader>()
	return (
		<main id="contenido" className="mx-auto max-w-4xl space-y-6 p-6">
			<h1 className="text-2xl font-bold">{t('devOutbox.title')}</h1>
			{messages.length === 0 ? <p>{t('devOutbox.empty')}</p> : null}
			{messages.map((message) => (
				<article key={message.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
					<h2 className="font-semibold">{message.subject ?? message.kind}</h2>
					<p className="text-sm text-muted">
						{message.kind} · {message.to} · {message.status} ({message.attempts}) · {message.createdAt}
						{message.lastError ? ` · ${message.lastError}` : ''}
					</p>
					{Object.entries(message.headers).map(([name, value]) => (
						<p key={name} className="break-all font-mono text-xs">
							{name}: {value}
						</p>
					))}
					<p className="mt-2">
						<a href={`/dev/outbox/${message.id}`} className="font-medium text-brand-800 underline">
							HTML
						</a>
					</p>
					<pre className="mt-2 whitespace-pre-wrap rounded bg-gray-50 p-3 text-sm">{message.text}</pre>
				</article>
			))}
		</main>
	)
}
