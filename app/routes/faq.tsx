import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { StaticPage, useContactValues } from '#app/components/legal-page.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['faq'], hydrate: false }

export const loader = (args: LoaderFunctionArgs) => pageTitleLoader(args, 'faq', 'title')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Centro de Ayuda: native <details>, so several answers can be open at once, with no JavaScript. */
export default function FaqPage() {
	const { t } = useTranslation('faq')
	const values = useContactValues()
	const questions = t('questions', { ...values, returnObjects: true }) as unknown as Array<{ q: string; a: string }>
	return (
		<StaticPage title={t('title')} intro={t('subtitle', values)}>
			<div className="mt-10 divide-y divide-gray-200 rounded-2xl border border-gray-200">
				{questions.map(({ q, a }) => (
					<details key={q} className="group px-5 py-4 open:bg-brand-50/40">
						<summary className="flex items-center justify-between gap-4 font-medium marker:hidden [&::-webkit-details-marker]:hidden">
							<span>{q}</span>
							<span
								aria-hidden="true"
								className="inline-block text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
							>
								+
							</span>
						</summary>
						<p className="mt-3 leading-relaxed text-muted">{a}</p>
					</details>
				))}
			</div>
			<section className="mt-12 rounded-2xl bg-brand-50 p-6" aria-labelledby="faq-contact">
				<h2 id="faq-contact" className="text-xl font-semibold">
					{t('contact.title')}
				</h2>
				<p className="mt-2 text-muted">{t('contact.text', values)}</p>
				<ButtonLink to="/contact" className="mt-4">
					{t('contact.cta')}
				</ButtonLink>
			</section>
		</StaticPage>
	)
}
