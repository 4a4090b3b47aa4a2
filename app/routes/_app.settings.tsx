import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
	type ActionFunctionArgs,
	data,
	type HeadersFunction,
	type LoaderFunctionArgs,
	type MetaFunction,
	type TypedResponse,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountSection } from '#app/components/settings/account-section.tsx'
import { ApiSection, type CreatedApiToken } from '#app/components/settings/api-section.tsx'
import { NotificationsSection } from '#app/components/settings/notifications-section.tsx'
import { PlanSection } from '#app/components/settings/plan-section.tsx'
import { PreferencesSection } from '#app/components/settings/preferences-section.tsx'
import { PronunciationSection } from '#app/components/settings/pronunciation-section.tsx'
import { type CreatedWebhook, WebhooksSection } from '#app/components/settings/webhooks-section.tsx'
import { YoutubeSection } from '#app/components/settings/youtube-section.tsx'
import { deleteAccount, isAccountEmail } from '#app/modules/account/delete-account.server.ts'
import { getApiAccess } from '#app/modules/api/api-access.server.ts'
import { issueApiToken, revokeApiToken, TooManyTokensError } from '#app/modules/api/api-tokens.server.ts'
import { EmailTakenError } from '#app/modules/auth/users.server.ts'
import { cancelSubscriptionBeforeDeletion } from '#app/modules/billing/manage-subscription.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { type ImportProblem, PronunciationImportError } from '#app/modules/pronunciation/import-problem.ts'
import {
	deletePronunciation,
	PronunciationLimitError,
	PronunciationNotFoundError,
	PronunciationTakenError,
	savePronunciation,
} from '#app/modules/pronunciation/pronunciation-entries.server.ts'
import { importPronunciations } from '#app/modules/pronunciation/pronunciation-import.server.ts'
import { getPronunciationPage } from '#app/modules/pronunciation/pronunciation-page.server.ts'
import { deletePronunciationSchema, savePronunciationSchema } from '#app/modules/pronunciation/pronunciation-schemas.ts'
import {
	AvatarError,
	getSettingsPage,
	readSettingsForm,
	saveAvatar,
	updateAccount,
	updateNotifications,
	updatePreferences,
} from '#app/modules/settings/settings.server.ts'
import {
	accountSchema,
	agencySchema,
	createApiTokenSchema,
	deleteAccountSchema,
	notificationsSchema,
	preferencesSchema,
	revokeApiTokenSchema,
} from '#app/modules/settings/settings-schemas.ts'
import { joinWaitingList } from '#app/modules/waiting-list/waiting-list.server.ts'
import { createWebhookSchema, deleteWebhookSchema } from '#app/modules/webhooks/webhook-schemas.ts'
import { WebhookUrlError } from '#app/modules/webhooks/webhook-url.server.ts'
import { createWebhook, deleteWebhook, TooManyWebhooksError } from '#app/modules/webhooks/webhooks.server.ts'
import { getYoutubeAccount, youtubeReturnToast } from '#app/modules/youtube/youtube-account.server.ts'
import { requireUserId, signOut } from '#app/utils/auth.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Toast } from '#app/utils/toast.ts'
import { useTranslation } from '#app/utils/translation.tsx'

// 'errors': the API tab's refusals (too many tokens or webhooks, a webhook's address) and its delivery log's reasons
export const handle = { i18n: ['errors'] }

export const clientLoader = withNamespaces(['errors'])

export const tabs = ['cuenta', 'preferencias', 'pronunciacion', 'notificaciones', 'plan', 'youtube', 'api'] as const
type Tab = (typeof tabs)[number]

function tabOf(url: URL): Tab {
	const tab = url.searchParams.get('tab')
	return (tabs as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'cuenta'
}

export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	// back from Google: the outcome becomes a toast and the query is cleared (with or without JavaScript)
	const youtubeToast = youtubeReturnToast(new URL(args.request.url).searchParams)
	if (youtubeToast) return redirectWithToast('/settings?tab=youtube', youtubeToast)
	const url = new URL(args.request.url)
	const tab = tabOf(url)
	return {
		...(await pageTitleLoader(args, 'app', 'settings.title')),
		tab,
		...(await getSettingsPage(userId)),
		youtube: await getYoutubeAccount(userId),
		apiAccess: await getApiAccess(userId, args.request),
		pronunciation: tab === 'pronunciacion' ? await pronunciationPage(args.request, userId, url) : null,
	}
}

