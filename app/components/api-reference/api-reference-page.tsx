import { Link } from '@remix-run/react'
import type { ApiReference, CallView, FieldView, TypePart } from '#app/modules/api/openapi/api-reference-types.ts'
import { useRootData } from '#app/utils/root-data.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { PublicLayout } from '../public-layout.tsx'

/**
 * The API's reference as a page: an introduction (address, authentication, errors), a table of contents, the calls
 * grouped by tag and the shared schemas. Plain HTML, no JavaScript.
 */
export function ApiReferencePage({ reference }: { reference: ApiReference }) {
	const { t } = useTranslation('api')
	const common = useTranslation().t
	const appName = useRootData()?.appName ?? 'Ondacast'
	return (
		<PublicLayout>
			<article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
				<Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
					← {common('backHome')}
				</Link>
				<h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{reference.title}</h1>
				<p className="mt-6 text-lg text-muted">{t('page.intro', { appName })}</p>
				<p className="mt-4">
					{t('page.baseUrl')} <code className="rounded bg-gray-50 px-1.5 py-0.5 text-sm">{reference.origin}</code> ·{' '}
					<a href="/api/openapi.json" className="font-medium text-brand-700 underline">
						{t('page.openapi')}
					</a>
				</p>
				<section className="mt-10" aria-labelledby="api-auth">
					<h2 id="api-auth" className="text-xl font-semibold">
						{t('page.authTitle')}
					</h2>
					<p className="mt-3 leading-relaxed text-muted">{t('page.authText')}</p>
					<Code>{'TOKEN=onda_…'}</Code>
					<p className="mt-3">
						<Link to="/settings?tab=api" className="font-medium text-brand-700 underline">
							{t('page.authSettings')}
						</Link>
					</p>
				</section>
				<section className="mt-10" aria-labelledby="api-errors">
					<h2 id="api-errors" className="text-xl font-semibold">
						{t('page.errorsTitle')}
					</h2>
					<p className="mt-3 leading-relaxed text-muted">{t('page.errorsText')}</p>
				</section>
				<nav className="mt-10 rounded-2xl border border-gray-200 p-5" aria-labelledby="api-toc">
					<h2 id="api-toc" className="scroll-mt-24 text-xl font-semibold">
						{t('page.toc')}
					</h2>
					<ol className="mt-3 space-y-3">
						{reference.tags.map((tag) => (
							<li key={tag.id}>
								<a href={`#tag-${tag.id}`} className="font-medium text-brand-700 hover:underline">
									{tag.name}
								</a>
								<ol className="mt-1 space-y-1 pl-4 text-sm">
									{tag.calls.map((call) => (
										<li key={call.id}>
											<a href={`#${call.id}`} className="hover:underline">
												<code className="font-semibold">{call.method}</code> <code>{call.path}</code> — {call.summary}
											</a>
										</li>
									))}
								</ol>
							</li>
						))}
						<li>
							<a href="#api-schemas" className="font-medium text-brand-700 hover:underline">
								{t('page.schemasTitle')}
							</a>
						</li>
					</ol>
				</nav>
				{reference.tags.map((tag) => (
					<section key={tag.id} className="mt-14" aria-labelledby={`tag-${tag.id}`}>
						<h2 id={`tag-${tag.id}`} className="scroll-mt-24 text-2xl font-bold tracking-tight">
							{tag.name}
						</h2>
						<p className="mt-2 text-muted">{tag.description}</p>
						{tag.calls.map((call) => (
							<Call key={call.id} call={call} />
						))}
					</section>
				))}
				<section className="mt-14" aria-labelledby="api-schemas">
					<h2 id="api-schemas" className="scroll-mt-24 text-2xl font-bold tracking-tight">
						{t('page.schemasTitle')}
					</h2>
					<p className="mt-2 text-muted">{t('page.schemasText')}</p>
					{reference.schemas.map((schema) => (
						<section
							key={schema.name}
							id={`schema-${schema.name}`}
							className="mt-8 scroll-mt-24"
							aria-labelledby={`schema-${schema.name}-title`}
						>
							<h3 id={`schema-${schema.name}-title`} className="font-mono text-lg font-semibold">
								{schema.name}
							</h3>
							{schema.fields ? (
								<Fields fields={schema.fields} caption={schema.name} />
							) : (
								<p className="mt-2">
									<TypeText parts={schema.type} />
								</p>
							)}
						</section>
					))}
				</section>
			</article>
		</PublicLayout>
	)
}

