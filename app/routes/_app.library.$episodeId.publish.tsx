import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { LibrarySubPage } from '#app/components/library/sub-page.tsx'
import { FeedStatusText } from '#app/components/podcasts/feed-status.tsx'
import { PublishForm } from '#app/components/podcasts/publish-form.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import {
	FeedPublishRefused,
	publishEpisode,
	publishingView,
	publishTimeZone,
	unpublishEpisode,
} from '#app/modules/podcasts/publish-episode.server.ts'
import { publishEpisodeSchema } from '#app/modules/podcasts/publish-episode-schema.ts'
import { PODCASTS_PAGE, publishBack } from '#app/modules/podcasts/publish-links.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['episodes', 'errors'] }

export const clientLoader = withNamespaces(['episodes', 'errors'])

/** An episode's publishing in its show's feed: what stops it, the form, its state and the way to unpublish. Owner only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true, title: true } })
	return {
		id: episode.id,
		title: episode.title,
		back: publishBack(new URL(request.url).searchParams.get('back')),
		publishing: await publishingView(userId, episode.id, await getLanguage(request)),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.title }, matches)

/**
 * Publish (now or at a date), save what the feed says, or unpublish. The plan, the episode and the show are checked
 * again here whatever the page showed: a refusal is said on the page (403), not a 500.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	const formData = await request.formData()
	const back = publishBack(formData.get('back'))
	const here = `/library/${episode.id}/publish?back=${encodeURIComponent(back)}`
	const schema = publishEpisodeSchema({ timeZone: await publishTimeZone(userId) })
	const submission = parseWithZod(formData, { schema })
	if (submission.status !== 'success') return data({ result: submission.reply(), refusal: null }, { status: 400 })
	const form = submission.value
	if (form.intent === 'unpublish') {
		await unpublishEpisode(userId, episode.id)
		return redirectWithToast(here, { type: 'success', title: 'toasts.feedUnpublished' })
	}
	try {
		const { state } = await publishEpisode(userId, episode.id, form, { language: await getLanguage(request) })
		const toast =
			state === 'scheduled' ? 'toasts.feedScheduled' : state === 'published' ? 'toasts.feedPublished' : 'toasts.feedSaved'
		return redirectWithToast(here, { type: 'success', title: toast })
	} catch (error) {
		if (!(error instanceof FeedPublishRefused)) throw error
		return data({ result: submission.reply(), refusal: error.refusal }, { status: 403 })
	}
}

export default function PublishPage() {
	const { t } = useTranslation('episodes')
	const { t: tError } = useTranslation('errors')
	const { title, back, publishing } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const refusal = actionData?.refusal ?? publishing.refusal
	const link = 'font-medium underline'
	return (
		<LibrarySubPage title={t('publish.pageTitle', { title })} back={back}>
			{refusal ? (
				<Alert title={errorText(tError, refusal)}>
					{refusal.code === 'FEED_PLAN' ? (
						<Link to="/subscribe" className={link}>
							{t('publish.seePlans')}
						</Link>
					) : refusal.code === 'FEED_NO_PODCAST' ? (
						<Link to={PODCASTS_PAGE} className={link}>
							{t('publish.createPodcast')}
						</Link>
					) : null}
				</Alert>
			) : null}
			{publishing.refusal ? null : (
				<>
					<section aria-label={t('publish.statusLabel')} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
						<p>
							<FeedStatusText feed={publishing} />
						</p>
						{publishing.state === 'unpublished' ? null : (
							<Form method="post" className="mt-3">
								<input type="hidden" name="back" value={back} />
								<Button type="submit" name="intent" value="unpublish" variant="secondary">
									{t('publish.unpublish')}
								</Button>
							</Form>
						)}
					</section>
					{publishing.missing
						.filter((code) => code !== refusal?.code)
						.map((code) => (
							// an episode in no show: the form's first field chooses one, the link makes one
							<Alert key={code} tone="warning" title={errorText(tError, { code })}>
								{code === 'FEED_NO_PODCAST' ? (
									<Link to={PODCASTS_PAGE} className={link}>
										{t('publish.createPodcast')}
									</Link>
								) : null}
							</Alert>
						))}
					{publishing.podcasts.length > 0 && !publishing.missing.includes('FEED_EPISODE_NOT_READY') ? (
						<PublishForm
							// a new state (published, scheduled) is a new form with its own defaults
							key={`${publishing.state}-${publishing.publishAtText}`}
							defaults={publishing.defaults}
							podcasts={publishing.podcasts}
							timeZone={publishing.timeZone}
							published={publishing.state === 'published'}
							back={back}
							lastResult={actionData?.result}
						/>
					) : null}
				</>
			)}
		</LibrarySubPage>
	)
}
