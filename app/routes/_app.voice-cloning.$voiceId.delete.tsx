import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { deleteClonedVoice, requireClonedVoice } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export const handle = { i18n: ['voices'] }

export const clientLoader = withNamespaces(['voices'])

/** The confirmation before deleting a voice (a page of its own, so it works without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const voice = await requireClonedVoice(await requireUserId(request), params.voiceId, { request })
	return { name: voice.name }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.name }, matches)

export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const voice = await requireClonedVoice(userId, params.voiceId, { request })
	if ((await deleteClonedVoice(voice)) === 'kept') {
		return redirectWithToast('/voice-cloning', { type: 'error', title: 'voices:toasts.deleteFailed' })
	}
	return redirectWithToast('/voice-cloning', { type: 'success', title: 'voices:toasts.deleted' })
}

export default function DeleteVoicePage() {
	const { t } = useTranslation('voices')
	const { name } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-xl space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="text-xl font-bold">{t('delete.title', { name })}</h1>
			<p className="text-muted">{t('delete.text')}</p>
			<Form method="post" className="flex flex-wrap gap-2">
				<Button type="submit" className="bg-red-700 hover:bg-red-800">
					{t('delete.confirm')}
				</Button>
				<Link to="/voice-cloning" className={buttonClass({ variant: 'secondary' })}>
					{t('delete.cancel')}
				</Link>
			</Form>
		</div>
	)
}
