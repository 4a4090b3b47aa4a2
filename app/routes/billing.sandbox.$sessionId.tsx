import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { SandboxFrame } from '#app/components/billing/sandbox-frame.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { completeSandboxCheckout, sandboxCheckoutFor } from '#app/modules/billing/sandbox-checkout.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['app'] }

export const clientLoader = withNamespaces(['app'])

/**
 * The billing sandbox's checkout (BILLING_SANDBOX=true, no Stripe key): Stripe's payment page stands in here, marked
 * 'Modo de prueba — no se cobra nada'. Only the account that started it can see or confirm it.
 */
export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	const session = await sandboxCheckoutFor(args.params.sessionId ?? '', userId)
	if (!session) throw await notFound(args.request)
	const plan = getPlan(session.planId)
	return {
		...(await pageTitleLoader(args, 'app', 'subscribe.sandbox.title')),
		plan: { id: plan.id, name: plan.name, priceEur: plan.priceEur },
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Confirm: the sandbox "charges" nothing, sends Stripe's events through the webhook's code, and returns as Stripe would. */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const session = await completeSandboxCheckout(params.sessionId ?? '', userId)
	if (!session) throw await notFound(request)
	return redirect(`/dashboard?subscription=success&session_id=${encodeURIComponent(session.id)}`, 303)
}

export default function SandboxCheckoutPage() {
	const { t } = useTranslation('app')
	const { plan } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	return (
		<SandboxFrame title={t('subscribe.sandbox.title')}>
			<p className="mt-3 text-muted">{t('subscribe.sandbox.text', { plan: plan.name, price: plan.priceEur })}</p>
			<Form method="post" className="mt-6">
				<Button type="submit" size="lg" className="w-full" disabled={navigation.state !== 'idle'}>
					{t('subscribe.sandbox.confirm')}
				</Button>
			</Form>
			<Link to={`/subscribe/${plan.id}`} className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
				{t('subscribe.sandbox.back')}
			</Link>
		</SandboxFrame>
	)
}
