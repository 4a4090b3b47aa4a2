import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PublicLayout } from '#app/components/public-layout.tsx'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
import { getPlans } from '#app/modules/plans/plans.server.ts'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'

export const handle = { i18n: ['app', 'landing'] }

export const clientLoader = withNamespaces(['app', 'landing'])

/**
 * Subscribe: the plan's summary before paying. Default plan esencial; an unknown plan shows
 * 'Plan no encontrado'. Payments arrive with the billing issue: until then the pay button says they are not set up.
 */
export async function loader(args: LoaderFunctionArgs) {
	const wanted = (args.params.planId ?? 'esencial').toLowerCase()
	const plan = getPlans().find((p) => p.purchasable && (p.id === wanted || p.aliases.includes(wanted)))
	return {
		...(await pageTitleLoader(args, 'app', 'subscribe.title')),
		plan: plan
			? {
					id: plan.id,
					name: plan.name,
					priceEur: plan.priceEur,
					episodesPerMonth: plan.episodesPerMonth,
					features: plan.features,
				}
			: null,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function SubscribePage() {
	const { t } = useTranslation(['app', 'landing', 'common'])
	const { plan } = useLoaderData<typeof loader>()
	return (
		<PublicLayout>
			<section className="mx-auto max-w-lg px-4 py-16">
				{plan ? (
					<div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-gray-200">
						<p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('subscribe.eyebrow')}</p>
						<h1 className="mt-2 text-3xl font-bold">{t('account.planBadge', { plan: plan.name })}</h1>
						<p className="mt-3 text-2xl font-bold">
							{t('common:plans.currency', { price: plan.priceEur })}{' '}
							<span className="text-base font-normal text-muted">{t('common:plans.perMonth')}</span>
						</p>
						<ul className="mt-5 space-y-2 text-sm text-muted">
							<li className="font-medium text-ink">{t('common:plans.episodes', { count: plan.episodesPerMonth })}</li>
							{plan.features.map((feature) => (
								<li key={feature}>✓ {t(`landing:pricing.features.${feature}`)}</li>
							))}
						</ul>
						<ul className="mt-5 space-y-1 text-xs text-muted">
							{(t('subscribe.notes', { returnObjects: true }) as unknown as string[]).map((note) => (
								<li key={note}>{note}</li>
							))}
						</ul>
						<UnavailableButton className="mt-6 text-center" label={t('subscribe.pay')} reason={t('subscribe.notConfigured')} />
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