/** The 'Pronunciación' tab's data; an entry to edit that is not the user's is the 404 page. */
async function pronunciationPage(request: Request, userId: string, url: URL) {
	try {
		return await getPronunciationPage(userId, url.searchParams)
	} catch (error) {
		if (error instanceof PronunciationNotFoundError) throw await notFound(request, 'PRONUNCIATION_NOT_FOUND')
		throw error
	}
}

/** The answer that carries a new API token keeps its `Cache-Control: no-store`: no cache or proxy is to keep it. */
export const headers: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
	const merged = new Headers(parentHeaders)
	const cacheControl = actionHeaders.get('Cache-Control')
	if (cacheControl) merged.set('Cache-Control', cacheControl)
	return merged
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** A form's answer when it stays on the page: its conform reply (field errors), and once a new API token or webhook secret. */
type SettingsReply = {
	result?: SubmissionResult<string[]>
	createdToken?: CreatedApiToken
	createdWebhook?: CreatedWebhook
	/** a pronunciation file refused: why, shown by the import form (nothing of it was kept) */
	importProblem?: ImportProblem
}

/** Each section's form posts its own intent here; each intent has its own small action below. */
export async function action({
	request,
}: ActionFunctionArgs): Promise<TypedResponse<never> | ReturnType<typeof data<SettingsReply>>> {
	const userId = await requireUserId(request)
	const formData = await readSettingsForm(request)
	if (formData instanceof AvatarError) return avatarRefused(formData)
	if (formData instanceof PronunciationImportError) return importRefused(formData)
	const args = { request, userId, formData }
	switch (formData.get('intent')) {
		case 'avatar':
			return avatarAction(args)
		case 'account':
			return accountAction(args)
		case 'preferences':
			return preferencesAction(args)
		case 'notifications':
			return notificationsAction(args)
		case 'agency':
			return agencyAction(args)
		case 'delete-account':
			return deleteAccountAction(args)
		case 'create-api-token':
			return createApiTokenAction(args)
		case 'revoke-api-token':
			return revokeApiTokenAction(args)
		case 'create-webhook':
			return createWebhookAction(args)
		case 'delete-webhook':
			return deleteWebhookAction(args)
		case 'save-pronunciation':
			return savePronunciationAction(args)
		case 'delete-pronunciation':
			return deletePronunciationAction(args)
		case 'import-pronunciation':
			return importPronunciationAction(args)
		default:
			throw new Response('Acción desconocida', { status: 400 })
	}
}

type IntentArgs = { request: Request; userId: string; formData: FormData }

const back = (tab: Tab) => `/settings?tab=${tab}`
const saved = (tab: Tab, title = 'toasts.saved') => redirectWithToast(back(tab), { type: 'success', title })
const saveFailed = (tab: Tab) => redirectWithToast(back(tab), { type: 'error', title: 'toasts.saveFailed' })

async function avatarAction({ userId, formData }: IntentArgs) {
	try {
		await saveAvatar(userId, formData.get('avatar'))
	} catch (error) {
		if (error instanceof AvatarError) return avatarRefused(error)
		throw error
	}
	return saved('cuenta', 'toasts.avatarSaved')
}

function avatarRefused(error: AvatarError) {
	const texts: Record<AvatarError['reason'], Pick<Toast, 'title' | 'description'>> = {
		notImage: { title: 'toasts.avatarInvalidTitle', description: 'toasts.avatarInvalid' },
		tooBig: { title: 'toasts.avatarTooBigTitle', description: 'toasts.avatarTooBig' },
		missing: { title: 'toasts.avatarInvalidTitle', description: 'toasts.avatarMissing' },
	}
	return redirectWithToast(back('cuenta'), { type: 'error', ...texts[error.reason] })
}

async function accountAction({ userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: accountSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		await updateAccount(userId, submission.value)
	} catch (error) {
		if (!(error instanceof EmailTakenError)) throw error
		return data({ result: submission.reply({ fieldErrors: { email: ['settings.errors.emailTaken'] } }) }, { status: 409 })
	}
	return saved('cuenta')
}

async function preferencesAction({ userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: preferencesSchema })
	if (submission.status !== 'success') return saveFailed('preferencias')
	await updatePreferences(userId, submission.value)
	return saved('preferencias')
}

