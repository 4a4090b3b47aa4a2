import { Link } from '@remix-run/react'
import { useTranslation } from '#app/utils/translation.tsx'
import { buttonClass } from '../ui/button.tsx'
import { KeptEpisodePreview } from './kept-sections.tsx'
import { DemoLink } from './landing-dialogs.tsx'

export function Hero() {
	const { t } = useTranslation('landing')
	return (
		<section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
			<div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
				<div>
					<p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('hero.eyebrow')}</p>
					<h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('hero.title')}</h1>
					<p className="mt-5 text-lg text-muted">{t('hero.subtitle')}</p>
					<div className="mt-8 flex flex-wrap gap-3">
						<DemoLink className={buttonClass({ size: 'lg' })}>{t('hero.tryDemo')}</DemoLink>
						<Link to="/register?plan=esencial" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
							{t('hero.startEsencial')}
						</Link>
						<Link to="/register?plan=creadores" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
							{t('hero.startCreadores')}
						</Link>
					</div>
					<p className="mt-4 text-sm text-muted">{t('hero.note')}</p>
				</div>
				<KeptEpisodePreview />
			</div>
		</section>
	)
}
