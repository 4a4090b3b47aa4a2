import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { PodcastForm } from '#app/components/podcasts/podcast-form.tsx'
import { readPodcastForm } from '#app/modules/podcasts/podcast-form.server.ts'
import { submitPodcastForm } from '#app/modules/podcasts/podcast-submission.server.ts'
import { createPodcast, newPodcastDefaults } from '#app/modules/podcasts/podcasts.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['podcasts'] }

export const clientLoader = withNamespaces(['podcasts'])

export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	return { ...(await pageTitleLoader(args, 'podcasts', 'new.title')), defaults: await newPodcastDefaults(userId) }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** Creates the show and goes to its page; a refused form comes back with its errors and everything typed. */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const form = await readPodcastForm(request)
	const submitted = await submitPodcastForm(form, (input, artwork) => createPodcast(userId, input, artwork))
	if (!submitted.ok) return data(submitted.reply, { status: submitted.status })
	return redirectWithToast(`/podcasts/${submitted.saved.id}`, { type: 'success', title: 'podcasts:toasts.created' })
}

export default function NewPodcastPage() {
	const { t } = useTranslation('podcasts')
	const { defaults } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	return (
		<div className="mx-auto max-w-3xl space-y-6">
			<div>
				<Link to="/podcasts" className="text-sm font-medium text-brand-800 underline">
					{t('edit.back')}
				</Link>
				<h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t('new.title')}</h1>
				<p className="mt-1 text-muted">{t('new.intro')}</p>
			</div>
			<div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
				<PodcastForm
					defaults={defaults}
					lastResult={reply?.result}
					artworkProblem={reply?.artworkProblem}
					submitLabel={t('new.submit')}
				/>
			</div>
		</div>
	)
}
