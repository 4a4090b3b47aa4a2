import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { StaticPage, useContactValues } from '#app/components/legal-page.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['contact'], hydrate: false }

export const loader = (args: LoaderFunctionArgs) => pageTitleLoader(args, 'contact', 'title')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

type ContactCard = { title: string; description: string; email: string; responseTime: string }

export default function ContactPage() {
	const { t } = useTranslation('contact')
	const values = useContactValues()
	const cards = t('cards', { ...values, returnObjects: true }) as unknown as ContactCard[]
	const hours = t('hours.lines', { returnObjects: true }) as unknown as string[]
	return (
		<StaticPage title={t('title')} intro={t('subtitle', values)}>
			<ul aria-label={t('channels')} className="mt-10 grid gap-4 sm:grid-cols-2">
				{cards.map((card) => (
					<li key={card.title} className="rounded-2xl border border-gray-200 p-6">
						<h2 className="text-lg font-semibold">{card.title}</h2>
						<p className="mt-2 text-sm text-muted">{card.description}</p>
						<a href={`mailto:${card.email}`} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
							{card.email}
						</a>
						<p className="mt-2 text-sm font-medium text-ink">{card.responseTime}</p>
					</li>
				))}
			</ul>
			<div className="mt-8 grid gap-4 sm:grid-cols-2">
				<section className="rounded-2xl bg-gray-50 p-6" aria-labelledby="contact-hours">
					<h2 id="contact-hours" className="font-semibold">
						{t('hours.title')}
					</h2>
					<ul className="mt-2 space-y-1 text-sm text-muted">
						{hours.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
				</section>
				<section className="rounded-2xl bg-gray-50 p-6" aria-labelledby="contact-languages">
					<h2 id="contact-languages" className="font-semibold">
						{t('languages.title')}
					</h2>
					<p className="mt-2 text-sm text-muted">{t('languages.text')}</p>
				</section>
			</div>
			<p className="mt-8 text-muted">
				{t('faq.text', values)}{' '}
				<Link to="/faq" className="font-medium text-brand-700 hover:underline">
					{t('faq.cta')}
				</Link>
			</p>
		</StaticPage>
	)
}
