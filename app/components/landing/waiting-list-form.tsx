import { useActionData, useFetcher, useFormAction } from '@remix-run/react'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'
import type { WaitingListAnswer } from '#app/modules/waiting-list/waiting-list-schema.ts'
import { useServerForm } from '#app/utils/server-form.ts'
import { Trans, useTranslation } from '#app/utils/translation.tsx'
import { filled, useFormComplete } from '#app/utils/use-form-complete.ts'
import { Button } from '../ui/button.tsx'

/**
 * Agencia waiting list. With JS it posts through a fetcher (the page stays put) and the button waits for both an
 * e-mail and the privacy box; without JS it is a plain form whose answer comes back on the same card (#agencia).
 * The shared zod schema validates on the server only, and the form reads its answer without conform's client: it
 * keeps both out of the landing page's JavaScript (docs/decisions/0009-landing-page-weight.md); the fetcher's answer
 * shows the same messages in place.
 */
export function WaitingListForm() {
	const { t } = useTranslation('landing')
	const fetcher = useFetcher<WaitingListAnswer>()
	const actionData = useActionData<WaitingListAnswer>()
	const answer = fetcher.data ?? actionData
	const form = useServerForm('waiting-list', answer?.result)
	const email = form.input('email', 'email')
	const company = form.input('companyName')
	const privacy = form.checkbox('acceptPrivacy')
	const pending = fetcher.state !== 'idle'
	const outcome = pending ? null : answer?.outcome
	const action = `${useFormAction()}#agencia`
	// the button waits for an e-mail and the privacy box; re-read after each answer (a success resets the form)
	const { complete, formProps } = useFormComplete((data) => filled(data, 'email') && data.get('acceptPrivacy') === 'on', outcome)

	return (
		<fetcher.Form method="post" action={action} {...form.formProps} {...formProps} className="mt-4 flex flex-col gap-1">
			<HoneypotInputs />
			<p className="mb-2 text-sm text-muted">{t('waitingList.intro')}</p>
			<Field
				key={`email-${form.resetKey}`}
				ns="landing"
				label={t('waitingList.email')}
				errors={email.errors}
				inputProps={{
					...email.inputProps,
					required: true,
					placeholder: t('waitingList.emailPlaceholder'),
					autoComplete: 'email',
				}}
			/>
			<Field
				key={`company-${form.resetKey}`}
				ns="landing"
				label={t('waitingList.company')}
				errors={company.errors}
				inputProps={{
					...company.inputProps,
					maxLength: 120,
					placeholder: t('waitingList.companyPlaceholder'),
					autoComplete: 'organization',
				}}
			/>
			<CheckboxField
				key={`privacy-${form.resetKey}`}
				ns="landing"
				errors={privacy.errors}
				inputProps={{ ...privacy.inputProps, required: true }}
				label={
					<Trans
						t={t}
						i18nKey="waitingList.privacy"
						components={{
							privacy: <PrivacyLink />,
						}}
					/>
				}
			/>
			<Button type="submit" disabled={!complete || pending} className="w-full">
				{pending ? t('waitingList.submitting') : t('waitingList.submit')}
			</Button>
			<div aria-live="polite" className="min-h-6">
				{outcome ? (
					<p
						role="status"
						className={`mt-3 rounded-lg p-3 text-sm ${outcome === 'success' ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}
					>
						{t(`waitingList.${outcome}`)}
					</p>
				) : null}
			</div>
		</fetcher.Form>
	)
}

/** Trans puts the translated words inside. */
function PrivacyLink({ children }: { children?: React.ReactNode }) {
	return (
		<a href="/privacy" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
			{children}
		</a>
	)
}
