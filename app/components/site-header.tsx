import { Link } from '@remix-run/react'
import { useRootData } from '#app/utils/root-data.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { BrandLogo } from './brand-logo.tsx'
import { buttonClass } from './ui/button.tsx'

/**
 * Public header: brand, 'Ver planes' (an anchor to the pricing section, so it works without JS) and sign-in, or the
 * dashboard for someone signed in.
 */
export function SiteHeader() {
	const { t } = useTranslation()
	const root = useRootData()
	return (
		<header className="sticky top-0 z-30 border-b border-gray-100 bg-white/90 backdrop-blur">
			<div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
				<BrandLogo name={root?.appName ?? 'Ondacast'} />
				<nav aria-label={t('header.navLabel')} className="flex items-center gap-2 sm:gap-3">
					<a href="/#planes" className={buttonClass({ variant: 'ghost', className: 'whitespace-nowrap max-sm:hidden' })}>
						{t('header.viewPlans')}
					</a>
					{/* a signed-in visitor (on a public page or the 404) goes back to the app, not to the sign-in form */}
					<Link
						to={root?.signedIn ? '/dashboard' : '/login'}
						className={buttonClass({ variant: 'secondary', className: 'whitespace-nowrap max-sm:px-3' })}
					>
						{root?.signedIn ? t('header.dashboard') : t('header.login')}
					</Link>
				</nav>
			</div>
		</header>
	)
}
