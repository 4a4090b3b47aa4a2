import type { OutgoingMail } from '#app/integrations/mail/mail.server.ts'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import type { EmailContent } from './email-content.ts'
import { type EmailKind, emailKinds } from './email-kinds.ts'
import { signUnsubscribeToken } from './email-link-token.server.ts'
import { type MessageContext, messages } from './email-messages.server.ts'
import { emailText } from './email-text.ts'
import { emailHtml } from './templates/email-html.ts'

/** An outbox row, as much of it as rendering needs. */
export type StoredMessage = {
	kind: EmailKind
	recipient: string
	userId: string | null
	locale: string
	data: unknown
	messageId: string
}

/** The address of the unsubscribe page for a user and a switch (a signed, expiring token; no sign-in needed). */
function unsubscribeUrl(userId: string, which: Parameters<typeof signUnsubscribeToken>[1]) {
	return `${appUrl()}/email/unsubscribe?${new URLSearchParams({ token: signUnsubscribeToken(userId, which) })}`
}

/** What a stored message says: the blocks, the footer with the way out (non-service mail) and the brand. */
function emailContent(message: StoredMessage): EmailContent {
	const env = getEnv()
	const base = appUrl(env)
	const locale = message.locale === 'en' ? 'en' : 'es'
	const t = getFixedT(locale, 'email')
	const context: MessageContext = {
		t,
		locale,
		appName: env.APP_NAME,
		supportEmail: env.SUPPORT_EMAIL,
		link: (path) => new URL(path, base).toString(),
	}
	const data = message.data && typeof message.data === 'object' ? (message.data as Record<string, unknown>) : {}
	const body = messages[message.kind](data, context)
	const own = emailKinds[message.kind].switch
	const footer =
		own && message.userId
			? {
					lines: [t(`footer.why_${own}`, { appName: env.APP_NAME })],
					links: [
						{ label: t('footer.unsubscribe'), href: unsubscribeUrl(message.userId, own) },
						{ label: t('footer.preferences'), href: context.link('/settings') },
					],
				}
			: { lines: [t('footer.service', { appName: env.APP_NAME })], links: [] }
	return { ...body, locale, footer, brand: { name: env.APP_NAME, url: context.link('/') } }
}

/**
 * The mail to send for a stored message: subject, both parts from the same content, its fixed Message-ID and, on
 * non-service mail, the one-click unsubscribe headers (RFC 8058): the same signed address takes the POST.
 */
export function renderEmail(message: StoredMessage): OutgoingMail {
	const content = emailContent(message)
	const own = emailKinds[message.kind].switch
	const headers: Record<string, string> = {}
	if (own && message.userId) {
		headers['List-Unsubscribe'] = `<${unsubscribeUrl(message.userId, own)}>`
		headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
	}
	return {
		to: message.recipient,
		subject: content.subject,
		html: emailHtml(content),
		text: emailText(content),
		messageId: message.messageId,
		headers,
	}
}
