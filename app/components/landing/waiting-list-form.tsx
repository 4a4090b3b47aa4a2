import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useActionData, useFetcher, useFormAction } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'
import { waitingListSchema } from '#app/modules/waiting-list/waiting-list-schema.ts'
import { Button } from '../ui/button.tsx'
import type { landingAction } from './landing.server.ts'

/**
 * Agencia waiting list. With JS it posts through a fetcher (the page stays put) and the button waits for both an
 * e-mail and the privacy box; without JS it is a plain form whose answer comes back on the same card (#agencia).
 */
export function WaitingListForm() {
	const { t } = useTranslation('landing')
	const fetcher = useFetcher<typeof landingAction>()
	const actionData = useActionData<typeof landingAction>()
	const answer = fetcher.data ?? actionData
	const hydrated = useHydrated()
	const [form, fields] = useForm({
		id: 'waiting-list',
		lastResult: answer?.result,
		constraint: getZodConstraint(waitingListSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: waitingListSchema }),
	})
	const [email, setEmail] = useState('')
	const [accepted, setAccepted] = useState(false)
	const pending = fetcher.state !== 'idle'
	const outcome = pending ? null : answer?.outcome
	const canSubmit = !hydrated || (email.trim() !== '' && accepted)
	const action = `${useFormAction()}#agencia`
	useEffect(() => {
		if (outcome !== 'success') return
		setEmail('')
		setAccepted(false)
	}, [outcome])

	return (
		<fetcher.Form method="post" action={action} {...getFormProps(form)} className="mt-4 flex flex-col gap-1">
			<HoneypotInputs />
			<p className="mb-2 text-sm text-muted">{t('waitingList.intro')}</p>
			<Field
				ns="landing"
				label={t('waitingList.email')}
				errors={fields.email.errors}
				inputProps={{
					...getInputProps(fields.email, { type: 'email' }),
					placeholder: t('waitingList.emailPlaceholder'),
					autoComplete: 'email',
					onInput: (event) => setEmail(event.currentTarget.value),
				}}
			/>
			<Field
				ns="landing"
				label={t('waitingList.company')}
				errors={fields.companyName.errors}
				inputProps={{
					...getInputProps(fields.companyName, { type: 'text' }),
					placeholder: t('waitingList.companyPlaceholder'),
					autoComplete: 'organization',
				}}
			/>
			<CheckboxField
				ns="landing"
				errors={fields.acceptPrivacy.errors}
				inputProps={{
					...getInputProps(fields.acceptPrivacy, { type: 'checkbox' }),
					onChange: (event) => setAccepted(event.currentTarget.checked),
				}}
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
			<Button type="submit" disabled={!canSubmit || pending} className="w-full">
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
