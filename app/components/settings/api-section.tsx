import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useServerForm } from '#app/utils/server-form.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section } from './section.tsx'

type When = string | Date

export type ApiAccessView = {
	tokens: { id: string; name: string | null; createdAt: When; expiresAt: When; lastUsedAt: When | null }[]
	origin: string
	days: number
	maxTokens: number
}

/** A token just created: the action's answer carries it, so it is shown on that answer's page and never again. */
export type CreatedApiToken = { token: string; name: string }

/**
 * Acceso a la API: how the API is used, a form that creates a named token (shown once), and the account's tokens
 * with their dates, each with its own 'Revocar' form. Plain forms: the same with or without JavaScript, which only
 * adds the 'Copiar' button.
 */
export function ApiSection({
	access,
	timeZone,
	created,
	createReply,
}: {
	access: ApiAccessView
	/** the user's own (Settings, Preferencias), so the server and the browser write the same dates */
	timeZone: string
	created: CreatedApiToken | undefined
	createReply: SubmissionResult<string[]> | undefined
}) {
	const { t } = useTranslation('app')
	return (
		<div className="space-y-6">
			<Section title={t('settings.api.title')} description={t('settings.api.description')}>
				<p className="text-sm">
					{t('settings.api.docsIntro')}{' '}
					<a href="/api/docs" className="font-medium text-brand-700 underline">
						{t('settings.api.docsLink')}
					</a>
				</p>
				<figure className="mt-3">
					<figcaption className="text-sm font-medium">{t('settings.api.exampleLabel')}</figcaption>
					<pre className="mt-1 overflow-x-auto rounded-lg bg-gray-50 p-3 text-xs text-ink ring-1 ring-gray-200">
						<code>{`curl -H "Authorization: Bearer <token>" ${access.origin}/api/auth/me`}</code>
					</pre>
				</figure>
			</Section>
			<Section
				title={t('settings.api.createTitle')}
				description={t('settings.api.createDescription', { days: access.days, max: access.maxTokens })}
			>
				{/* present before a token appears, so that with JavaScript its arrival is read out */}
				<div aria-live="polite">{created ? <NewToken created={created} /> : null}</div>
				<CreateTokenForm lastResult={createReply} />
			</Section>
			<Section title={t('settings.api.listTitle')}>
				<TokenList tokens={access.tokens} timeZone={timeZone} />
			</Section>
		</div>
	)
}

/** The new token in a read-only field, with the warning that it will not be shown again. */
function NewToken({ created }: { created: CreatedApiToken }) {
	const { t } = useTranslation('app')
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	const input = useRef<HTMLInputElement>(null)
	return (
		<div className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
			<p className="font-semibold">{t('settings.api.createdTitle', { name: created.name })}</p>
			<p className="mt-1">{t('settings.api.createdNotice')}</p>
			<label htmlFor="new-api-token" className="mt-3 block font-medium">
				{t('settings.api.tokenLabel')}
			</label>
			<div className="mt-1 flex flex-wrap gap-2">
				<input
					ref={input}
					id="new-api-token"
					readOnly
					value={created.token}
					autoComplete="off"
					spellCheck={false}
					onFocus={(event) => event.currentTarget.select()}
					className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2.5 font-mono text-sm text-ink"
				/>
				{hydrated ? (
					<Button
						variant="secondary"
						onClick={async () => {
							try {
								await navigator.clipboard.writeText(created.token)
								setCopied(true)
							} catch {
								// no clipboard (a page not served over HTTPS, a refused permission): the text is selected to copy by hand
								input.current?.select()
							}
						}}
					>
						{copied ? t('settings.api.copied') : t('settings.api.copy')}
					</Button>
				) : null}
			</div>
		</div>
	)
}

function CreateTokenForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const { t } = useTranslation('app')
	// the server checks (settings-schemas.ts) and its answer is shown; a token made empties the field
	const form = useServerForm('create-api-token', lastResult)
	const name = form.input('name')
	return (
		<Form method="post" {...form.formProps} className="flex flex-col gap-1">
			<input type="hidden" name="intent" value="create-api-token" />
			<Field
				key={form.resetKey}
				ns="app"
				label={t('settings.api.name')}
				errors={name.errors}
				inputProps={{
					...name.inputProps,
					required: true,
					autoComplete: 'off',
					placeholder: t('settings.api.namePlaceholder'),
				}}
			/>
			<div>
				<Button type="submit">{t('settings.api.create')}</Button>
			</div>
		</Form>
	)
}

function TokenList({ tokens, timeZone }: { tokens: ApiAccessView['tokens']; timeZone: string }) {
	const { t, i18n } = useTranslation('app')
	if (tokens.length === 0) return <p className="text-sm text-muted">{t('settings.api.empty')}</p>
	const locale = i18n.language === 'en' ? 'en-GB' : 'es-ES'
	const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone })
	const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone })
	return (
		<ul className="divide-y divide-gray-200">
			{tokens
				.map(({ name, ...token }) => ({ ...token, name: name ?? t('settings.api.signInToken') }))
				.map((token) => (
					<li key={token.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
						<div className="min-w-0">
							<h3 className="break-words font-medium text-ink">{token.name}</h3>
							<dl className="mt-1 space-y-0.5 text-sm text-muted">
								<div className="flex flex-wrap gap-x-2">
									<dt>{t('settings.api.created')}</dt>
									<dd>{day.format(new Date(token.createdAt))}</dd>
								</div>
								<div className="flex flex-wrap gap-x-2">
									<dt>{t('settings.api.lastUsed')}</dt>
									<dd>{token.lastUsedAt ? moment.format(new Date(token.lastUsedAt)) : t('settings.api.neverUsed')}</dd>
								</div>
								<div className="flex flex-wrap gap-x-2">
									<dt>{t('settings.api.expires')}</dt>
									<dd>{day.format(new Date(token.expiresAt))}</dd>
								</div>
							</dl>
						</div>
						<Form method="post">
							<input type="hidden" name="intent" value="revoke-api-token" />
							<input type="hidden" name="tokenId" value={token.id} />
							<Button type="submit" variant="secondary" aria-label={t('settings.api.revokeLabel', { name: token.name })}>
								{t('settings.api.revoke')}
							</Button>
						</Form>
					</li>
				))}
		</ul>
	)
}
