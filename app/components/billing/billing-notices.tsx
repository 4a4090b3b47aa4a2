import { Form, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { DashboardBilling } from '#app/modules/billing/dashboard-billing.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** How often the return page asks again while the payment is being confirmed. */
const CONFIRMING_REFRESH_SECONDS = 2

/**
 * The dashboard's billing notices. While a payment is being confirmed the page asks again on its own: by polling
 * with JavaScript, by a meta refresh without it.
 */
export function BillingNotices({ billing }: { billing: DashboardBilling }) {
	const { t, i18n } = useTranslation('app')
	const { t: tError } = useTranslation('errors')
	const { checkoutReturn } = billing
	const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long' })
	return (
		<div className="mb-6 space-y-3 empty:hidden">
			{checkoutReturn?.state === 'confirmed' ? (
				<Alert tone="info" title={t('dashboard.billing.success')}>
					<p>{t('dashboard.billing.welcome', { plan: checkoutReturn.planName })}</p>
				</Alert>
			) : null}
			{checkoutReturn?.state === 'confirming' ? <Confirming /> : null}
			{billing.pastDue ? <Alert tone="warning" title={t('dashboard.billing.pastDue')} /> : null}
			{billing.error ? <Alert title={errorText(tError, { code: billing.error })} /> : null}
			{billing.trialDaysLeft ? (
				<Alert tone="info" title={t('dashboard.billing.trial', { plan: billing.planName, count: billing.trialDaysLeft })} />
			) : null}
			{billing.cancelledUntil ? (
				<Alert
					tone="info"
					title={t('dashboard.billing.cancelled', {
						plan: billing.planName,
						date: dateFormat.format(new Date(billing.cancelledUntil)),
					})}
				/>
			) : null}
		</div>
	)
}

function Confirming() {
	const { t } = useTranslation('app')
	const revalidator = useRevalidator()
	useEffect(() => {
		const timer = setInterval(() => {
			if (revalidator.state === 'idle') revalidator.revalidate()
		}, CONFIRMING_REFRESH_SECONDS * 1000)
		return () => clearInterval(timer)
	}, [revalidator])
	return (
		<>
			<noscript>
				<meta httpEquiv="refresh" content={String(CONFIRMING_REFRESH_SECONDS)} />
			</noscript>
			<Alert tone="info" title={t('dashboard.billing.confirming')}>
				<p>{t('dashboard.billing.confirmingHelp')}</p>
			</Alert>
		</>
	)
}

/** 'Gestionar Suscripción': a form to the Customer Portal (invoices, card, cancellation). */
export function ManageSubscriptionForm({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
	const { t } = useTranslation('app')
	return (
		<Form method="post" action="/billing/portal" reloadDocument>
			<Button type="submit" variant={variant}>
				{t('dashboard.billing.manage')}
			</Button>
		</Form>
	)
}
