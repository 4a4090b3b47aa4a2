import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { PlanFeatureItems } from '#app/components/plans/plan-feature-items.tsx'
import { ButtonLink, buttonClass } from '#app/components/ui/button.tsx'
import { getDemoScreen } from '#app/modules/account/demo-account.server.ts'
import { getUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['auth', 'landing'] }

export const clientLoader = withNamespaces(['auth', 'landing'])

/** The demo screen: what the demo allows and the way to the demo episode. Visitors go to demo access first. */
export async function loader(args: LoaderFunctionArgs) {
	const userId = await getUserId(args.request)
	if (!userId) throw redirect('/demo/acceso')
	const screen = await getDemoScreen(userId)
	if (!screen) throw redirect('/dashboard')
	return { ...(await pageTitleLoader(args, 'auth', 'demoScreen.title')), ...screen }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function DemoScreen() {
	const { t } = useTranslation(['auth', 'landing'])
	const { email, features, maxMinutes } = useLoaderData<typeof loader>()
	return (
		<AuthLayout title={t('demoScreen.title')} subtitle={t('demoScreen.subtitle', { email })}>
			<ul className="mt-6 space-y-2 text-sm text-muted">
				<li className="font-medium text-ink">{t('demoScreen.oneEpisode', { minutes: maxMinutes })}</li>
				<PlanFeatureItems features={features} cloningVoices={0} />
			</ul>
			<ButtonLink to="/create" size="lg" className="mt-6 w-full">
				{t('demoScreen.create')}
			</ButtonLink>
			<Form method="post" action="/logout" className="mt-3">
				<button type="submit" className={buttonClass({ variant: 'ghost', className: 'w-full' })}>
					{t('demoScreen.leave')}
				</button>
			</Form>
		</AuthLayout>
	)
}
