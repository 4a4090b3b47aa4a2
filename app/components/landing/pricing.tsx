import type { PricingCard } from '#app/modules/plans/pricing-card.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { PlanFeatureItems } from '../plans/plan-feature-items.tsx'
import { buttonClass } from '../ui/button.tsx'
import { DemoLink, SignupLink } from './landing-dialogs.tsx'
import { WaitingListForm } from './waiting-list-form.tsx'

/** Pricing cards, every price and limit from config/plans.json. */
export function Pricing({ plans }: { plans: PricingCard[] }) {
	const { t } = useTranslation('landing')
	return (
		<section id="planes" aria-labelledby="pricing-title" className="scroll-mt-20 bg-gray-50 py-20">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<div className="mx-auto max-w-2xl text-center">
					<h2 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
						{t('pricing.title')}
					</h2>
					<p className="mt-3 text-muted">{t('pricing.subtitle')}</p>
				</div>
				<ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
					{plans.map((plan) => (
						<PlanCard key={plan.id} plan={plan} />
					))}
				</ul>
			</div>
		</section>
	)
}

function PlanCard({ plan }: { plan: PricingCard }) {
	const { t } = useTranslation(['landing', 'common'])
	const isDemo = plan.id === 'demo'
	return (
		<li
			id={plan.waitingList ? 'agencia' : undefined}
			aria-labelledby={`plan-${plan.id}`}
			data-plan={plan.id}
			className={`relative flex scroll-mt-24 flex-col rounded-2xl bg-white p-6 ring-1 ${plan.mostPopular ? 'ring-2 ring-brand-600 shadow-lg' : 'ring-gray-200'} ${plan.waitingList ? 'md:col-span-2 lg:col-span-4 lg:grid lg:grid-cols-2 lg:gap-x-10' : ''}`}
		>
			<div className="flex flex-col">
				{plan.mostPopular ? (
					<p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
						{t('pricing.mostPopular')}
					</p>
				) : null}
				<h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
					{plan.name}
				</h3>
				<p className="mt-3 flex items-baseline gap-1">
					<span className="text-3xl font-bold" data-testid="plan-price">
						{plan.priceEur === 0 ? t('common:plans.free') : t('common:plans.currency', { price: plan.priceEur })}
					</span>
					<span className="text-sm text-muted">{isDemo ? t('common:plans.oneTime') : t('common:plans.perMonth')}</span>
				</p>
				<ul className="mt-5 flex-1 space-y-2 text-sm text-muted">
					<li className="font-medium text-ink" data-testid="plan-episodes">
						{isDemo
							? t('common:plans.demoEpisode')
							: plan.episodesPerMonth === -1
								? t('common:plans.episodesUnlimited')
								: t('common:plans.episodes', { count: plan.episodesPerMonth })}
					</li>
					<PlanFeatureItems features={plan.features} cloningVoices={plan.cloningVoices} />
					{!isDemo && !plan.features.includes('lengthOnRequest') && !plan.waitingList ? (
						<li className="flex gap-2">
							<span aria-hidden="true" className="text-brand-700">
								✓
							</span>
							<span>{t('common:plans.length', plan.lengthMinutes)}</span>
						</li>
					) : null}
				</ul>
			</div>
			<div className="mt-6 lg:mt-0">
				{isDemo ? (
					<DemoLink className={buttonClass({ variant: 'secondary', className: 'w-full' })}>{t('pricing.tryDemo')}</DemoLink>
				) : plan.waitingList ? (
					<>
						<h4 className="text-sm font-semibold text-ink">{t('pricing.waitingListTitle')}</h4>
						<WaitingListForm />
					</>
				) : (
					<SignupLink
						plan={{ id: plan.signupId, name: plan.name }}
						className={buttonClass({ variant: plan.mostPopular ? 'primary' : 'secondary', className: 'w-full' })}
					>
						{t('pricing.choosePlan', { plan: plan.name })}
					</SignupLink>
				)}
			</div>
		</li>
	)
}
