import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { LibrarySubPage } from '#app/components/library/sub-page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { libraryBack } from '#app/modules/library/library-back.ts'
import { renameSchema } from '#app/modules/library/library-schemas.ts'
import { renameEpisode } from '#app/modules/library/rename-episode.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['episodes'] }

export const clientLoader = withNamespaces(['episodes'])

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true, title: true } })
	return { id: episode.id, title: episode.title, back: libraryBack(new URL(request.url).searchParams.get('back')) }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.title }, matches)

/** Renames an episode: from this page without JavaScript, and from the library's inline editor with it. */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	const formData = await request.formData()
	const submission = parseWithZod(formData, { schema: renameSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	await renameEpisode(userId, episode.id, submission.value.title)
	return redirectWithToast(libraryBack(formData.get('back')), { type: 'success', title: 'toasts.renamed' })
}

export default function RenamePage() {
	const { t } = useTranslation('episodes')
	const { title, back } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		defaultValue: { title },
		constraint: getZodConstraint(renameSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: renameSchema }),
	})
	return (
		<LibrarySubPage title={t('library.renameTitle', { title })} back={back}>
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-2">
				<input type="hidden" name="back" value={back} />
				<Field
					label={t('library.renameLabel')}
					ns="episodes"
					errors={fields.title.errors}
					inputProps={{ ...getInputProps(fields.title, { type: 'text' }), autoFocus: true }}
				/>
				<Button type="submit">{t('library.save')}</Button>
			</Form>
		</LibrarySubPage>
	)
}
