import { Link } from '@remix-run/react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/utils/translation.tsx'

export type FeedSummary = {
	state: 'unpublished' | 'scheduled' | 'published'
	podcastName: string | null
	/** the publication's date as the user reads it in their time zone (formatted on the server: the same text either side) */
	publishAtText: string | null
	timeZone: string
}

/** Where the episode is in its show's feed, in a sentence (the date in the user's time zone). */
export function FeedStatusText({ feed }: { feed: FeedSummary }) {
	const { t } = useTranslation('episodes')
	if (feed.state === 'unpublished' || !feed.publishAtText) return <>{t('publish.unpublished')}</>
	return (
		<>
			{t(`publish.${feed.state}`, {
				podcast: feed.podcastName ?? '',
				date: feed.publishAtText,
				timeZone: feed.timeZone,
			})}
		</>
	)
}

/** The complete step's way to the publishing page: the state in the feed and the link. */
export function FeedAction({ feed, href }: { feed: FeedSummary; href: string }) {
	const { t } = useTranslation('episodes')
	return (
		<section aria-label={t('publish.statusLabel')} className="mt-4 rounded-xl bg-gray-50 p-4 text-sm">
			<p>
				<FeedStatusText feed={feed} />
			</p>
			<Link to={href} className={buttonClass({ variant: 'secondary', className: 'mt-3' })}>
				{t(feed.state === 'unpublished' ? 'publish.link' : 'publish.edit')}
			</Link>
		</section>
	)
}
