import { Form, NavLink } from '@remix-run/react'
import { UpgradeForm } from '#app/components/billing/upgrade-form.tsx'
import type { AccountSummary } from '#app/modules/account/account-summary.ts'
import { useRootData } from '#app/utils/root-data.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { BrandLogo } from './brand-logo.tsx'
import { buttonClass } from './ui/button.tsx'
import { UsageBar } from './usage-bar.tsx'

/** The sidebar's pages; `soon` marks one that does not exist yet (shown, not linked, until it is built). */
const links = [
	{ to: '/dashboard', key: 'nav.dashboard' },
	{ to: '/create', key: 'nav.create' },
	{ to: '/library', key: 'nav.library' },
	{ to: '/podcasts', key: 'nav.podcasts' },
	{ to: '/voice-cloning', key: 'nav.voices' },
	{ to: '/settings', key: 'nav.settings' },
] as const

/** Signed-in pages: a sidebar on wide screens, a <details> menu on small ones (works without JavaScript). */
export function AppShell({ account, children }: { account: AccountSummary; children: React.ReactNode }) {
	const { t } = useTranslation('app')
	const root = useRootData()
	const sidebar = <Sidebar account={account} />
	return (
		<div className="min-h-screen bg-gray-50 lg:flex">
			<div className="flex items-center justify-between border-b border-gray-200 bg-white px-4 py-3 lg:hidden">
				<BrandLogo name={root?.appName ?? 'Ondacast'} />
				<details className="group relative">
					<summary className={buttonClass({ variant: 'secondary', className: 'list-none [&::-webkit-details-marker]:hidden' })}>
						{t('nav.menu')}
					</summary>
					<div className="absolute right-0 z-40 mt-2 w-72 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-gray-200">{sidebar}</div>
				</details>
			</div>
			<aside className="hidden w-72 shrink-0 border-r border-gray-200 bg-white p-6 lg:block">
				<BrandLogo name={root?.appName ?? 'Ondacast'} />
				<div className="mt-8">{sidebar}</div>
			</aside>
			<main id="contenido" className="flex-1 p-4 sm:p-8">
				{children}
			</main>
		</div>
	)
}

function Sidebar({ account }: { account: AccountSummary }) {
	const { t } = useTranslation('app')
	return (
		<div className="flex flex-col gap-6">
			<nav aria-label={t('nav.label')}>
				<ul className="space-y-1">
					{links.map((link) => (
						<li key={link.to}>
							{'soon' in link ? (
								<span className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted">
									{t(link.key)}
									<span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
										{t('nav.soon')}
									</span>
								</span>
							) : (
								<NavLink
									to={link.to}
									className="block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-gray-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
								>
									{t(link.key)}
								</NavLink>
							)}
						</li>
					))}
				</ul>
			</nav>
			<section aria-label={t('account.label')} className="space-y-3 border-t border-gray-200 pt-4">
				<p className="truncate text-sm text-muted" title={account.user.email}>
					{account.user.email}
				</p>
				<p>
					<span
						className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
						data-testid="plan-badge"
					>
						{t('account.planBadge', { plan: account.plan.name })}
					</span>
				</p>
				<UsageBar quota={account.quota} />
				{account.plan.canUpgrade ? <UpgradeForm label={t('account.upgrade')} wide /> : null}
				<Form method="post" action="/logout">
					<button type="submit" className={buttonClass({ variant: 'ghost', className: 'w-full justify-start' })}>
						{t('account.logout')}
					</button>
				</Form>
			</section>
		</div>
	)
}
