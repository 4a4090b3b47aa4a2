import type { z } from 'zod'
import type { OutgoingMail } from '#app/integrations/mail/mail.server.ts'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import type { queues } from '#app/utils/queue.server.ts'

/** Builds the subject, plain text and HTML of a templated e-mail from the `email` locale namespace. */
export async function renderEmail(job: z.output<(typeof queues)['email']['payload']>): Promise<OutgoingMail> {
	const env = getEnv()
	const t = getFixedT(job.locale, 'email')
	const values = { ...job.data, appName: env.APP_NAME, appUrl: appUrl(env), supportEmail: env.SUPPORT_EMAIL }
	const key = templateKeys[job.template]
	const paragraphs = t(`${key}.paragraphs`, { ...values, returnObjects: true }) as unknown as string[]
	const greeting = t(job.data.companyName ? `${key}.greetingCompany` : `${key}.greeting`, values)
	const signature = t('signature', values)
	const text = [greeting, ...paragraphs, signature].join('\n\n')
	const html = `<!doctype html><html lang="${job.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">${[
		greeting,
		...paragraphs,
		signature,
	]
		.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
		.join('')}</body></html>`
	return { to: job.to, subject: t(`${key}.subject`, values), text, html }
}

const templateKeys: Record<z.output<(typeof queues)['email']['payload']>['template'], string> = {
	'waiting-list-confirmation': 'waitingListConfirmation',
	'demo-sign-in-link': 'demoSignInLink',
}

function escapeHtml(value: string) {
	return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
