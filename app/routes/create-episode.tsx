import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { StaticPage } from '#app/components/legal-page.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { getUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['episodes'], hydrate: false }

/**
 * /create-episode and /podcast-generator, signed in or not. Signed in they open the creation
 * screen; signed out, a short page about the generator with the ways in (demo, sign in). No JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
	if (await getUserId(args.request)) throw redirect('/create')
	return pageTitleLoader(args, 'episodes', 'generator.title')
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function GeneratorPage() {
	const { t } = useTranslation('episodes')
	const points = t('generator.points', { returnObjects: true }) as unknown as string[]
	return (
		<StaticPage title={t('generator.title')} intro={t('generator.lead')}>
			<ul className="mt-8 list-disc space-y-2 pl-6 text-muted">
				{points.map((point) => (
					<li key={point}>{point}</li>
				))}
			</ul>
			<div className="mt-8 flex flex-wrap gap-3">
				<ButtonLink to="/demo/acceso" size="lg">
					{t('generator.demo')}
				</ButtonLink>
				<ButtonLink to="/login?redirectTo=/create" variant="secondary" size="lg">
					{t('generator.login')}
				</ButtonLink>
			</div>
		</StaticPage>
	)
}
