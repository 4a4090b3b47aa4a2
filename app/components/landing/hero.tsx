import { Link } from '@remix-run/react'
import { useTranslation } from '#app/utils/translation.tsx'
import { buttonClass } from '../ui/button.tsx'
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
				<EpisodePreview />
			</div>
		</section>
	)
}

/** A still picture of what an episode looks like: waveform and two lines of dialogue. */
function EpisodePreview() {
	const { t } = useTranslation('landing')
	const bars = [6, 12, 20, 14, 26, 18, 30, 22, 12, 24, 16, 28, 10, 20, 26, 14, 8, 18, 24, 12, 20, 28, 16, 10]
	return (
		<figure className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-gray-100">
			<figcaption className="text-sm font-semibold text-muted">{t('hero.sampleLabel')}</figcaption>
			<div aria-hidden="true" className="mt-4 flex h-16 items-center gap-1">
				{bars.map((height, index) => (
					<span
						// biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
						key={index}
						className={`w-2 rounded-full ${index < 10 ? 'bg-brand-600' : 'bg-brand-200'}`}
						style={{ height: `${height * 2}px` }}
					/>
				))}
			</div>
			<dl className="mt-6 space-y-4 text-sm">
				<div className="rounded-2xl bg-brand-50 p-4">
					<dt className="font-semibold text-brand-800">{t('hero.sampleHost')}</dt>
					<dd className="mt-1 text-ink">{t('hero.sampleLine1')}</dd>
				</div>
				<div className="rounded-2xl bg-gray-50 p-4">
					<dt className="font-semibold text-ink">{t('hero.sampleGuest')}</dt>
					<dd className="mt-1 text-ink">{t('hero.sampleLine2')}</dd>
				</div>
			</dl>
		</figure>
	)
}
