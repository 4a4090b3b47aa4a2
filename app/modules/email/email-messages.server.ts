import type { TFunction } from 'i18next'
import type { EmailBlock } from './email-content.ts'
import type { EmailKind } from './email-kinds.ts'
import { signCoverToken } from './email-link-token.server.ts'

/** What every message may use: texts in the user's language (`email` namespace), the brand and absolute links. */
export type MessageContext = {
	t: TFunction
	locale: 'es' | 'en'
	appName: string
	supportEmail: string
	/** an absolute address on this app (APP_URL) for a path */
	link: (path: string) => string
}

type Body = { subject: string; preheader: string; blocks: EmailBlock[] }
type Data = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0)

/** A length in seconds as the app shows it: m:ss. */
function formatDuration(seconds: number) {
	const total = Math.max(0, Math.round(seconds))
	return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}

/** A date in the reader's language, long form (es-ES: '3 de diciembre de 2026'). */
function formatLongDate(value: unknown, locale: 'es' | 'en', timeZone = 'Europe/Madrid') {
	const date = new Date(text(value))
	if (Number.isNaN(date.getTime())) return text(value)
	return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone }).format(date)
}

/** The content of each kind of mail from the data stored with it (templates/email-html.tsx draws it). */
export const messages: Record<EmailKind, (data: Data, c: MessageContext) => Body> = {
	'waiting-list-confirmation': (data, c) => paragraphsMessage('waitingListConfirmation', data, c),
	'demo-sign-in-link': (data, c) => paragraphsMessage('demoSignInLink', data, c),

	'episode-ready': (data, { t, link }) => {
		const values = { title: text(data.title), duration: formatDuration(num(data.duration)) }
		const episodePath = `/library/${text(data.episodeId)}`
		const blocks: EmailBlock[] = [{ type: 'heading', text: t('episodeReady.heading') }]
		if (data.hasCover) {
			// mail clients fetch images without our cookies: a signed, expiring address of the cover
			blocks.push({
				type: 'image',
				src: link(`/email/cover/${signCoverToken(text(data.episodeId))}`),
				alt: t('episodeReady.coverAlt', values),
				width: 552,
				height: 552,
			})
		}
		blocks.push(
			{ type: 'paragraph', text: t('episodeReady.intro', values) },
			{
				type: 'facts',
				items: [
					{ label: t('episodeReady.title'), value: values.title },
					...(data.podcastName ? [{ label: t('episodeReady.podcast'), value: text(data.podcastName) }] : []),
					{ label: t('episodeReady.duration'), value: values.duration },
				],
			},
			{ type: 'button', label: t('episodeReady.listen'), href: link(episodePath) },
			{ type: 'link', label: t('episodeReady.download'), href: link(`${episodePath}/download`) },
		)
		return { subject: t('episodeReady.subject', values), preheader: t('episodeReady.preheader', values), blocks }
	},

	'episode-failed': (data, { t, link }) => {
		const values = { title: text(data.title) }
		return {
			subject: t('episodeFailed.subject', values),
			preheader: t('episodeFailed.preheader', values),
			blocks: [
				{ type: 'heading', text: t('episodeFailed.heading') },
				{ type: 'paragraph', text: t('episodeFailed.intro', values) },
				{ type: 'button', label: t('episodeFailed.open'), href: link(`/library/${text(data.episodeId)}`) },
			],
		}
	},

	'weekly-report': (data, { t, link, locale, appName }) => {
		const count = num(data.episodes)
		const minutes = num(data.minutes)
		const quotaLeft = num(data.quotaLeft)
		const tips = t('weeklyReport.tips', { returnObjects: true }) as unknown as string[]
		const timeZone = text(data.timeZone) || 'Europe/Madrid'
		return {
			subject: t('weeklyReport.subject', { appName }),
			preheader: t('weeklyReport.preheader', { count, minutes }),
			blocks: [
				{ type: 'heading', text: t('weeklyReport.heading') },
				{
					type: 'paragraph',
					text: t('weeklyReport.intro', {
						from: formatLongDate(data.from, locale, timeZone),
						to: formatLongDate(data.to, locale, timeZone),
					}),
				},
				{
					type: 'facts',
					items: [
						{ label: t('weeklyReport.episodes'), value: String(count) },
						{ label: t('weeklyReport.minutes'), value: String(minutes) },
						{ label: t('weeklyReport.downloads'), value: String(num(data.downloads)) },
						{
							label: t('weeklyReport.quotaLeft'),
							value: quotaLeft < 0 ? t('weeklyReport.unlimited') : String(quotaLeft),
						},
					],
				},
				{ type: 'paragraph', text: `${t('weeklyReport.tipTitle')}: ${tips[num(data.tip) % tips.length]}` },
				{ type: 'button', label: t('weeklyReport.create'), href: link('/create') },
				{ type: 'link', label: t('weeklyReport.library'), href: link('/library') },
			],
		}
	},

	welcome: (data, { t, link, appName }) => {
		const perMonth = num(data.episodesPerMonth)
		const values = {
			appName,
			plan: text(data.planName),
			name: data.firstName ? `, ${text(data.firstName)}` : '',
			episodes: perMonth < 0 ? t('welcome.unlimited') : t('welcome.episodes', { count: perMonth }),
			buying: text(data.buyingPlanName),
		}
		// an account made on the way to a checkout: the plan being bought, not the trial it has for the moment
		const buying = Boolean(data.buyingPlanName)
		return {
			subject: t('welcome.subject', values),
			preheader: t(buying ? 'welcome.preheaderBuying' : 'welcome.preheader', values),
			blocks: [
				{ type: 'heading', text: t('welcome.heading', values) },
				{ type: 'paragraph', text: t(buying ? 'welcome.introBuying' : 'welcome.intro', values) },
				{ type: 'paragraph', text: t('welcome.next') },
				{ type: 'button', label: t('welcome.create'), href: link('/create') },
			],
		}
	},

	'payment-failed': (data, { t, link, appName }) => {
		const values = { appName, plan: text(data.planName) }
		return {
			subject: t('paymentFailed.subject', values),
			preheader: t('paymentFailed.preheader', values),
			blocks: [
				{ type: 'heading', text: t('paymentFailed.heading') },
				{ type: 'paragraph', text: t('paymentFailed.intro', values) },
				{ type: 'button', label: t('paymentFailed.update'), href: link(text(data.updateCardPath) || '/settings') },
			],
		}
	},

	'subscription-cancelled': (data, { t, link, appName, locale }) => {
		const values = { appName, plan: text(data.planName), endDate: formatLongDate(data.endDate, locale) }
		return {
			subject: t('subscriptionCancelled.subject', values),
			preheader: t('subscriptionCancelled.preheader', values),
			blocks: [
				{ type: 'heading', text: t('subscriptionCancelled.heading') },
				{ type: 'paragraph', text: t('subscriptionCancelled.intro', values) },
				{ type: 'button', label: t('subscriptionCancelled.resubscribe'), href: link('/subscribe') },
			],
		}
	},

	'trial-ending': (data, { t, link, appName, locale }) => {
		const values = {
			appName,
			plan: text(data.planName),
			endDate: formatLongDate(data.endDate, locale),
			fallback: text(data.fallbackPlanName),
			count: num(data.fallbackEpisodes),
		}
		return {
			subject: t('trialEnding.subject', values),
			preheader: t('trialEnding.preheader', values),
			blocks: [
				{ type: 'heading', text: t('trialEnding.heading') },
				{ type: 'paragraph', text: t('trialEnding.intro', values) },
				{ type: 'button', label: t('trialEnding.keep', values), href: link(`/subscribe/${text(data.planId)}`) },
			],
		}
	},

	'account-deleted': (data, { t, appName, supportEmail }) => {
		const values = { appName, email: text(data.email), supportEmail }
		return {
			subject: t('accountDeleted.subject', values),
			preheader: t('accountDeleted.preheader', values),
			blocks: [
				{ type: 'heading', text: t('accountDeleted.heading') },
				{ type: 'paragraph', text: t('accountDeleted.intro', values) },
				{ type: 'paragraph', text: t('accountDeleted.notYou', values) },
			],
		}
	},
}

/** The two older messages written as paragraphs in the locale files; a paragraph that is the link becomes a button. */
function paragraphsMessage(key: string, data: Data, { t, appName, supportEmail }: MessageContext): Body {
	const values = { ...data, appName, supportEmail }
	const paragraphs = t(`${key}.paragraphs`, { ...values, returnObjects: true }) as unknown as string[]
	const greeting = t(data.companyName ? `${key}.greetingCompany` : `${key}.greeting`, values)
	const subject = t(`${key}.subject`, values)
	return {
		subject,
		preheader: paragraphs[0] ?? subject,
		blocks: [
			{ type: 'heading', text: greeting },
			...paragraphs.map(
				(paragraph): EmailBlock =>
					data.link && paragraph === data.link
						? { type: 'link', label: text(data.link), href: text(data.link) }
						: { type: 'paragraph', text: paragraph },
			),
		],
	}
}
