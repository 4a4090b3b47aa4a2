import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { demoOffers, isDemoAccount } from '#app/modules/account/demo-account.server.ts'
import { demoExitUrl } from '#app/modules/auth/demo-exit.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** No JavaScript: the download, the offers and the automatic end all work with plain HTML. */
export const handle = { i18n: ['episodes'], hydrate: false }

/** Seconds on this screen before the demo session ends . */
const DEMO_END_SECONDS = 60

/**
 * The post-download screen of a demo user: the episode downloads (a hidden frame asks
 * for the file, so no JavaScript is needed), the plans on offer, and after 60 seconds — or on 'Cerrar' — the demo
 * session ends and the browser lands on /landing.
 */
export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	if (!(await isDemoAccount(userId))) throw redirect(`/create/${args.params.episodeId}`)
	const episode = await requireOwnEpisode(userId, args.params.episodeId, {
		request: args.request,
		select: { id: true, audioUrl: true },
	})
	if (!episode.audioUrl) throw redirect(`/create/${episode.id}`)
	return {
		...(await pageTitleLoader(args, 'episodes', 'demoEnd.title')),
		download: `${episode.audioUrl.split('?')[0]}?download=1`,
		offers: demoOffers(),
		exitUrl: await demoExitUrl(args.request),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
	...pageMeta(data, matches),
	{ httpEquiv: 'refresh', content: `${DEMO_END_SECONDS};url=${data?.exitUrl ?? '/demo/salir'}` },
]

export default function DemoEndPage() {
	const { t } = useTranslation('episodes')
	const { download, offers } = useLoaderData<typeof loader>()
	return (
		<AuthLayout title={t('demoEnd.title')} subtitle={t('demoEnd.downloading')}>
			<iframe src={download} title={t('demoEnd.frame')} hidden />
			<a href={download} download className="mt-2 inline-block text-sm font-medium text-brand-800 underline">
				{t('demoEnd.retry')}
			</a>
			<h2 className="mt-6 text-lg font-semibold">{t('demoEnd.offers')}</h2>
			<ul className="mt-3 space-y-3">
				{offers.map((plan) => (
					<li key={plan.id} className="rounded-xl border border-gray-200 p-4">
						<p className="font-semibold">{plan.name}</p>
						<p className="text-sm text-muted">
							{t('demoEnd.perMonth', { price: plan.priceEur })} · {t('demoEnd.episodes', { count: plan.episodes })}
						</p>
						<Link to={`/register?plan=${plan.id}`} className={buttonClass({ className: 'mt-3' })}>
							{t('demoEnd.choose', { name: plan.name })}
						</Link>
					</li>
				))}
			</ul>
			<p className="mt-6 text-sm text-muted" role="status">
				{t('demoEnd.redirect', { seconds: DEMO_END_SECONDS })}
			</p>
			<Form method="post" action="/demo/salir" className="mt-3">
				<Button type="submit" variant="secondary" className="w-full">
					{t('demoEnd.close')}
				</Button>
			</Form>
		</AuthLayout>
	)
}
