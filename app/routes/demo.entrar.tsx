import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { extendDemo } from '#app/modules/auth/demo.server.ts'
import { consumeSignInLink, isLiveSignInLink } from '#app/modules/auth/sign-in-link.server.ts'
import { signIn } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['auth'] }

export const clientLoader = withNamespaces(['auth'])

/**
 * The link e-mailed to the owner of an existing demo. Opening it only shows a button: mail scanners that fetch
 * links do not use it up; the POST signs in once.
 */
export async function loader(args: LoaderFunctionArgs) {
	const token = new URL(args.request.url).searchParams.get('token') ?? ''
	return {
		...(await pageTitleLoader(args, 'auth', 'demoLink.title')),
		token,
		live: token.length > 0 && token.length <= 128 && (await isLiveSignInLink(token, 'demo')),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export async function action({ request }: ActionFunctionArgs) {
	const token = String((await request.formData()).get('token') ?? '').slice(0, 128)
	const userId = token ? await consumeSignInLink(token, 'demo') : null
	if (!userId) return data({ invalid: true }, { status: 400 })
	await extendDemo(userId)
	return signIn(request, userId, '/demo', '/demo')
}

export default function DemoLinkPage() {
	const { t } = useTranslation('auth')
	const { token, live } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const pending = useNavigation().state !== 'idle'
	if (!live || answer?.invalid) {
		return (
			<AuthLayout title={t('demoLink.title')}>
				<Alert className="mt-6" title={t('demoLink.invalidTitle')}>
					<p>{t('demoLink.invalid')}</p>
				</Alert>
				<Link to="/demo/acceso" className="mt-4 inline-block font-medium text-brand-800 underline">
					{t('demoLink.requestAnother')}
				</Link>
			</AuthLayout>
		)
	}
	return (
		<AuthLayout title={t('demoLink.title')} subtitle={t('demoLink.subtitle')}>
			<Form method="post" className="mt-6">
				<input type="hidden" name="token" value={token} />
				<Button type="submit" size="lg" disabled={pending}>
					{pending ? t('demoLink.submitting') : t('demoLink.submit')}
				</Button>
			</Form>
		</AuthLayout>
	)
}
