import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { LibrarySubPage } from '#app/components/library/sub-page.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { deleteEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { libraryBack } from '#app/modules/library/library-back.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['episodes'] }

export const clientLoader = withNamespaces(['episodes'])

/** The confirmation page (without JavaScript; with it, a dialog in the library posts to the same action). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { title: true } })
	return { title: episode.title, back: libraryBack(new URL(request.url).searchParams.get('back')) }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.title }, matches)

export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	const formData = await request.formData()
	await deleteEpisode(userId, episode.id)
	return redirectWithToast(libraryBack(formData.get('back')), { type: 'success', title: 'toasts.deleted' })
}

export default function DeletePage() {
	const { t } = useTranslation('episodes')
	const { title, back } = useLoaderData<typeof loader>()
	return (
		<LibrarySubPage title={t('library.deleteTitle', { title })} back={back}>
			<p className="text-muted">{t('library.deleteText')}</p>
			<Form method="post" className="flex flex-wrap gap-2">
				<input type="hidden" name="back" value={back} />
				<Button type="submit" className="bg-red-700 hover:bg-red-800">
					{t('library.deleteConfirm')}
				</Button>
				<Link to={back} className={buttonClass({ variant: 'secondary' })}>
					{t('library.cancel')}
				</Link>
			</Form>
		</LibrarySubPage>
	)
}
