import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { listPodcasts } from '#app/modules/podcasts/podcasts.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['podcasts'] }

export const clientLoader = withNamespaces(['podcasts'])

export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	return { ...(await pageTitleLoader(args, 'podcasts', 'title')), podcasts: await listPodcasts(userId) }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Mis pódcasts: the user's shows with their artwork and episode counts, and 'Nuevo pódcast'. */
export default function PodcastsPage() {
	const { t } = useTranslation('podcasts')
	const { podcasts } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-5xl space-y-6">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
					<p className="mt-1 text-muted">{t('list.subtitle')}</p>
				</div>
				<ButtonLink to="/podcasts/new">{t('list.new')}</ButtonLink>
			</div>
			{podcasts.length === 0 ? (
				<p className="rounded-2xl border border-dashed border-gray-300 bg-white p-6 text-muted">{t('list.empty')}</p>
			) : (
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{podcasts.map((podcast) => (
						<li key={podcast.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
							<Link to={`/podcasts/${podcast.id}`} className="group flex items-center gap-4">
								<img
									src={`/resources/podcasts/${podcast.id}/artwork?size=thumbnail`}
									alt={t('list.artworkAlt', { name: podcast.name })}
									width={96}
									height={96}
									loading="lazy"
									className="h-24 w-24 shrink-0 rounded-xl object-cover"
								/>
								<span className="min-w-0">
									<span className="block truncate font-semibold group-hover:underline">{podcast.name}</span>
									<span className="block text-sm text-muted">{t('list.episodes', { count: podcast.episodes })}</span>
								</span>
							</Link>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
