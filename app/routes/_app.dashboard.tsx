import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BillingNotices, ManageSubscriptionForm } from '#app/components/billing/billing-notices.tsx'
import { UpgradeForm } from '#app/components/billing/upgrade-form.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
import { UsageBar } from '#app/components/usage-bar.tsx'
import { isDemoAccount } from '#app/modules/account/demo-account.server.ts'
import { dashboardBilling } from '#app/modules/billing/billing-status.server.ts'
import { limitTextValues } from '#app/modules/quota/limit-text.ts'
import { useAccount } from '#app/utils/account.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['app', 'errors'] }

export const clientLoader = withNamespaces(['app', 'errors'])

export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	if (await isDemoAccount(userId)) throw redirect('/demo')
	const billing = await dashboardBilling(userId, new URL(args.request.url).searchParams)
	return { ...(await pageTitleLoader(args, 'app', 'dashboard.title')), billing }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Panel Principal: welcome, the four cards with their plan rules, and quick tips. */
export default function DashboardPage() {
	const { t } = useTranslation('app')
	const { user, plan, quota } = useAccount()
	const { billing } = useLoaderData<typeof loader>()
	const tips = t('dashboard.tips.items', { returnObjects: true }) as unknown as string[]
	return (
		<div className="mx-auto max-w-5xl">
			<h1 className="text-2xl font-bold sm:text-3xl">
				{t('dashboard.welcome', { name: user.firstName || t('dashboard.fallbackName') })}
			</h1>
			<p className="mt-1 text-muted">{t('dashboard.subtitle')}</p>
			<BillingNotices billing={billing} />
			<ul className="mt-8 grid gap-4 md:grid-cols-2">
				<Card title={t('dashboard.create.title')} text={t('dashboard.create.text')}>
					{quota.reached ? (
						<UnavailableButton
							label={t('dashboard.create.limit')}
							reason={t('dashboard.create.limitHelp', limitTextValues(quota))}
						/>
					) : (
						<ButtonLink to="/create">{t('dashboard.create.cta')}</ButtonLink>
					)}
				</Card>
				<Card title={t('dashboard.library.title')} text={t('dashboard.library.text')}>
					<ButtonLink to="/library" variant="secondary">
						{t('dashboard.library.cta')}
					</ButtonLink>
				</Card>
				<Card title={t('dashboard.voices.title')} text={t('dashboard.voices.text')}>
					{plan.canClone ? (
						<ButtonLink to="/voice-cloning" variant="secondary">
							{t('dashboard.voices.cta')}
						</ButtonLink>
					) : (
						<>
							<p className="mb-3 text-sm text-muted">{t('dashboard.voices.locked')}</p>
							<ButtonLink to="/subscribe/creadores" variant="secondary">
								{t('dashboard.upgrade')}
							</ButtonLink>
						</>
					)}
				</Card>
				<Card title={t('dashboard.plan.title', { plan: plan.name })} text={t('dashboard.plan.text')}>
					<UsageBar quota={quota} />
					{quota.limit === -1 ? null : (
						<p className="mt-1 text-sm text-muted" data-testid="usage-percent">
							{t('dashboard.plan.percent', { percent: Math.round((quota.used / Math.max(1, quota.limit)) * 100) })}
						</p>
					)}
					<div className="mt-4">
						{plan.canUpgrade ? (
							<UpgradeForm label={t('dashboard.upgrade')} />
						) : billing.canManage ? (
							<ManageSubscriptionForm />
						) : (
							<ButtonLink to="/settings?tab=plan" variant="secondary">
								{t('dashboard.manage')}
							</ButtonLink>
						)}
					</div>
				</Card>
			</ul>
			<section aria-labelledby="tips-title" className="mt-8 rounded-2xl bg-brand-50 p-6">
				<h2 id="tips-title" className="font-semibold">
					{t('dashboard.tips.title')}
				</h2>
				<ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
					{tips.map((tip) => (
						<li key={tip}>{tip}</li>
					))}
				</ul>
			</section>
		</div>
	)
}

function Card({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
	return (
		<li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
			<h2 className="text-lg font-semibold">{title}</h2>
			<p className="mt-1 flex-1 text-sm text-muted">{text}</p>
			<div className="mt-4">{children}</div>
		</li>
	)
}
