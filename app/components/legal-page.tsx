import { Link } from '@remix-run/react'
import { useRootData } from '#app/utils/root-data.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { PublicLayout } from './public-layout.tsx'

type Section = { title: string; paragraphs: string[]; items?: string[] }
export type LegalDocument = 'privacy' | 'terms' | 'legal' | 'cookies'

/** Shared shell of the static pages: back link home, title, 'Última actualización: Enero 2025', content. */
export function StaticPage({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
	const { t } = useTranslation()
	return (
		<PublicLayout>
			<article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
				<Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
					← {t('backHome')}
				</Link>
				<h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
				<p className="mt-2 text-sm text-muted">{t('lastUpdated')}</p>
				{intro ? <p className="mt-6 text-lg text-muted">{intro}</p> : null}
				{children}
			</article>
		</PublicLayout>
	)
}

/** A legal document from locales/<lng>/legal.json. */
export function LegalPage({ document }: { document: LegalDocument }) {
	const { t } = useTranslation('legal')
	const values = useContactValues()
	const sections = t(`${document}.sections`, { ...values, returnObjects: true }) as unknown as Section[]
	return (
		<StaticPage title={t(`${document}.title`)} intro={t(`${document}.intro`, values)}>
			<div className="mt-10 space-y-10">
				{sections.map((section) => (
					<section key={section.title} aria-labelledby={slug(section.title)}>
						<h2 id={slug(section.title)} className="text-xl font-semibold">
							{section.title}
						</h2>
						{section.paragraphs.map((paragraph) => (
							<p key={paragraph} className="mt-3 leading-relaxed text-muted">
								{paragraph}
							</p>
						))}
						{section.items?.length ? (
							<ul className="mt-3 list-disc space-y-1 pl-6 text-muted">
								{section.items.map((item) => (
									<li key={item}>{item}</li>
								))}
							</ul>
						) : null}
					</section>
				))}
			</div>
		</StaticPage>
	)
}

/** Placeholders every static page may use: the product name and the contact addresses. */
export function useContactValues() {
	const root = useRootData()
	return {
		appName: root?.appName ?? 'Ondacast',
		supportEmail: root?.contactEmails.support ?? '',
		salesEmail: root?.contactEmails.sales ?? '',
		legalEmail: root?.contactEmails.legal ?? '',
		partnersEmail: root?.contactEmails.partners ?? '',
	}
}

function slug(title: string) {
	return title
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
}
