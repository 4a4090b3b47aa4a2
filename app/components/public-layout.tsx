import { useTranslation } from '#app/utils/translation.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

export function PublicLayout({ children }: { children: React.ReactNode }) {
	const { t } = useTranslation()
	return (
		<div className="flex min-h-screen flex-col">
			<a
				href="#contenido"
				className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
			>
				{t('skipToContent')}
			</a>
			<SiteHeader />
			<main id="contenido" className="flex-1">
				{children}
			</main>
			<SiteFooter />
		</div>
	)
}
