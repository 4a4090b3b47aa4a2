import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, useActionData, type useFetcher, useNavigation } from '@remix-run/react'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import type { z } from 'zod'
import { FormError } from '#app/components/auth-layout.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'
import type { DemoAccessAnswer, demoAccessSchema } from '#app/modules/auth/demo-schema.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { filled, useFormComplete } from '#app/utils/use-form-complete.ts'

/** A fetcher for the /demo/acceso action: the landing's demo dialog posts through one. */
type DemoAccessFetcher = ReturnType<typeof useFetcher<DemoAccessAnswer>>

type Input = z.input<typeof demoAccessSchema>
type Output = z.output<typeof demoAccessSchema>
type FormOptions = Parameters<typeof useForm<Input, Output, string[]>>[0]

type DemoAccessFormProps = {
	/** the form's id (and so its fields' ids) */
	id?: string
	/** post through this fetcher and show its answer (the landing dialog); without it, a navigation (the page) */
	fetcher?: DemoAccessFetcher
	/**
	 * Validation in the browser (the page passes the shared zod schema). The landing dialog leaves it out, so the
	 * landing page ships no validation library (docs/decisions/0009-landing-page-weight.md): the action answers with
	 * the same schema's messages.
	 */
	onValidate?: FormOptions['onValidate']
}

/**
 * Demo access: e-mail and the accepted terms, posted to the /demo/acceso action, which signs in and goes on to /demo.
 * Used by the /demo/acceso page (works without JavaScript) and by the landing page's demo dialog.
 */
export function DemoAccessForm({ id = 'demo-access', fetcher, onValidate }: DemoAccessFormProps) {
	const { t } = useTranslation('auth')
	// both hooks always run; with a fetcher only its own answer counts
	const actionData = useActionData<DemoAccessAnswer>()
	const navigation = useNavigation()
	const answer = fetcher ? fetcher.data : actionData
	const [form, fields] = useForm<Input, Output, string[]>({ id, lastResult: answer?.result, onValidate })
	const pending = fetcher
		? fetcher.state !== 'idle'
		: navigation.state !== 'idle' && Boolean(navigation.formAction?.startsWith('/demo/acceso'))
	// 'Acceder a demo' waits for both the e-mail and the accepted terms
	const { complete, formProps } = useFormComplete((data) => filled(data, 'email') && data.get('acceptTerms') === 'on')
	const title = form.errors?.includes('demo.errors.requiredDescription')
		? t('demo.errors.requiredTitle')
		: t('demo.errors.failedTitle')
	const FormElement = fetcher ? fetcher.Form : Form
	return (
		<FormElement method="post" action="/demo/acceso" {...getFormProps(form)} {...formProps} className="mt-6 flex flex-col gap-1">
			<HoneypotInputs />
			<FormError title={title} errors={form.errors?.map((error) => t(error))} />
			{answer && 'linkSent' in answer && answer.linkSent ? (
				<Alert tone="info" title={t('demo.linkSentTitle')}>
					<p>{t('demo.linkSent', answer.linkSent)}</p>
				</Alert>
			) : null}
			<Field
				ns="auth"
				label={t('demo.email')}
				errors={fields.email.errors?.filter((error) => error !== 'demo.errors.required')}
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), required: true, autoComplete: 'email' }}
			/>
			<CheckboxField
				ns="auth"
				inputProps={{ ...getInputProps(fields.acceptTerms, { type: 'checkbox' }), required: true }}
				label={
					<>
						{t('demo.termsBefore')}{' '}
						<a href="/terminos" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
							{t('demo.termsLink')}
						</a>
						{t('demo.termsAfter')}
					</>
				}
			/>
			<Button type="submit" size="lg" disabled={pending || !complete}>
				{pending ? t('demo.submitting') : t('demo.submit')}
			</Button>
		</FormElement>
	)
}
