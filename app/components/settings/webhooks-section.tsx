import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import type { ErrorCode } from '#app/modules/errors/error-codes.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { useServerForm } from '#app/utils/server-form.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section } from './section.tsx'

type When = string | Date

type WebhookView = {
	id: string
	url: string
	createdAt: When
	deliveries: {
		id: string
		event: string
		status: 'pending' | 'delivered' | 'failed'
		attempts: number
		lastStatus: number | null
		lastErrorCode: string | null
		createdAt: When
	}[]
}

/** A webhook just added: the action's answer carries its secret, shown on that answer's page and never again. */
export type CreatedWebhook = { url: string; secret: string }

/**
 * Webhooks, in 'Acceso a la API': what they receive and how they are signed, a form that adds an address (its
 * signing secret shown once), and each webhook with its latest deliveries and its own 'Borrar' form. Plain forms:
 * the same with or without JavaScript.
 */
export function WebhooksSection({
	webhooks,
	max,
	timeZone,
	created,
	createReply,
}: {
	webhooks: WebhookView[]
	max: number
	timeZone: string
	created: CreatedWebhook | undefined
	createReply: SubmissionResult<string[]> | undefined
}) {
	const { t } = useTranslation('app')
	return (
		<>
			<Section title={t('settings.webhooks.title')} description={t('settings.webhooks.description')}>
				<p className="mb-3 text-sm text-muted">{t('settings.webhooks.createDescription', { max })}</p>
				<div aria-live="polite">{created ? <NewWebhook created={created} /> : null}</div>
				<CreateWebhookForm lastResult={createReply} />
			</Section>
			<Section title={t('settings.webhooks.listTitle')}>
				<WebhookList webhooks={webhooks} timeZone={timeZone} />
			</Section>
		</>
	)
}

function NewWebhook({ created }: { created: CreatedWebhook }) {
	const { t } = useTranslation('app')
	return (
		<div className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
			<p className="break-all font-semibold">{t('settings.webhooks.createdTitle', { url: created.url })}</p>
			<p className="mt-1">{t('settings.webhooks.createdNotice')}</p>
			<label htmlFor="new-webhook-secret" className="mt-3 block font-medium">
				{t('settings.webhooks.secretLabel')}
			</label>
			<input
				id="new-webhook-secret"
				readOnly
				value={created.secret}
				autoComplete="off"
				spellCheck={false}
				onFocus={(event) => event.currentTarget.select()}
				className="mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 font-mono text-sm text-ink"
			/>
		</div>
	)
}

function CreateWebhookForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const { t } = useTranslation('app')
	// the server checks (webhook-schemas.ts) and its answer is shown; a webhook made empties the field
	const form = useServerForm('create-webhook', lastResult)
	const url = form.input('url', 'url')
	return (
		<Form method="post" {...form.formProps} className="flex flex-col gap-1">
			<input type="hidden" name="intent" value="create-webhook" />
			<Field
				key={form.resetKey}
				ns="app"
				label={t('settings.webhooks.url')}
				errors={url.errors}
				inputProps={{
					...url.inputProps,
					required: true,
					autoComplete: 'off',
					placeholder: t('settings.webhooks.urlPlaceholder'),
				}}
			/>
			<div>
				<Button type="submit">{t('settings.webhooks.create')}</Button>
			</div>
		</Form>
	)
}

function WebhookList({ webhooks, timeZone }: { webhooks: WebhookView[]; timeZone: string }) {
	const { t, i18n } = useTranslation('app')
	if (webhooks.length === 0) return <p className="text-sm text-muted">{t('settings.webhooks.empty')}</p>
	const locale = i18n.language === 'en' ? 'en-GB' : 'es-ES'
	const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone })
	return (
		<ul className="divide-y divide-gray-200">
			{webhooks.map((webhook) => (
				<li key={webhook.id} className="py-4 first:pt-0 last:pb-0">
					<div className="flex flex-wrap items-start justify-between gap-3">
						<div className="min-w-0">
							<h3 className="break-all font-mono text-sm font-medium text-ink">{webhook.url}</h3>
							<p className="mt-1 text-sm text-muted">
								{t('settings.webhooks.added')} {day.format(new Date(webhook.createdAt))}
							</p>
						</div>
						<Form method="post">
							<input type="hidden" name="intent" value="delete-webhook" />
							<input type="hidden" name="webhookId" value={webhook.id} />
							<Button type="submit" variant="secondary" aria-label={t('settings.webhooks.deleteLabel', { url: webhook.url })}>
								{t('settings.webhooks.delete')}
							</Button>
						</Form>
					</div>
					<Deliveries deliveries={webhook.deliveries} timeZone={timeZone} />
				</li>
			))}
		</ul>
	)
}

function Deliveries({ deliveries, timeZone }: { deliveries: WebhookView['deliveries']; timeZone: string }) {
	const { t, i18n } = useTranslation('app')
	const { t: errors } = useTranslation('errors')
	if (deliveries.length === 0) return <p className="mt-3 text-sm text-muted">{t('settings.webhooks.noDeliveries')}</p>
	const locale = i18n.language === 'en' ? 'en-GB' : 'es-ES'
	const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
	return (
		<div className="mt-3 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">{t('settings.webhooks.deliveriesTitle')}</caption>
				<thead className="text-muted">
					<tr>
						<th scope="col" className="py-1 pr-3 font-medium">
							{t('settings.webhooks.event')}
						</th>
						<th scope="col" className="py-1 pr-3 font-medium">
							{t('settings.webhooks.status')}
						</th>
						<th scope="col" className="py-1 pr-3 font-medium">
							{t('settings.webhooks.attempts')}
						</th>
						<th scope="col" className="py-1 font-medium">
							{t('settings.webhooks.when')}
						</th>
					</tr>
				</thead>
				<tbody>
					{deliveries.map((delivery) => (
						<tr key={delivery.id} className="border-t border-gray-100 align-top">
							<td className="py-1 pr-3 font-mono text-xs">{delivery.event}</td>
							<td className="py-1 pr-3">
								{t(`settings.webhooks.statuses.${delivery.status}`)}
								{delivery.status !== 'delivered' && delivery.lastErrorCode ? (
									<span className="block text-xs text-muted">
										{errorText(errors, {
											code: delivery.lastErrorCode as ErrorCode,
											params: delivery.lastStatus ? { status: delivery.lastStatus } : {},
										})}
									</span>
								) : delivery.lastStatus ? (
									<span className="block text-xs text-muted">
										{t('settings.webhooks.lastStatus', { status: delivery.lastStatus })}
									</span>
								) : null}
							</td>
							<td className="py-1 pr-3">{delivery.attempts}</td>
							<td className="py-1">{moment.format(new Date(delivery.createdAt))}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
