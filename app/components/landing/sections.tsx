import { useTranslation } from '#app/utils/translation.tsx'
import { buttonClass } from '../ui/button.tsx'
import { DemoLink } from './landing-dialogs.tsx'

export function FinalCallToAction() {
	const { t } = useTranslation('landing')
	return (
		<section aria-labelledby="cta-title" className="bg-brand-700 py-16 text-center text-white">
			<div className="mx-auto max-w-2xl px-4">
				<h2 id="cta-title" className="text-3xl font-bold">
					{t('cta.title')}
				</h2>
				<p className="mt-3 text-brand-100">{t('cta.text')}</p>
				<DemoLink className={buttonClass({ variant: 'inverse', size: 'lg', className: 'mt-8' })}>{t('cta.button')}</DemoLink>
			</div>
		</section>
	)
}
