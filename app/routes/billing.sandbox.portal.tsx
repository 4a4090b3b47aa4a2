import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { SandboxFrame } from '#app/components/billing/sandbox-frame.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { sandboxPortalFor, setSandboxCancellation } from '#app/modules/billing/sandbox-checkout.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['app'] }

export const clientLoader = withNamespaces(['app'])

/** The billing sandbox's stand-in for Stripe's Customer Portal: cancel at the period's end, or keep the subscription. */
export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	const portal = await sandboxPortalFor(userId)
	if (!portal) throw await notFound(args.request)
	const subscription = portal.subscription && { ...portal.subscription, planName: getPlan(portal.subscription.planId).name }
	return { ...(await pageTitleLoader(args, 'app', 'subscribe.sandbox.portalTitle')), subscription }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const intent = (await request.formData()).get('intent')
	await setSandboxCancellation(userId, intent === 'cancel')
	return redirect('/dashboard', 303)
}

export default function SandboxPortalPage() {
	const { t, i18n } = useTranslation('app')
	const { subscription } = useLoaderData<typeof loader>()
	const date = (iso: string) =>
		new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long' }).format(new Date(iso))
	return (
		<SandboxFrame title={t('subscribe.sandbox.portalTitle')}>
			{subscription ? (
				<>
					<p className="mt-3 text-muted">
						{t(subscription.cancelAtPeriodEnd ? 'subscribe.sandbox.portalCancelled' : 'subscribe.sandbox.portalActive', {
							plan: subscription.planName,
							date: date(subscription.periodEnd),
						})}
					</p>
					<Form method="post" className="mt-6">
						<input type="hidden" name="intent" value={subscription.cancelAtPeriodEnd ? 'resume' : 'cancel'} />
						<Button type="submit" variant={subscription.cancelAtPeriodEnd ? 'primary' : 'secondary'}>
							{t(subscription.cancelAtPeriodEnd ? 'subscribe.sandbox.resume' : 'subscribe.sandbox.cancel')}
						</Button>
					</Form>
				</>
			) : (
				<p className="mt-3 text-muted">{t('subscribe.sandbox.none')}</p>
			)}
			<Link to="/dashboard" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
				{t('subscribe.sandbox.backToDashboard')}
			</Link>
		</SandboxFrame>
	)
}
