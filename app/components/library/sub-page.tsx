import { Link } from '@remix-run/react'
import { useTranslation } from '#app/utils/translation.tsx'

/** A library page of its own (rename, delete, script without JavaScript): a title and the way back. */
export function LibrarySubPage({ title, back, children }: { title: string; back: string; children: React.ReactNode }) {
	const { t } = useTranslation('episodes')
	return (
		<div className="mx-auto max-w-2xl space-y-6">
			<Link to={back} className="text-sm font-medium text-brand-800 underline">
				← {t('library.back')}
			</Link>
			<h1 className="text-2xl font-bold">{title}</h1>
			{children}
		</div>
	)
}
