import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { DistributionPanel } from '#app/components/podcasts/distribution-panel.tsx'
import { PodcastForm } from '#app/components/podcasts/podcast-form.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { regenerateFeedToken } from '#app/modules/podcasts/podcast-feed-token.server.ts'
import { readPodcastForm } from '#app/modules/podcasts/podcast-form.server.ts'
import { podcastPage } from '#app/modules/podcasts/podcast-page.server.ts'
import { regenerateFeedSchema } from '#app/modules/podcasts/podcast-schema.ts'
import { submitPodcastForm } from '#app/modules/podcasts/podcast-submission.server.ts'
import { requirePodcast, updatePodcast } from '#app/modules/podcasts/podcasts.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['podcasts'] }

export const clientLoader = withNamespaces(['podcasts'])

export async function loader({ request, params }: LoaderFunctionArgs) {
	const podcast = await requirePodcast(await requireUserId(request), params.podcastId, { request })
	return podcastPage(request, podcast)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.name }, matches)

/** intent 'save' (the show's multipart form) or 'regenerate-feed' (a new feed address; the old one stops working). */
export async function action({ request, params }: ActionFunctionArgs) {
	const podcast = await requirePodcast(await requireUserId(request), params.podcastId, { request })
	const here = `/podcasts/${podcast.id}`
	const form = await readPodcastForm(request)
	switch (form.formData.get('intent')) {
		case 'save': {
			const submitted = await submitPodcastForm(form, (input, artwork) => updatePodcast(podcast, input, artwork))
			if (!submitted.ok) return data({ save: submitted.reply }, { status: submitted.status })
			return redirectWithToast(here, { type: 'success', title: 'podcasts:toasts.saved' })
		}
		case 'regenerate-feed': {
			const submission = parseWithZod(form.formData, { schema: regenerateFeedSchema })
			if (submission.status !== 'success') return data({ regenerate: submission.reply() }, { status: 400 })
			await regenerateFeedToken(podcast.id)
			return redirectWithToast(here, { type: 'success', title: 'podcasts:toasts.regenerated' })
		}
		default:
			throw new Response('Acción desconocida', { status: 400 })
	}
}

/** A show: its form (with the artwork), the 'Distribución' panel and the way to delete it. */
export default function PodcastPage() {
	const { t } = useTranslation('podcasts')
	const page = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const saveReply = reply && 'save' in reply ? reply.save : undefined
	return (
		<div className="mx-auto max-w-4xl space-y-6">
			<div>
				<Link to="/podcasts" className="text-sm font-medium text-brand-800 underline">
					{t('edit.back')}
				</Link>
				<h1 className="mt-2 text-2xl font-bold sm:text-3xl">{page.name}</h1>
				<p className="mt-1 text-muted">{t('edit.episodes', { count: page.episodes })}</p>
			</div>
			<section aria-labelledby="details-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
				<h2 id="details-title" className="mb-4 text-lg font-semibold">
					{t('edit.details')}
				</h2>
				<PodcastForm
					// a saved show comes back with its new values: the form starts afresh from them
					key={JSON.stringify(page.values)}
					defaults={page.values}
					lastResult={saveReply?.result}
					artworkProblem={saveReply?.artworkProblem}
					artwork={page.artwork}
					submitLabel={t('edit.save')}
				/>
			</section>
			<DistributionPanel
				feedUrl={page.feedUrl}
				readiness={page.readiness}
				regenerateResult={reply && 'regenerate' in reply ? reply.regenerate : undefined}
			/>
			<Link to={`/podcasts/${page.id}/delete`} className={buttonClass({ variant: 'ghost', className: 'text-red-800' })}>
				{t('edit.delete')}
			</Link>
		</div>
	)
}
