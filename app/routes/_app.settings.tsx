import { parseWithZod } from '@conform-to/zod/v4'
import {
	type ActionFunctionArgs,
	data,
	type LoaderFunctionArgs,
	MaxPartSizeExceededError,
	type MetaFunction,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
} from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountSection } from '#app/components/settings/account-section.tsx'
import { NotificationsSection } from '#app/components/settings/notifications-section.tsx'
import { PlanSection } from '#app/components/settings/plan-section.tsx'
import { PreferencesSection } from '#app/components/settings/preferences-section.tsx'
import { YoutubeSection } from '#app/components/settings/youtube-section.tsx'
import { EmailTakenError } from '#app/modules/auth/users.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import {
	AvatarError,
	deleteAccount,
	getSettings,
	saveAvatar,
	updateAccount,
	updateNotifications,
	updatePreferences,
} from '#app/modules/settings/settings.server.ts'
import {
	AVATAR_MAX_BYTES,
	accountSchema,
	agencySchema,
	deleteAccountSchema,
	notificationsSchema,
	preferencesSchema,
} from '#app/modules/settings/settings-schemas.ts'
import { availableVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { joinWaitingList } from '#app/modules/waiting-list/waiting-list.server.ts'
import { requireUserId, signOut } from '#app/utils/auth.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { i18nServer } from '#app/utils/i18n.server.ts'
import { isLanguage } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { redirectWithToast, type Toast } from '#app/utils/toast.server.ts'

export const tabs = ['cuenta', 'preferencias', 'notificaciones', 'plan', 'youtube'] as const
type Tab = (typeof tabs)[number]

function tabOf(url: URL): Tab {
	const tab = url.searchParams.get('tab')
	return (tabs as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'cuenta'
}

export async function loader(args: LoaderFunctionArgs) {
	const userId = await requireUserId(args.request)
	return {
		...(await pageTitleLoader(args, 'app', 'settings.title')),
		tab: tabOf(new URL(args.request.url)),
		settings: await getSettings(userId),
		agencyEpisodes: getPlan('agencia').episodesPerMonth,
		voices: (await availableVoices()).map((voice) => ({
			id: voice.voice_id,
			name: voice.name,
			accent: voice.labels.accent,
			language: voice.labels.language,
		})),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

const back = (tab: Tab) => `/settings?tab=${tab}`
const saved = (tab: Tab, title = 'toasts.saved'): [string, Toast] => [back(tab), { type: 'success', title }]

/** Each section saves on its own (intent) and answers with a toast on the same tab. */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const formData = await readForm(request)
	if (formData instanceof AvatarError) return redirectWithToast(...avatarError(formData))
	switch (formData.get('intent')) {
		case 'avatar':
			try {
				await saveAvatar(userId, formData.get('avatar') as File | null)
				return redirectWithToast(...saved('cuenta', 'toasts.avatarSaved'))
			} catch (error) {
				if (error instanceof AvatarError) return redirectWithToast(...avatarError(error))
				throw error
			}
		case 'account': {
			const submission = parseWithZod(formData, { schema: accountSchema })
			if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
			try {
				await updateAccount(userId, submission.value)
			} catch (error) {
				if (!(error instanceof EmailTakenError)) throw error
				return data({ result: submission.reply({ fieldErrors: { email: ['settings.errors.emailTaken'] } }) }, { status: 409 })
			}
			return redirectWithToast(...saved('cuenta'))
		}
		case 'preferences': {
			const submission = parseWithZod(formData, { schema: preferencesSchema })
			if (submission.status !== 'success')
				return redirectWithToast(back('preferencias'), { type: 'error', title: 'toasts.saveFailed' })
			await updatePreferences(userId, submission.value)
			return redirectWithToast(...saved('preferencias'))
		}
		case 'notifications': {
			const submission = parseWithZod(formData, { schema: notificationsSchema })
			if (submission.status !== 'success')
				return redirectWithToast(back('notificaciones'), { type: 'error', title: 'toasts.saveFailed' })
			await updateNotifications(userId, submission.value)
			return redirectWithToast(...saved('notificaciones'))
		}
		case 'agency': {
			const submission = parseWithZod(formData, { schema: agencySchema })
			if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
			const locale = await i18nServer.getLocale(request)
			const { email, companyName } = { email: submission.value.contactEmail, companyName: submission.value.agencyName }
			const { alreadyExists } = await joinWaitingList({ email, companyName }, isLanguage(locale) ? locale : 'es')
			return redirectWithToast(back('plan'), {
				type: 'success',
				title: alreadyExists ? 'toasts.agencyExists' : 'toasts.agencyJoined',
			})
		}
		case 'delete-account': {
			const submission = parseWithZod(formData, { schema: deleteAccountSchema })
			const { email } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })
			if (submission.status !== 'success' || submission.value.confirmEmail !== email) {
				return data(
					{ result: submission.reply({ fieldErrors: { confirmEmail: ['settings.errors.confirmEmail'] } }) },
					{ status: 400 },
				)
			}
			await deleteAccount(userId)
			const signedOut = await signOut(request)
			return redirectWithToast('/', { type: 'success', title: 'toasts.accountDeleted' }, { headers: signedOut.headers })
		}
		default:
			throw new Response('Acción desconocida', { status: 400 })
	}
}

/** Multipart (the avatar form) or a plain form; a file over 5 MB stops the upload as it streams in. */
async function readForm(request: Request) {
	if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return request.formData()
	try {
		return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: AVATAR_MAX_BYTES }))
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return new AvatarError('tooBig')
		throw error
	}
}

function avatarError(error: AvatarError): [string, Toast] {
	const texts = {
		notImage: { title: 'toasts.avatarInvalidTitle', description: 'toasts.avatarInvalid' },
		tooBig: { title: 'toasts.avatarTooBigTitle', description: 'toasts.avatarTooBig' },
		missing: { title: 'toasts.avatarInvalidTitle', description: 'toasts.avatarMissing' },
	}
	return [back('cuenta'), { type: 'error', ...texts[error.reason] }]
}

export default function SettingsPage() {
	const { t } = useTranslation('app')
	const { tab } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="text-2xl font-bold sm:text-3xl">{t('settings.title')}</h1>
			<nav aria-label={t('settings.tabsLabel')} className="mt-6 overflow-x-auto border-b border-gray-200">
				<ul className="flex gap-1">
					{tabs.map((name) => (
						<li key={name}>
							<Link
								to={`?tab=${name}`}
								aria-current={name === tab ? 'page' : undefined}
								className="block whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted hover:text-ink aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
							>
								{t(`settings.tabs.${name}`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="mt-6">
				{tab === 'cuenta' ? <AccountSection /> : null}
				{tab === 'preferencias' ? <PreferencesSection /> : null}
				{tab === 'notificaciones' ? <NotificationsSection /> : null}
				{tab === 'plan' ? <PlanSection /> : null}
				{tab === 'youtube' ? <YoutubeSection /> : null}
			</div>
		</div>
	)
}
