import { Form, Link, useLocation } from '@remix-run/react'
import { supportedLanguages } from '#app/utils/i18n.ts'
import { useRootData } from '#app/utils/root-data.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { BrandLogo } from './brand-logo.tsx'

const legalLinks = [
	{ to: '/privacy', key: 'footer.privacy' },
	{ to: '/terms', key: 'footer.terms' },
	{ to: '/legal', key: 'footer.legal' },
	{ to: '/cookies', key: 'footer.cookies' },
] as const

const productLinks = [
	{ to: '/#planes', key: 'footer.plans' },
	{ to: '/faq', key: 'footer.faq' },
	{ to: '/contact', key: 'footer.contact' },
] as const

/** The last product link: sign in, or back to the app for someone signed in (as the header does). */
const signInLink = { to: '/login', key: 'footer.login' } as const
const dashboardLink = { to: '/dashboard', key: 'header.dashboard' } as const

export function SiteFooter() {
	const { t } = useTranslation()
	const root = useRootData()
	const location = useLocation()
	const appName = root?.appName ?? 'Ondacast'
	const social = Object.entries(root?.social ?? {})
	return (
		<footer className="border-t border-gray-200 bg-gray-50">
			<div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
				<div className="md:col-span-2">
					<BrandLogo name={appName} />
					<p className="mt-3 max-w-sm text-sm text-muted">{t('footer.tagline', { appName })}</p>
					<ul className="mt-4 flex flex-wrap gap-3" aria-label={t('footer.social')}>
						{social.map(([network, href]) => (
							<li key={network}>
								<a
									href={href}
									rel="noopener noreferrer"
									target="_blank"
									className="text-sm font-medium text-brand-700 hover:underline"
								>
									{t(`footer.networks.${network}`)}
								</a>
							</li>
						))}
					</ul>
				</div>
				<FooterNav
					label={t('footer.productNav')}
					title={t('footer.product')}
					links={[...productLinks, root?.signedIn ? dashboardLink : signInLink]}
				/>
				<FooterNav label={t('footer.legalNav')} title={t('footer.legalTitle')} links={legalLinks} />
			</div>
			<div className="border-t border-gray-200">
				<div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
					<p>{t('footer.copyright', { appName, year: new Date().getFullYear() })}</p>
					<Form method="post" action="/resources/locale" className="flex items-center gap-2" reloadDocument>
						<input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
						<span id="language-label">{t('footer.language')}</span>
						{supportedLanguages.map((lng) => (
							<button
								key={lng}
								type="submit"
								name="lng"
								value={lng}
								aria-describedby="language-label"
								aria-pressed={root?.locale === lng}
								className="rounded-md px-2 py-1 font-medium text-ink hover:bg-gray-200 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
							>
								{t(`languages.${lng}`)}
							</button>
						))}
					</Form>
				</div>
			</div>
		</footer>
	)
}

/** One column of footer links (full page loads: the public pages ship no JavaScript). */
function FooterNav({ label, title, links }: { label: string; title: string; links: ReadonlyArray<{ to: string; key: string }> }) {
	const { t } = useTranslation()
	return (
		<nav aria-label={label}>
			<h2 className="text-sm font-semibold text-ink">{title}</h2>
			<ul className="mt-3 space-y-2">
				{links.map((link) => (
					<li key={link.to}>
						<Link to={link.to} reloadDocument className="text-sm text-muted hover:text-brand-700">
							{t(link.key)}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