function Call({ call }: { call: CallView }) {
	const { t } = useTranslation('api')
	return (
		<section id={call.id} className="mt-10 scroll-mt-24 border-t border-gray-200 pt-8" aria-labelledby={`${call.id}-title`}>
			<h3 id={`${call.id}-title`} className="text-xl font-semibold">
				{call.summary}
			</h3>
			<p className="mt-2 font-mono text-sm">
				<span className="rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">{call.method}</span> {call.path}
			</p>
			<p className="mt-2 text-sm text-muted">
				{t('page.auth')} {call.auth === 'user' ? t('page.authUser') : t('page.authNone')}
			</p>
			{call.idempotent ? <p className="mt-1 text-sm text-muted">{t('page.idempotent')}</p> : null}
			{call.parameters.length ? (
				<>
					<h4 className="mt-6 font-semibold">{t('page.parameters')}</h4>
					<Fields fields={call.parameters} caption={`${t('page.parameters')}: ${call.method} ${call.path}`} />
				</>
			) : null}
			{call.body ? (
				<>
					<h4 className="mt-6 font-semibold">
						{t('page.body')} <code className="text-sm font-normal">{call.body.mediaType}</code>
					</h4>
					{call.body.note ? <p className="mt-1 text-sm text-muted">{call.body.note}</p> : null}
					{call.body.fields ? (
						call.body.fields.length ? (
							<Fields fields={call.body.fields} caption={`${t('page.body')}: ${call.method} ${call.path}`} />
						) : (
							<p className="mt-2 text-sm">{t('page.noFields')}</p>
						)
					) : call.body.type.length ? (
						<p className="mt-2 text-sm">
							<TypeText parts={call.body.type} />
						</p>
					) : (
						<p className="mt-2 text-sm">{t('page.binaryBody', { types: call.body.mediaType })}</p>
					)}
				</>
			) : null}
			<h4 className="mt-6 font-semibold">{t('page.responses')}</h4>
			<div className="mt-2 overflow-x-auto">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">{`${t('page.responses')}: ${call.method} ${call.path}`}</caption>
					<thead>
						<tr className="border-b border-gray-200">
							<th scope="col" className="py-2 pr-4 font-semibold">
								{t('page.status')}
							</th>
							<th scope="col" className="py-2 pr-4 font-semibold">
								{t('page.description')}
							</th>
							<th scope="col" className="py-2 font-semibold">
								{t('page.type')}
							</th>
						</tr>
					</thead>
					<tbody>
						{call.responses.map((response) => (
							<tr key={response.status} className="border-b border-gray-100 align-top">
								<td className="py-2 pr-4 font-mono">{response.status}</td>
								<td className="py-2 pr-4">
									{response.description}
									{response.headers.length ? (
										<span className="block text-muted">{t('page.headersNote', { headers: response.headers.join(', ') })}</span>
									) : null}
								</td>
								<td className="py-2">
									{response.type ? <TypeText parts={response.type} /> : <span className="text-muted">{t('page.noBody')}</span>}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<h4 className="mt-6 font-semibold">{t('page.example')}</h4>
			<Code>{call.curl}</Code>
			<p className="mt-2 text-sm">
				<a href="#api-toc" className="text-brand-700 hover:underline">
					{t('page.backToToc')}
				</a>
			</p>
		</section>
	)
}

function Fields({ fields, caption }: { fields: Array<FieldView & { in?: string }>; caption: string }) {
	const { t } = useTranslation('api')
	const located = fields.some((field) => field.in)
	return (
		<div className="mt-2 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr className="border-b border-gray-200">
						<th scope="col" className="py-2 pr-4 font-semibold">
							{t('page.name')}
						</th>
						{located ? (
							<th scope="col" className="py-2 pr-4 font-semibold">
								{t('page.where')}
							</th>
						) : null}
						<th scope="col" className="py-2 pr-4 font-semibold">
							{t('page.type')}
						</th>
						<th scope="col" className="py-2 pr-4 font-semibold">
							{t('page.required')}
						</th>
						<th scope="col" className="py-2 font-semibold">
							{t('page.description')}
						</th>
					</tr>
				</thead>
				<tbody>
					{fields.map((field) => (
						<tr key={`${field.in ?? ''}${field.name}`} className="border-b border-gray-100 align-top">
							<th scope="row" className="py-2 pr-4 font-mono font-normal">
								{field.name}
							</th>
							{located ? <td className="py-2 pr-4">{field.in}</td> : null}
							<td className="py-2 pr-4">
								<TypeText parts={field.type} />
							</td>
							<td className="py-2 pr-4">{field.required ? t('page.yes') : t('page.no')}</td>
							<td className="py-2">{[field.description, ...field.rules].filter(Boolean).join('. ')}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/** A type, with the schemas it names linked to their section (text parts are plain text nodes, which need no key). */
function TypeText({ parts }: { parts: TypePart[] }) {
	const seen = new Map<string, number>()
	return (
		<code className="break-words">
			{parts.map((part) => {
				if (typeof part === 'string') return part
				const count = (seen.get(part.ref) ?? 0) + 1
				seen.set(part.ref, count)
				return (
					<a key={`${part.ref}-${count}`} href={`#schema-${part.ref}`} className="text-brand-700 underline">
						{part.ref}
					</a>
				)
			})}
		</code>
	)
}

function Code({ children }: { children: string }) {
	return (
		// wrapped rather than scrolled: a scrolling box would need to be reachable by keyboard, and the shell reads the
		// wrapped lines as they are
		<pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-3 text-xs text-ink ring-1 ring-gray-200">
			<code>{children}</code>
		</pre>
	)
}
