import {
	type ActionFunctionArgs,
	data,
	type LoaderFunctionArgs,
	MaxPartSizeExceededError,
	type MetaFunction,
	redirect,
	unstable_createMemoryUploadHandler,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { Switch } from '#app/components/settings/section.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { saveSwitches, unsubscribe, unsubscribeView } from '#app/modules/email/unsubscribe.server.ts'
import { notificationsSchema } from '#app/modules/settings/settings-schemas.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { isMultipartForm, parseMultipartForm, parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/**
 * The unsubscribe link of every non-service mail (/email/unsubscribe?token=…): a signed, expiring token is the
 * authorisation, so it works signed out and without JavaScript. Opening it changes nothing (mail scanners open
 * links); the page confirms or changes each switch. The same address takes the RFC 8058 one-click POST that mail
 * providers send (`List-Unsubscribe=One-Click`, no Origin header, no cookies): the mail's switch goes off.
 */
export const handle = { i18n: ['email'] }

export const clientLoader = withNamespaces(['email'])

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

export async function loader(args: LoaderFunctionArgs) {
	const url = new URL(args.request.url)
	const view = await unsubscribeView(tokenOf(args.request))
	const page = {
		...(await pageTitleLoader(args, 'email', 'unsubscribePage.title')),
		appName: getEnv().APP_NAME,
		done: url.searchParams.get('done'),
		token: url.searchParams.get('token') ?? '',
	}
	if (!view) return data({ ...page, view: null }, { status: 400 })
	return { ...page, view }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

/** The largest field this form has is a switch or the token; anything bigger is not a form of ours. */
const MAX_FIELD_BYTES = 4096

/**
 * The posted form, URL-encoded or (as RFC 8058 allows mail providers) multipart; null for a body that cannot be read
 * as a form (a broken multipart, a NUL byte, an oversized field).
 */
async function readForm(request: Request) {
	try {
		if (!isMultipartForm(request)) return await parsePlainForm(request)
		return await parseMultipartForm(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_FIELD_BYTES }))
	} catch (error) {
		if ((error instanceof Response && error.status === 400) || error instanceof MaxPartSizeExceededError) return null
		throw error
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const token = tokenOf(request)
	const form = await readForm(request)
	// every form of ours (the page's two, the providers' one-click) names what it wants: an empty or foreign body
	// (a multipart body without a single part parses as an empty form) is not a request to change anything
	if (!form || !(form.has('intent') || form.has('List-Unsubscribe'))) return data({ badForm: true }, { status: 400 })
	const here = `/email/unsubscribe?${new URLSearchParams({ token: token ?? '' })}`
	if (form.get('List-Unsubscribe') === 'One-Click') {
		const done = await unsubscribe(token)
		return new Response(done ? 'Baja registrada.' : 'Enlace no válido o caducado.', {
			status: done ? 200 : 400,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	}
	if (form.get('intent') === 'unsubscribe') {
		if (!(await unsubscribe(token))) return redirect(here)
		return redirect(`${here}&done=unsubscribed`)
	}
	const parsed = notificationsSchema.safeParse({ ...Object.fromEntries(form), intent: 'notifications' })
	if (!parsed.success) return redirect(here)
	const { notifyEmail, notifyEpisodeComplete, notifyWeeklyReport } = parsed.data
	if (!(await saveSwitches(token, { notifyEmail, notifyEpisodeComplete, notifyWeeklyReport }))) return redirect(here)
	return redirect(`${here}&done=saved`)
}

export default function UnsubscribePage() {
	const { t } = useTranslation('email')
	const { view, done, token, appName } = useLoaderData<typeof loader>()
	// the page's own forms redirect, or come back with badForm (the action's other answer, the one-click's plain text,
	// is for mail providers and never reaches the page; with it, `typeof action` infers no data type at all)
	const badForm = useActionData<{ badForm?: boolean }>()?.badForm ? (
		<Alert className="mt-6" title={t('common:requestErrors.badForm.title')}>
			{t('common:requestErrors.badForm.description')}
		</Alert>
	) : null
	if (!view) {
		return (
			<AuthLayout title={t('unsubscribePage.invalidTitle')}>
				{badForm}
				<p className="mt-4 text-gray-700">{t('unsubscribePage.invalidText')}</p>
				<div className="mt-6 flex flex-wrap gap-4">
					<Link to="/settings" className="font-medium text-brand-800 underline">
						{t('unsubscribePage.toSettings')}
					</Link>
					<Link to="/" className="font-medium text-brand-800 underline">
						{t('unsubscribePage.home')}
					</Link>
				</div>
			</AuthLayout>
		)
	}
	const action = `/email/unsubscribe?${new URLSearchParams({ token })}`
	const switchName = t(view.which === 'email' ? 'unsubscribePage.email' : `unsubscribePage.${view.which}`, { appName })
	return (
		<AuthLayout title={t('unsubscribePage.title')} subtitle={t('unsubscribePage.intro', { email: view.email })}>
			{badForm}
			{done === 'saved' || done === 'unsubscribed' ? (
				<Alert
					className="mt-6"
					tone="info"
					title={done === 'saved' ? t('unsubscribePage.saved') : t('unsubscribePage.unsubscribed', { switch: switchName })}
				/>
			) : null}
			{view.switches[view.which] ? (
				<Form method="post" action={action} className="mt-6">
					<input type="hidden" name="intent" value="unsubscribe" />
					<Button type="submit" size="lg">
						{t('unsubscribePage.unsubscribeOne', { switch: switchName })}
					</Button>
				</Form>
			) : null}
			<Form method="post" action={action} className="mt-6 divide-y divide-gray-100">
				<input type="hidden" name="intent" value="save" />
				<Switch
					name="notifyEmail"
					label={t('unsubscribePage.email', { appName })}
					description={t('unsubscribePage.emailHelp')}
					defaultChecked={view.switches.email}
				/>
				<Switch
					name="notifyEpisodeComplete"
					label={t('unsubscribePage.episodeComplete')}
					description={t('unsubscribePage.episodeCompleteHelp')}
					defaultChecked={view.switches.episodeComplete}
				/>
				<Switch
					name="notifyWeeklyReport"
					label={t('unsubscribePage.weeklyReport')}
					description={t('unsubscribePage.weeklyReportHelp')}
					defaultChecked={view.switches.weeklyReport}
				/>
				<div className="pt-4">
					<Button type="submit" variant="secondary">
						{t('unsubscribePage.save')}
					</Button>
				</div>
			</Form>
		</AuthLayout>
	)
}
