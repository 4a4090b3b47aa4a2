import { useTranslation } from '#app/utils/translation.tsx'

// The landing page's text-only parts: the server renders them and the browser keeps that HTML (kept-sections.tsx),
// so this code is loaded only when the browser itself must render the landing page (a client-side navigation).

type Item = { title: string; text: string }

function useItems<T>(key: string) {
	const { t } = useTranslation('landing')
	return t(key, { returnObjects: true }) as unknown as T[]
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
	return (
		<div className="mx-auto max-w-2xl text-center">
			<h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
				{title}
			</h2>
			{subtitle ? <p className="mt-3 text-muted">{subtitle}</p> : null}
		</div>
	)
}

export function SuccessCases() {
	const { t } = useTranslation('landing')
	const items = useItems<Item & { metric: string }>('cases.items')
	return (
		<section aria-labelledby="cases-title" className="py-20">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<SectionHeading id="cases-title" title={t('cases.title')} subtitle={t('cases.subtitle')} />
				<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
					{items.map((item) => (
						<li key={item.title} className="rounded-2xl border border-gray-200 p-6">
							<p className="text-2xl font-bold text-brand-700">{item.metric}</p>
							<h3 className="mt-3 font-semibold">{item.title}</h3>
							<p className="mt-2 text-sm text-muted">{item.text}</p>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

export function Features() {
	const { t } = useTranslation('landing')
	const items = useItems<Item>('features.items')
	const steps = useItems<Item>('steps.items')
	return (
		<section aria-labelledby="features-title" className="bg-ink py-20 text-white">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<div className="mx-auto max-w-2xl text-center">
					<h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
						{t('features.title')}
					</h2>
					<p className="mt-3 text-gray-300">{t('features.subtitle')}</p>
				</div>
				<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
					{items.map((item) => (
						<li key={item.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
							<h3 className="font-semibold">{item.title}</h3>
							<p className="mt-2 text-sm text-gray-300">{item.text}</p>
						</li>
					))}
				</ul>
				<h3 className="mt-16 text-center text-2xl font-bold">{t('steps.title')}</h3>
				<ol className="mt-8 grid gap-6 md:grid-cols-3">
					{steps.map((step, index) => (
						<li key={step.title} className="flex gap-4">
							<span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-500 font-bold">
								{index + 1}
							</span>
							<div>
								<p className="font-semibold">{step.title}</p>
								<p className="mt-1 text-sm text-gray-300">{step.text}</p>
							</div>
						</li>
					))}
				</ol>
			</div>
		</section>
	)
}

export function Testimonials() {
	const { t } = useTranslation('landing')
	const items = useItems<{ quote: string; name: string; role: string }>('testimonials.items')
	return (
		<section aria-labelledby="testimonials-title" className="py-20">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<SectionHeading id="testimonials-title" title={t('testimonials.title')} />
				<ul className="mt-12 grid gap-6 md:grid-cols-3">
					{items.map((item) => (
						<li key={item.name}>
							<figure className="h-full rounded-2xl bg-gray-50 p-6">
								<blockquote className="text-ink">“{item.quote}”</blockquote>
								<figcaption className="mt-4 text-sm">
									<span className="font-semibold">{item.name}</span>
									<span className="block text-muted">{item.role}</span>
								</figcaption>
							</figure>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

export function Claims() {
	const { t } = useTranslation('landing')
	const items = useItems<{ value: string; label: string }>('claims.items')
	return (
		<section aria-labelledby="claims-title" className="bg-brand-50 py-16">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<SectionHeading id="claims-title" title={t('claims.title')} />
				<dl className="mt-10 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
					{items.map((item) => (
						<div key={item.label}>
							<dt className="sr-only">{item.label}</dt>
							<dd className="text-4xl font-extrabold text-brand-700">{item.value}</dd>
							<dd className="mt-1 text-sm text-muted">{item.label}</dd>
						</div>
					))}
				</dl>
				<p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">{t('claims.rights')}</p>
			</div>
		</section>
	)
}

/** A still picture of what an episode looks like: waveform and two lines of dialogue. */
export function EpisodePreview() {
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
