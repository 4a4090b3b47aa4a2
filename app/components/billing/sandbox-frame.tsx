import { PublicLayout } from '#app/components/public-layout.tsx'
import { useTranslation } from '#app/utils/translation.tsx'

/** The billing sandbox's pages: a card framed in amber under 'Modo de prueba — no se cobra nada', with its title. */
export function SandboxFrame({ title, children }: { title: string; children: React.ReactNode }) {
	const { t } = useTranslation('app')
	return (
		<PublicLayout>
			<section className="mx-auto max-w-lg px-4 py-16">
				<div className="rounded-2xl bg-white p-8 shadow-lg ring-4 ring-amber-300">
					<p className="rounded-lg bg-amber-100 px-3 py-2 text-center font-semibold text-amber-900">
						{t('subscribe.sandboxNote')}
					</p>
					<h1 className="mt-4 text-2xl font-bold">{title}</h1>
					{children}
				</div>
			</section>
		</PublicLayout>
	)
}
