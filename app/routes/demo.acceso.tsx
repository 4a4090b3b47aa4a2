import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { AuthLayout, FormError } from '#app/components/auth-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'
import { getOrCreateDemoUser, RegularAccountExistsError } from '#app/modules/auth/demo.server.ts'
import { demoAccessSchema } from '#app/modules/auth/demo-schema.ts'
import { signIn } from '#app/utils/auth.server.ts'
import { checkHoneypot } from '#app/utils/honeypot.server.ts'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { filled, useFormComplete } from '#app/utils/use-form-complete.ts'

export const handle = { i18n: ['auth'] }

export const clientLoader = withNamespaces(['auth'])

export const loader = (args: LoaderFunctionArgs) => pageTitleLoader(args, 'auth', 'demo.title')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Demo access: the page behind 'Probar Demo' (the landing opens the same form in a dialog when JS runs). */
export async function action({ request }: ActionFunctionArgs) {
	const formData = await request.formData()
	checkHoneypot(formData)
	const submission = parseWithZod(formData, { schema: demoAccessSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: ['demo.errors.requiredDescription'] }) }, { status: 400 })
	}
	try {
		return signIn(request, await getOrCreateDemoUser(submission.value.email), '/demo', '/demo')
	} catch (error) {
		const known = error instanceof RegularAccountExistsError
		if (!known) console.error('[demo]', error)
		return data(
			{ result: submission.reply({ formErrors: [known ? 'demo.errors.regularAccount' : 'demo.errors.failed'] }) },
			{ status: known ? 409 : 500 },
		)
	}
}

export default function DemoAccessPage() {
	return (
		<DemoAccessLayout>
			<DemoAccessForm />
		</DemoAccessLayout>
	)
}

function DemoAccessLayout({ children }: { children: React.ReactNode }) {
	const { t } = useTranslation('auth')
	return (
		<AuthLayout title={t('demo.title')} subtitle={t('demo.subtitle')}>
			{children}
		</AuthLayout>
	)
}

export function DemoAccessForm() {
	const { t } = useTranslation('auth')
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'demo-access',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: demoAccessSchema }),
	})
	const pending = navigation.state !== 'idle' && navigation.formAction?.startsWith('/demo/acceso')
	// 'Acceder a demo' waits for both the e-mail and the accepted terms
	const { complete, formProps } = useFormComplete((data) => filled(data, 'email') && data.get('acceptTerms') === 'on')
	const title = form.errors?.includes('demo.errors.requiredDescription')
		? t('demo.errors.requiredTitle')
		: t('demo.errors.failedTitle')
	return (
		<Form method="post" action="/demo/acceso" {...getFormProps(form)} {...formProps} className="mt-6 flex flex-col gap-1">
			<HoneypotInputs />
			<FormError title={title} errors={form.errors?.map((error) => t(error))} />
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
		</Form>
	)
}
