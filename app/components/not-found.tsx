import { useTranslation } from '#app/utils/translation.tsx'
import { PublicLayout } from './public-layout.tsx'
import { ButtonLink } from './ui/button.tsx'

/** The 404 page (any unknown path, and anything a loader answers with 404), in the visitor's language. */
export function NotFound() {
	const { t } = useTranslation()
	return (
		<PublicLayout>
			<section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
				<p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
					404
				</p>
				<h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
				<p className="mt-2 text-muted">{t('notFound.description')}</p>
				<p className="mt-4 text-muted">{t('notFound.help')}</p>
				<ButtonLink to="/" className="mt-8">
					{t('backHome')}
				</ButtonLink>
			</section>
		</PublicLayout>
	)
}

/** Any other error: a short Spanish message, never a stack trace. */
export function GeneralError() {
	const { t } = useTranslation()
	return (
		<PublicLayout>
			<section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
				<h1 className="text-2xl font-bold">{t('error.title')}</h1>
				<p className="mt-2 text-muted">{t('error.description')}</p>
				<ButtonLink to="/" className="mt-8">
					{t('backHome')}
				</ButtonLink>
			</section>
		</PublicLayout>
	)
}
