import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { AuthLayout, FormError } from '#app/components/auth-layout.tsx'
import { HaveAccountLink, SignupFields } from '#app/components/signup-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { registerSchema, signupSchema } from '#app/modules/auth/auth-schemas.ts'
import { createUser, EmailTakenError } from '#app/modules/auth/users.server.ts'
import { continueToCheckout } from '#app/modules/billing/signup-checkout.server.ts'
import { getPlans } from '#app/modules/plans/plans.server.ts'
import { getUserId, signIn } from '#app/utils/auth.server.ts'
import { checkHoneypot } from '#app/utils/honeypot.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['auth'] }

export const clientLoader = withNamespaces(['auth'])

/** ?plan=esencial|creadores|creadores-plus: a purchasable plan chosen on the landing page, else none. */
function chosenPlan(value: string | null) {
	const wanted = value?.trim().toLowerCase()
	if (!wanted) return null
	return getPlans().find((plan) => plan.purchasable && (plan.id === wanted || plan.aliases.includes(wanted))) ?? null
}

export async function loader(args: LoaderFunctionArgs) {
	const plan = chosenPlan(new URL(args.request.url).searchParams.get('plan'))
	return { ...(await pageTitleLoader(args, 'auth', 'register.title')), plan: plan && { id: plan.id, name: plan.name } }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export async function action({ request }: ActionFunctionArgs) {
	const formData = await request.formData()
	checkHoneypot(formData)
	const plan = chosenPlan(String(formData.get('plan') ?? ''))
	const submission = parseWithZod(formData, { schema: plan ? signupSchema : registerSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	try {
		const { plan: _plan, redirectTo, ...input } = submission.value
		const user = await createUser(input, { signedInUserId: await getUserId(request), buyingPlanName: plan?.name })
		// with a chosen plan the visitor goes on to pay for it; otherwise to the dashboard (or where they were going)
		const signedIn = await signIn(request, user.id, plan ? '/dashboard' : redirectTo)
		return plan ? continueToCheckout(request, signedIn, user.id, plan) : signedIn
	} catch (error) {
		if (!(error instanceof EmailTakenError)) throw error
		return data(
			{ result: submission.reply({ fieldErrors: { email: ['register.emailTaken'] }, hideFields: ['password'] }) },
			{ status: 409 },
		)
	}
}

export default function RegisterPage() {
	const { t } = useTranslation('auth')
	const { plan } = useLoaderData<typeof loader>()
	const [searchParams] = useSearchParams()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const schema = plan ? signupSchema : registerSchema
	const [form, fields] = useForm({
		id: 'register',
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/register')
	return (
		<AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
			{plan ? (
				<p className="mt-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
					{t('register.plan', { plan: plan.name })}
				</p>
			) : null}
			<Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-1">
				<HoneypotInputs />
				<input type="hidden" name="plan" value={plan?.id ?? ''} />
				<input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
				<FormError title={t('register.failed')} errors={form.errors?.map((error) => t(error))} />
				<SignupFields
					namesRequired={Boolean(plan)}
					fields={{
						firstName: fields.firstName,
						lastName: fields.lastName,
						email: fields.email,
						password: fields.password,
						consentMarketing: fields.consentMarketing,
						betaCode: plan ? undefined : fields.betaCode,
					}}
				/>
				<Button type="submit" size="lg" disabled={submitting}>
					{submitting ? t('register.submitting') : plan ? t('register.submitPlan', { plan: plan.name }) : t('register.submit')}
				</Button>
			</Form>
			<HaveAccountLink />
		</AuthLayout>
	)
}
