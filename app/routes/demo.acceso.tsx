import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { DemoAccessForm } from '#app/components/demo-access-form.tsx'
import { RegularAccountExistsError, requestDemoAccess } from '#app/modules/auth/demo.server.ts'
import { demoAccessSchema } from '#app/modules/auth/demo-schema.ts'
import { SIGN_IN_LINK_MINUTES } from '#app/modules/auth/sign-in-link.server.ts'
import { getUserId, signIn } from '#app/utils/auth.server.ts'
import { checkHoneypot } from '#app/utils/honeypot.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

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
		const email = submission.value.email
		const access = await requestDemoAccess(email, await getUserId(request), await getLanguage(request))
		if (access.kind === 'signed-in') return signIn(request, access.userId, '/demo', '/demo')
		// an existing demo opens only from the link sent to its e-mail
		return data({ result: submission.reply(), linkSent: { email, minutes: SIGN_IN_LINK_MINUTES } })
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
			<DemoAccessForm onValidate={({ formData }) => parseWithZod(formData, { schema: demoAccessSchema })} />
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
