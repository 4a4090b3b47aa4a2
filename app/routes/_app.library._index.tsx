import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { RefreshWithoutJs } from '#app/components/create/job-progress.tsx'
import { EpisodeCard } from '#app/components/library/episode-card.tsx'
import { LibraryStats } from '#app/components/library/library-stats.tsx'
import { useVideoWatch } from '#app/components/library/use-video-watch.ts'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
import { useYoutubeWatch } from '#app/components/youtube/use-youtube-watch.ts'
import { getLibraryPage } from '#app/modules/library/library.server.ts'
import { libraryPageNumber } from '#app/modules/library/library-schemas.ts'
import { limitTextValues } from '#app/modules/quota/limit-text.ts'
import { useAccount } from '#app/utils/account.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { useSingleAudio } from '#app/utils/use-single-audio.ts'

// 'errors': the YouTube menu item says what an upload still misses
export const handle = { i18n: ['episodes', 'errors'] }

export const clientLoader = withNamespaces(['episodes', 'errors'])

export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	const url = new URL(args.request.url)
	const q = (url.searchParams.get('q') ?? '').slice(0, 200)
	const page = libraryPageNumber(url.searchParams.get('page'))
	return {
		...(await pageTitleLoader(args, 'episodes', 'library.title')),
		q,
		page,
		...(await getLibraryPage(userId, { q, page })),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Biblioteca de Episodios. */
export default function LibraryPage() {
	const { t } = useTranslation('episodes')
	const { q, page, episodes, hasMore, stats, videoPlan } = useLoaderData<typeof loader>()
	const { quota } = useAccount()
	useSingleAudio()
	const { watching, notice } = useVideoWatch(episodes)
	const uploading = useYoutubeWatch(episodes)
	const pageUrl = (to: number) => `/library?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`
	const back = pageUrl(page)
	return (
		<div className="mx-auto max-w-5xl space-y-6">
			{watching || uploading ? <RefreshWithoutJs /> : null}
			<p role="status" className={notice ? 'rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-900' : 'sr-only'}>
				{notice}
			</p>
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-2xl font-bold sm:text-3xl">{t('library.title')}</h1>
					<p className="mt-1 text-muted">{t('library.subtitle')}</p>
				</div>
				{quota.reached ? (
					<UnavailableButton label={t('library.limit')} reason={t('library.limitReason', limitTextValues(quota))} />
				) : (
					<ButtonLink to="/create">{t('library.create')}</ButtonLink>
				)}
			</div>
			<LibraryStats episodes={stats.episodes} seconds={stats.seconds} />
			<Form method="get" role="search" className="flex flex-wrap gap-2">
				<label htmlFor="library-search" className="sr-only">
					{t('library.search')}
				</label>
				<input
					id="library-search"
					type="search"
					name="q"
					defaultValue={q}
					placeholder={t('library.searchPlaceholder')}
					className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-base"
				/>
				<button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
					{t('library.searchSubmit')}
				</button>
				{q ? (
					<Link to="/library" className="self-center text-sm font-medium text-brand-800 underline">
						{t('library.clear')}
					</Link>
				) : null}
			</Form>
			{episodes.length === 0 ? (
				<div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center">
					{q ? (
						<p className="text-muted">{t('library.noResults', { q })}</p>
					) : (
						<>
							<h2 className="text-lg font-semibold">{t('library.empty.title')}</h2>
							<p className="mt-1 text-muted">{t('library.empty.text')}</p>
						</>
					)}
				</div>
			) : (
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{episodes.map((episode) => (
						<EpisodeCard key={episode.id} episode={episode} videoPlan={videoPlan} back={back} />
					))}
				</ul>
			)}
			{page > 1 || hasMore ? (
				<nav aria-label={t('library.pages')} className="flex justify-between">
					{page > 1 ? <Link to={pageUrl(page - 1)}>{t('library.newer')}</Link> : <span />}
					{hasMore ? <Link to={pageUrl(page + 1)}>{t('library.older')}</Link> : null}
				</nav>
			) : null}
		</div>
	)
}
