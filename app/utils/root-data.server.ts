import { data } from '@remix-run/node'
import { getUserId } from './auth.server.ts'
import { readCookieConsent } from './cookies.server.ts'
import { getEnv } from './env.server.ts'
import { honeypot } from './honeypot.server.ts'
import { i18nServer } from './i18n.server.ts'
import { getToast } from './toast.server.ts'

/**
 * What every page knows (the root route's loader): the locale, the brand and contact details, the cookie choice,
 * the honeypot, whether someone is signed in (the public header offers the dashboard instead of 'Iniciar sesión'),
 * and the toast of the last action.
 */
export async function loadRootData(request: Request) {
	const env = getEnv()
	const { toast, headers } = await getToast(request)
	return data(
		{
			locale: await i18nServer.getLocale(request),
			appName: env.APP_NAME,
			cookieConsent: readCookieConsent(request),
			honeypotInputProps: honeypot.getInputProps(),
			signedIn: Boolean(await getUserId(request)),
			social: {
				x: env.SOCIAL_X_URL,
				linkedin: env.SOCIAL_LINKEDIN_URL,
				instagram: env.SOCIAL_INSTAGRAM_URL,
				youtube: env.SOCIAL_YOUTUBE_URL,
			},
			contactEmails: { support: env.SUPPORT_EMAIL, sales: env.SALES_EMAIL, legal: env.LEGAL_EMAIL, partners: env.PARTNERS_EMAIL },
			toast,
		},
		{ headers },
	)
}
