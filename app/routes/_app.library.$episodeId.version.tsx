import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { VoicePicker } from '#app/components/create/voice-picker.tsx'
import { LibrarySubPage } from '#app/components/library/sub-page.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { QuotaExceededError } from '#app/modules/episodes/episode-lifecycle.server.ts'
import {
	canHaveVersion,
	createVersion,
	type VersionOriginal,
	versionOriginalSelect,
	versionStepFor,
} from '#app/modules/episodes/episode-version.server.ts'
import { versionSchema } from '#app/modules/episodes/episode-version-schema.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { libraryBack } from '#app/modules/library/library-back.ts'
import { limitTextValues } from '#app/modules/quota/limit-text.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { useAccount } from '#app/utils/account.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { useSingleAudio } from '#app/utils/use-single-audio.ts'

export const handle = { i18n: ['episodes'] }

export const clientLoader = withNamespaces(['episodes'])

/** «Crear versión»: the market and the voices of a new episode made from a finished one (issue 25). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const original = await requireOwnEpisode(userId, params.episodeId, { request, select: versionOriginalSelect })
	return {
		episode: { id: original.id, title: original.title, language: original.language as ScriptLanguage },
		ready: canHaveVersion(original),
		step: await versionStepFor(userId, original),
		back: libraryBack(new URL(request.url).searchParams.get('back')),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta({ title: data?.episode.title }, matches)

const schemaFor = (original: Pick<VersionOriginal, 'language' | 'isMonologue'>) =>
	versionSchema({ language: original.language as ScriptLanguage, monologue: original.isMonologue })

/**
 * Makes the version (one quota unit, in one transaction with the episode) and goes to its page, where its script is
 * being adapted; or the form again with what was wrong: 400 for the form, 403 for a language outside the plan, 409
 * for an episode that is not finished, and 'Límite alcanzado' as the episode page says it.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const original = await requireOwnEpisode(userId, params.episodeId, { request, select: versionOriginalSelect })
	const submission = parseWithZod(await request.formData(), { schema: schemaFor(original) })
	if (submission.status !== 'success') return data({ result: submission.reply(), notReady: false }, { status: 400 })
	try {
		const made = await createVersion(userId, original, submission.value)
		if (made.ok) return redirect(`/create/${made.episodeId}`)
		const { refusal } = made
		if (refusal.code === 'notReady') return data({ result: submission.reply(), notReady: true }, { status: 409 })
		const fieldErrors =
			refusal.code === 'languageNotInPlan' ? { language: ['create.errors.languageUnavailable'] } : refusal.fieldErrors
		return data(
			{ result: submission.reply({ fieldErrors }), notReady: false },
			{ status: refusal.code === 'languageNotInPlan' ? 403 : 400 },
		)
	} catch (error) {
		if (!(error instanceof QuotaExceededError)) throw error
		const { quota } = await getAccountSummary(userId)
		return redirectWithToast(new URL(request.url).pathname, {
			type: 'error',
			title: 'toasts.limitReached',
			description: 'toasts.limitReachedText',
			values: limitTextValues(quota),
		})
	}
}

export default function VersionPage() {
	const { t } = useTranslation('episodes')
	const { episode, ready, step, back } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { quota } = useAccount()
	useSingleAudio()
	const schema = versionSchema({ language: episode.language, monologue: step.monologue })
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		defaultValue: { language: step.initial.language },
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const initial = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
	const unlimited = quota.limit === -1
	const left = Math.max(0, quota.limit - quota.used)
	const limitReason = t('create.errors.limitUsage', limitTextValues(quota))
	return (
		<LibrarySubPage title={t('version.title', { title: episode.title })} back={back}>
			<p className="text-muted">{t('version.intro')}</p>
			{!ready || actionData?.notReady ? (
				<Alert title={t('version.errors.notReadyTitle')}>
					<p>{t('version.errors.notReady')}</p>
				</Alert>
			) : (
				<Form method="post" {...getFormProps(form)} noValidate className="space-y-6">
					{quota.reached ? (
						<Alert title={t('create.errors.limitTitle')}>
							<p>{limitReason}</p>
						</Alert>
					) : null}
					{step.monologue ? <p className="text-sm text-muted">{t('version.monologue')}</p> : null}
					<VoicePicker
						voices={step.voices}
						planLanguages={step.targets.filter((target) => target.inPlan).map((target) => target.code)}
						languageChoices={step.targets.map((target) => target.code)}
						lockOutsidePlan
						monologue={step.monologue}
						initial={{
							language: initial(fields.language.initialValue, step.initial.language) as ScriptLanguage,
							presenter: initial(fields.presenterVoiceId.initialValue, step.initial.presenter),
							guest: initial(fields.guestVoiceId.initialValue, step.initial.guest),
						}}
						errors={{
							language: fields.language.errors,
							presenterVoiceId: fields.presenterVoiceId.errors,
							guestVoiceId: fields.guestVoiceId.errors,
						}}
					/>
					<p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
						{unlimited ? t('version.quota', { context: 'unlimited' }) : t('version.quota', { left, limit: quota.limit })}
					</p>
					{quota.reached ? (
						<UnavailableButton label={t('create.errors.limitTitle')} reason={limitReason} />
					) : (
						<Button type="submit">{t('version.submit')}</Button>
					)}
				</Form>
			)}
		</LibrarySubPage>
	)
}
