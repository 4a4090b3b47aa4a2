import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { PlanFeatureItems } from '#app/components/plans/plan-feature-items.tsx'
import { PublicLayout } from '#app/components/public-layout.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
import { planChangeCharge } from '#app/modules/billing/manage-subscription.server.ts'
import { checkoutLink, PAYMENT_ERROR_STATUS } from '#app/modules/billing/payment-link.server.ts'
import { type PlanLoss, planChangeLosses } from '#app/modules/billing/plan-change-losses.server.ts'
import { checkoutOrigin, subscribeOffer, subscribePlan } from '#app/modules/billing/subscribe-page.server.ts'
import type { BillingErrorCode } from '#app/modules/errors/error-codes.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { getUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['app', 'landing', 'errors'] }

export const clientLoader = withNamespaces(['app', 'landing', 'errors'])

/**
 * Subscribe: the plan's summary, then Stripe's own payment page (docs/decisions/0032). Default plan esencial; an unknown
 * plan, or one not sold (Agencia), shows 'Plan no encontrado'. Signed-out visitors sign up first, keeping the plan.
 */
export async function loader(args: LoaderFunctionArgs) {
	const plan = subscribePlan(args.params.planId)
	const userId = await getUserId(args.request)
	const signupFailed = new URL(args.request.url).searchParams.get('error') === 'signup'
	const offer = plan ? await subscribeOffer(userId, plan.id) : null
	// a subscriber sees what the change charges now before confirming it (null: unknown, the note explains it)
	const change = plan && userId && offer?.action === 'change'
	const chargeNowCents = change ? await planChangeCharge(userId, plan) : null
	// a downgrade says first what it takes away
	const losses = change ? await planChangeLosses(userId, plan) : null
	return {
		...(await pageTitleLoader(args, 'app', 'subscribe.title')),
		plan: plan
			? {
					id: plan.id,
					name: plan.name,
					priceEur: plan.priceEur,
					episodesPerMonth: plan.episodesPerMonth,
					features: plan.features,
					cloningVoices: plan.cloningVoices,
				}
			: null,
		offer,
		chargeNowCents,
		losses,
		error: signupFailed ? ('SIGNUP_CHECKOUT_FAILED' as BillingErrorCode) : null,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Pay: a Checkout Session (or the sandbox's checkout, or a confirmed price change) and a 303 to it. */
export async function action({ request, params }: ActionFunctionArgs) {
	const plan = subscribePlan(params.planId)
	if (!plan) throw await notFound(request, 'PLAN_NOT_FOUND')
	const userId = await getUserId(request)
	if (!userId) return redirect(`/register?plan=${plan.id}`, 303)
	const offer = await subscribeOffer(userId, plan.id)
	if (offer.action === 'signUp') return redirect(`/register?plan=${plan.id}`, 303)
	if (offer.action === 'current') return redirect('/dashboard', 303)
	// a subscriber's price changes only from this page's own form, after seeing the new price and what is charged now
	// (a one-click Upgrade button elsewhere lands here first)
	if (offer.action === 'change' && (await request.formData()).get('confirm') !== plan.id) {
		return redirect(`/subscribe/${plan.id}`, 303)
	}
	const link = await checkoutLink({ userId, plan, origin: checkoutOrigin(request) })
	if ('url' in link) return redirect(link.url, 303)
	return data({ error: link.error as BillingErrorCode }, { status: PAYMENT_ERROR_STATUS[link.error] })
}

export default function SubscribePage() {
	const { t } = useTranslation(['app', 'landing', 'common', 'errors'])
	const { t: tError } = useTranslation('errors')
	const { plan, offer, chargeNowCents, losses, error: loaderError } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const error = actionData?.error ?? loaderError
	const notes = t('subscribe.notes', { returnObjects: true }) as unknown as string[]
	return (
		<PublicLayout>
			<section className="mx-auto max-w-lg px-4 py-16">
				{plan && offer ? (
					<div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-gray-200">
						<p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('subscribe.eyebrow')}</p>
						<h1 className="mt-2 text-3xl font-bold">{t('account.planBadge', { plan: plan.name })}</h1>
						<p className="mt-3 text-2xl font-bold">
							{t('common:plans.currency', { price: plan.priceEur })}{' '}
							<span className="text-base font-normal text-muted">{t('common:plans.perMonth')}</span>
						</p>
						<ul className="mt-5 space-y-2 text-sm text-muted">
							<li className="font-medium text-ink">{t('common:plans.episodes', { count: plan.episodesPerMonth })}</li>
							<PlanFeatureItems features={plan.features} cloningVoices={plan.cloningVoices} />
						</ul>
						{losses && losses.length > 0 ? <PlanChangeLosses plan={plan.name} losses={losses} /> : null}
						<ul className="mt-5 space-y-1 text-xs text-muted">
							{notes.map((note) => (
								<li key={note}>{note}</li>
							))}
							<li>{offer.trialEnabled ? t('subscribe.trialAvailable') : t('subscribe.trialUnavailable')}</li>
						</ul>
						{error ? <Alert className="mt-6" title={errorText(tError, { code: error })} /> : null}
						{offer.mode === 'sandbox' ? (
							<p className="mt-6 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
								{t('subscribe.sandboxNote')}
							</p>
						) : null}
						<SubscribeButton
							plan={plan}
							offer={offer}
							chargeNowCents={chargeNowCents}
							pending={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
						/>
					</div>
				) : (
					<div className="text-center">
						<h1 className="text-2xl font-bold">{t('subscribe.notFound')}</h1>
						<Link to="/#planes" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
							{t('subscribe.seePlans')}
						</Link>
					</div>
				)}
			</section>
		</PublicLayout>
	)
}

/** A downgrade's warning: what the subscriber stops having, before the button that confirms it. */
function PlanChangeLosses({ plan, losses }: { plan: string; losses: PlanLoss[] }) {
	const { t } = useTranslation('app')
	return (
		<Alert tone="warning" className="mt-6" title={t('subscribe.losses.title', { plan })}>
			<ul className="mt-1 list-disc space-y-1 pl-5" data-testid="plan-losses">
				{losses.map((loss) => (
					<li key={loss.code}>{t(`subscribe.losses.${loss.code}`, loss)}</li>
				))}
			</ul>
			{losses.map((loss) =>
				loss.code === 'cloning' && loss.voices > 0 ? (
					<p key="voices" className="mt-2">
						{t('subscribe.losses.clonedVoices', { count: loss.voices })}
					</p>
				) : null,
			)}
		</Alert>
	)
}

type Offer = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['offer']>

function SubscribeButton({
	plan,
	offer,
	chargeNowCents,
	pending,
}: {
	plan: { id: string; name: string; priceEur: number }
	offer: Offer
	chargeNowCents: number | null
	pending: boolean
}) {
	const { t, i18n } = useTranslation('app')
	if (offer.mode === 'off') {
		return <UnavailableButton className="mt-6 text-center" label={t('subscribe.pay')} reason={t('subscribe.notConfigured')} />
	}
	if (offer.action === 'signUp') {
		return (
			<ButtonLink className="mt-6 w-full" size="lg" to={`/register?plan=${plan.id}`}>
				{t('subscribe.continueWith', { plan: plan.name })}
			</ButtonLink>
		)
	}
	if (offer.action === 'current') {
		return (
			<div className="mt-6">
				<p className="font-medium">{t('subscribe.current', { plan: plan.name })}</p>
				<ButtonLink className="mt-4 w-full" variant="secondary" to="/settings?tab=plan">
					{t('subscribe.manage')}
				</ButtonLink>
			</div>
		)
	}
	return (
		<Form method="post" className="mt-6">
			{offer.action === 'change' ? (
				<>
					<input type="hidden" name="confirm" value={plan.id} />
					<p className="mb-3 text-sm text-muted">{t('subscribe.changeNote', { plan: plan.name, price: plan.priceEur })}</p>
					{chargeNowCents !== null ? (
						<p className="mb-3 font-medium" data-testid="charge-now">
							{t('subscribe.chargeNow', {
								amount: new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', {
									style: 'currency',
									currency: 'EUR',
								}).format(chargeNowCents / 100),
							})}
						</p>
					) : null}
				</>
			) : null}
			<Button type="submit" size="lg" className="w-full" disabled={pending}>
				{offer.action === 'change' ? t('subscribe.changeTo', { plan: plan.name }) : t('subscribe.pay')}
			</Button>
		</Form>
	)
}
