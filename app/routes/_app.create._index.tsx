import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { EpisodeForm } from '#app/components/create/episode-form.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { submitEpisode } from '#app/modules/episodes/episode-submission.server.ts'
import { inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import { limitTextValues } from '#app/modules/quota/limit-text.ts'
import { useAccount } from '#app/utils/account.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { useSingleAudio } from '#app/utils/use-single-audio.ts'

export const handle = { i18n: ['episodes', 'errors'] }

export const clientLoader = withNamespaces(['episodes', 'errors'])

export async function loader(args: LoaderFunctionArgs) {
	const { planLanguages, defaults, shows, voices, otherLanguageUsable } = await inputStepFor(await requireUserId(args.request))
	return {
		...(await pageTitleLoader(args, 'episodes', 'create.title')),
		planLanguages,
		defaults,
		shows,
		voices,
		otherLanguageUsable,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/**
 * Creates the episode (one quota unit, atomically) and goes to its page, or shows the form again with what was
 * wrong: 400 for the form, 403 'Límite alcanzado' when the month's episodes are used up.
 */
export async function action({ request }: ActionFunctionArgs) {
	const submitted = await submitEpisode(request, await requireUserId(request))
	return submitted.ok ? redirect(`/create/${submitted.episodeId}`) : data(submitted.reply, { status: submitted.status })
}

/** Crear Episodio: the input step. */
export default function CreateEpisodePage() {
	const { t } = useTranslation('episodes')
	const { defaults, shows, voices, planLanguages, otherLanguageUsable } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const { quota } = useAccount()
	useSingleAudio()
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="text-2xl font-bold sm:text-3xl">{t('create.title')}</h1>
			<p className="mt-2 text-muted">{t('create.intro')}</p>
			{quota.reached ? (
				<Alert title={t('create.errors.limitTitle')} className="mt-6">
					<p>{t('create.errors.limitUsage', limitTextValues(quota))}</p>
				</Alert>
			) : null}
			<div className="mt-6">
				<EpisodeForm
					defaults={defaults}
					shows={shows}
					voices={voices}
					planLanguages={planLanguages}
					otherLanguageUsable={otherLanguageUsable}
					reply={reply}
					submitLabel={t('create.submit')}
					blocked={
						quota.reached
							? { label: t('create.errors.limitTitle'), reason: t('create.errors.limitUsage', limitTextValues(quota)) }
							: undefined
					}
				/>
			</div>
		</div>
	)
}
