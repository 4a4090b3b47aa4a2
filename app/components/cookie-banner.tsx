import { useFetcher, useLocation } from '@remix-run/react'
import { useTranslation } from '#app/utils/translation.tsx'
import { buttonClass } from './ui/button.tsx'

/**
 * Shown until a choice is stored in a cookie (then the server no longer renders it). Without JS the form posts and
 * comes back to the same page; with JS it hides at once.
 */
export function CookieBanner() {
	const { t } = useTranslation()
	const fetcher = useFetcher()
	const location = useLocation()
	if (fetcher.state !== 'idle' || fetcher.data) return null
	return (
		<section
			aria-label={t('cookieBanner.label')}
			className="sticky inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white p-4 shadow-[0_-8px_30px_rgba(0,0,0,0.08)]"
		>
			<fetcher.Form
				method="post"
				action="/resources/cookie-consent"
				className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
			>
				<input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}${location.hash}`} />
				<p className="text-sm text-muted">
					{t('cookieBanner.text')}{' '}
					<a href="/cookies" className="font-medium text-brand-700 underline">
						{t('cookieBanner.more')}
					</a>
				</p>
				<div className="flex shrink-0 gap-2">
					<button type="submit" name="consent" value="essential-only" className={buttonClass({ variant: 'secondary' })}>
						{t('cookieBanner.essentialOnly')}
					</button>
					<button type="submit" name="consent" value="true" className={buttonClass()}>
						{t('cookieBanner.acceptAll')}
					</button>
				</div>
			</fetcher.Form>
		</section>
	)
}
