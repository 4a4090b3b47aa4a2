import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { AuthLayout, FormError } from '#app/components/auth-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { loginSchema } from '#app/modules/auth/auth-schemas.ts'
import { authenticator, InvalidCredentialsError, signIn } from '#app/utils/auth.server.ts'
import { checkHoneypot } from '#app/utils/honeypot.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useRootData } from '#app/utils/root-data.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['auth'] }

export const clientLoader = withNamespaces(['auth'])

export const loader = (args: LoaderFunctionArgs) => pageTitleLoader(args, 'auth', 'login.title')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export async function action({ request }: ActionFunctionArgs) {
	// FormStrategy reads the body itself: validate a copy first
	const formData = await request.clone().formData()
	checkHoneypot(formData)
	const submission = parseWithZod(formData, { schema: loginSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	try {
		const userId = await authenticator.authenticate('form', request)
		return signIn(request, userId, submission.value.redirectTo)
	} catch (error) {
		if (!(error instanceof InvalidCredentialsError)) throw error
		// the same answer and status for an unknown e-mail and a wrong password
		return data({ result: submission.reply({ formErrors: ['login.failed'], hideFields: ['password'] }) }, { status: 401 })
	}
}

export default function LoginPage() {
	const { t } = useTranslation('auth')
	const root = useRootData()
	const [searchParams] = useSearchParams()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'login',
		lastResult: actionData?.result,
		constraint: getZodConstraint(loginSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
	})
	const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/login')
	return (
		<AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
			<Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-1">
				<HoneypotInputs />
				<input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
				<FormError title={t('login.failedTitle')} errors={form.errors?.map((error) => t(error))} />
				<Field
					ns="auth"
					label={t('login.email')}
					errors={fields.email.errors}
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', autoFocus: true }}
				/>
				<Field
					ns="auth"
					label={t('login.password')}
					errors={fields.password.errors}
					inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
				/>
				<Button type="submit" size="lg" disabled={submitting}>
					{submitting ? t('login.submitting') : t('login.submit')}
				</Button>
			</Form>
			<p className="mt-6 text-sm text-muted">
				{t('login.noAccount')}{' '}
				<Link to="/register" className="font-semibold text-brand-700 hover:underline">
					{t('login.register')}
				</Link>
			</p>
			<p className="mt-3 text-sm text-muted">{t('login.forgot', { supportEmail: root?.contactEmails.support })}</p>
		</AuthLayout>
	)
}