async function notificationsAction({ userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: notificationsSchema })
	if (submission.status !== 'success') return saveFailed('notificaciones')
	await updateNotifications(userId, submission.value)
	return saved('notificaciones')
}

/** The Agencia waiting list, the same list (and confirmation e-mail) as the landing page's form. */
async function agencyAction({ request, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: agencySchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { contactEmail: email, agencyName: companyName } = submission.value
	const { alreadyExists } = await joinWaitingList({ email, companyName }, await getLanguage(request))
	return redirectWithToast(back('plan'), {
		type: 'success',
		title: alreadyExists ? 'toasts.agencyExists' : 'toasts.agencyJoined',
	})
}

/** Typing the account's own e-mail confirms the deletion; then the session ends and the visitor lands on `/`. */
async function deleteAccountAction({ request, userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: deleteAccountSchema })
	if (submission.status !== 'success' || !(await isAccountEmail(userId, submission.value.confirmEmail))) {
		return data(
			{ result: submission.reply({ fieldErrors: { confirmEmail: ['settings.errors.confirmEmail'] } }) },
			{ status: 400 },
		)
	}
	// the subscription is cancelled at Stripe first: an account must not be deleted while it is still charged
	if (!(await cancelSubscriptionBeforeDeletion(userId))) {
		return data(
			{ result: submission.reply({ fieldErrors: { confirmEmail: ['settings.errors.subscriptionCancel'] } }) },
			{ status: 502 },
		)
	}
	await deleteAccount(userId)
	const signedOut = await signOut(request)
	return redirectWithToast('/', { type: 'success', title: 'toasts.accountDeleted' }, { headers: signedOut.headers })
}

/**
 * A new API token is shown once, on the page this action's answer draws (a plain POST's own page without
 * JavaScript, the action data with it): not in a redirect, a toast, the session or the address, where it would
 * outlive that page. The database keeps its hash only.
 */
async function createApiTokenAction({ userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: createApiTokenSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		const { token, name } = await issueApiToken(userId, submission.value.name)
		return data(
			{ result: submission.reply({ resetForm: true }), createdToken: { token, name } },
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	} catch (error) {
		if (!(error instanceof TooManyTokensError)) throw error
		return data({ result: submission.reply({ fieldErrors: { name: ['errors:API_TOO_MANY_TOKENS'] } }) }, { status: 409 })
	}
}

async function revokeApiTokenAction({ userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: revokeApiTokenSchema })
	const revoked = submission.status === 'success' && (await revokeApiToken(userId, submission.value.tokenId))
	return revoked
		? saved('api', 'toasts.apiTokenRevoked')
		: redirectWithToast(back('api'), { type: 'error', title: 'toasts.apiTokenNotRevoked' })
}

/** A new webhook's signing secret, like a new token: on this answer's page only (see createApiTokenAction). */
async function createWebhookAction({ userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: createWebhookSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		const { url, secret } = await createWebhook(userId, submission.value.url)
		return data(
			{ result: submission.reply({ resetForm: true }), createdWebhook: { url, secret } },
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	} catch (error) {
		const code = error instanceof WebhookUrlError ? error.code : error instanceof TooManyWebhooksError ? 'WEBHOOK_TOO_MANY' : null
		if (!code) throw error
		return data(
			{ result: submission.reply({ fieldErrors: { url: [`errors:${code}`] } }) },
			{ status: code === 'WEBHOOK_TOO_MANY' ? 409 : 400 },
		)
	}
}

async function deleteWebhookAction({ userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: deleteWebhookSchema })
	const deleted = submission.status === 'success' && (await deleteWebhook(userId, submission.value.webhookId))
	return deleted
		? saved('api', 'toasts.webhookDeleted')
		: redirectWithToast(back('api'), { type: 'error', title: 'toasts.webhookNotDeleted' })
}

