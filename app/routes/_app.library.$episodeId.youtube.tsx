import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { RefreshWithoutJs, useJobPolling } from '#app/components/create/job-progress.tsx'
import { LibrarySubPage } from '#app/components/library/sub-page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { YoutubeStatus } from '#app/components/youtube/youtube-status.tsx'
import { episodeStatusSelect, statusSignature } from '#app/modules/episodes/episode-view.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { startYoutubeUpload, youtubeUploadView } from '#app/modules/youtube/upload-episode.server.ts'
import { youtubeBack } from '#app/modules/youtube/youtube-back.ts'
import { youtubeUploadSchema } from '#app/modules/youtube/youtube-upload-schema.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['episodes', 'errors'] }

export const clientLoader = withNamespaces(['episodes', 'errors'])

/** An episode's YouTube upload: what is missing, the short form, or the upload's state and link. Owner only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, {
		request,
		select: { ...episodeStatusSelect, id: true },
	})
	return {
		id: episode.id,
		title: episode.title,
		back: youtubeBack(new URL(request.url).searchParams.get('back')),
		youtube: await youtubeUploadView(userId, episode.id),
		signature: statusSignature(episode),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.title }, matches)

/** The confirmed form starts the upload (private unless asked otherwise); a missing condition is said, not a 500. */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	const formData = await request.formData()
	const back = youtubeBack(formData.get('back'))
	const here = `/library/${episode.id}/youtube?back=${encodeURIComponent(back)}`
	const submission = parseWithZod(formData, { schema: youtubeUploadSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const started = await startYoutubeUpload(userId, episode.id, submission.value)
	if (!started.ok) {
		return redirectWithToast(here, { type: 'error', title: 'toasts.youtubeUploadRefused' })
	}
	return redirectWithToast(here, { type: 'success', title: 'toasts.youtubeUploadQueued' })
}

export default function YoutubeUploadPage() {
	const { t } = useTranslation('episodes')
	const { id, title, back, youtube, signature } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const working = youtube.status === 'queued' || youtube.status === 'uploading'
	useJobPolling(id, signature, working)
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		defaultValue: youtube.defaults,
		constraint: getZodConstraint(youtubeUploadSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: youtubeUploadSchema }),
	})
	const canUpload = youtube.missing.length === 0 && (youtube.status === 'idle' || youtube.status === 'failed')
	return (
		<LibrarySubPage title={t('youtube.pageTitle', { title })} back={back}>
			{working ? <RefreshWithoutJs /> : null}
			<YoutubeStatus youtube={youtube} />
			{canUpload ? (
				<Form
					method="post"
					{...getFormProps(form)}
					noValidate
					className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
				>
					<input type="hidden" name="back" value={back} />
					<Field
						label={t('youtube.titleLabel')}
						ns="episodes"
						errors={fields.title.errors}
						inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: 100 }}
					/>
					<div>
						<label htmlFor={fields.description.id} className="block text-sm font-medium">
							{t('youtube.descriptionLabel')}
						</label>
						<textarea
							{...getTextareaProps(fields.description)}
							rows={10}
							className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
						/>
						{fields.description.errors?.map((error) => (
							<p key={error} id={fields.description.errorId} className="mt-1 text-sm text-red-700">
								{t(error)}
							</p>
						))}
					</div>
					<fieldset>
						<legend className="text-sm font-medium">{t('youtube.privacyLabel')}</legend>
						<div className="mt-2 space-y-1 text-sm">
							{(['private', 'unlisted', 'public'] as const).map((privacy) => (
								<label key={privacy} className="flex items-center gap-2">
									<input
										type="radio"
										name={fields.privacy.name}
										value={privacy}
										defaultChecked={(youtube.defaults.privacy || 'private') === privacy}
									/>
									{t(`youtube.privacy.${privacy}`)}
								</label>
							))}
						</div>
					</fieldset>
					<Button type="submit">{t(youtube.status === 'failed' ? 'youtube.retry' : 'youtube.submit')}</Button>
				</Form>
			) : null}
		</LibrarySubPage>
	)
}