/** A new entry or an edit; a form that is not the user's entry is a 404, like its edit address. */
async function savePronunciationAction({ request, userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: savePronunciationSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { entryId, ...entry } = submission.value
	try {
		await savePronunciation(userId, entry, entryId)
	} catch (error) {
		if (error instanceof PronunciationNotFoundError) throw await notFound(request, 'PRONUNCIATION_NOT_FOUND')
		if (error instanceof PronunciationTakenError) {
			return data(
				{ result: submission.reply({ fieldErrors: { written: ['settings.pronunciation.errors.taken'] } }) },
				{ status: 409 },
			)
		}
		if (error instanceof PronunciationLimitError) {
			return data(
				{ result: submission.reply({ fieldErrors: { written: ['settings.pronunciation.errors.limit'] } }) },
				{ status: 409 },
			)
		}
		throw error
	}
	return saved('pronunciacion', entryId ? 'toasts.pronunciationSaved' : 'toasts.pronunciationAdded')
}

async function deletePronunciationAction({ request, userId, formData }: IntentArgs) {
	const submission = parseWithZod(formData, { schema: deletePronunciationSchema })
	try {
		if (submission.status !== 'success') throw new PronunciationNotFoundError()
		await deletePronunciation(userId, submission.value.entryId)
	} catch (error) {
		if (error instanceof PronunciationNotFoundError) throw await notFound(request, 'PRONUNCIATION_NOT_FOUND')
		throw error
	}
	return saved('pronunciacion', 'toasts.pronunciationDeleted')
}

/** A PLS or CSV file merged into the dictionary, all or nothing; a refused one is said by the import form. */
async function importPronunciationAction({ userId, formData }: IntentArgs) {
	try {
		const { added, updated } = await importPronunciations(userId, formData.get('file'))
		return redirectWithToast(back('pronunciacion'), {
			type: 'success',
			title: 'toasts.pronunciationImported',
			description: 'toasts.pronunciationImportedText',
			values: { added, updated },
		})
	} catch (error) {
		if (error instanceof PronunciationImportError) return importRefused(error)
		throw error
	}
}

function importRefused(error: PronunciationImportError) {
	const status = error.problem.code === 'tooBig' ? 413 : error.problem.code === 'overLimit' ? 409 : 400
	return data({ importProblem: error.problem }, { status })
}

export default function SettingsPage() {
	const { t } = useTranslation('app')
	const { tab, settings, voices, agencyEpisodes, youtube, timeZones, apiAccess, pronunciation } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	// a form's own answer (field errors), told apart by the intent it posted
	const replyTo = (intent: string) => (actionData?.result?.initialValue?.intent === intent ? actionData.result : undefined)
	// a token just created (its form's answer is a reset, which names no intent)
	const created = actionData?.createdToken ? actionData : undefined
	const createdWebhook = actionData?.createdWebhook ? actionData : undefined
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="text-2xl font-bold sm:text-3xl">{t('settings.title')}</h1>
			{/* the tabs wrap on a phone rather than scroll out of sight, and fit one line on a desktop */}
			<nav aria-label={t('settings.tabsLabel')} className="mt-6 border-b border-gray-200">
				<ul className="flex flex-wrap gap-x-1">
					{tabs.map((name) => (
						<li key={name}>
							<Link
								to={`?tab=${name}`}
								aria-current={name === tab ? 'page' : undefined}
								className="block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted hover:text-ink aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
							>
								{t(`settings.tabs.${name}`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="mt-6">
				{tab === 'cuenta' ? (
					<AccountSection account={settings.account} accountReply={replyTo('account')} deleteReply={replyTo('delete-account')} />
				) : null}
				{tab === 'preferencias' ? (
					<PreferencesSection preferences={settings.preferences} voices={voices} timeZones={timeZones} />
				) : null}
				{tab === 'notificaciones' ? <NotificationsSection notifications={settings.notifications} /> : null}
				{tab === 'plan' ? <PlanSection agencyEpisodes={agencyEpisodes} agencyReply={replyTo('agency')} /> : null}
				{tab === 'pronunciacion' && pronunciation ? (
					<PronunciationSection
						page={pronunciation}
						saveReply={replyTo('save-pronunciation')}
						importProblem={actionData?.importProblem}
					/>
				) : null}
				{tab === 'youtube' ? <YoutubeSection account={youtube} /> : null}
				{tab === 'api' ? (
					<div className="space-y-6">
						<ApiSection
							access={apiAccess}
							timeZone={settings.preferences.timeZone}
							created={created?.createdToken}
							createReply={created?.result ?? replyTo('create-api-token')}
						/>
						<WebhooksSection
							webhooks={apiAccess.webhooks}
							max={apiAccess.maxWebhooks}
							timeZone={settings.preferences.timeZone}
							created={createdWebhook?.createdWebhook}
							createReply={createdWebhook?.result ?? replyTo('create-webhook')}
						/>
					</div>
				) : null}
			</div>
		</div>
	)
}
