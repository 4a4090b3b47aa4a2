import { Form } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section } from './section.tsx'

export type YoutubeAccountView = {
	configured: boolean
	connected: boolean
	connectedAt: string | Date | null
	channelName: string | null
}

/**
 * YouTube: connected (the channel, the connection date, 'Desconectar') or not connected (the three promises and
 * 'Conectar YouTube', a full-page form post that sends the browser to Google). Without Google credentials on the
 * server, the button says so instead.
 */
export function YoutubeSection({ account }: { account: YoutubeAccountView }) {
	const { t, i18n } = useTranslation('app')
	if (account.connected) {
		const date = account.connectedAt
			? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long' }).format(
					new Date(account.connectedAt),
				)
			: t('settings.youtube.unknownDate')
		return (
			<Section title={t('settings.youtube.title')} description={t('settings.youtube.connected')}>
				<dl className="space-y-1 text-sm">
					<div className="flex gap-2">
						<dt className="font-medium">{t('settings.youtube.channel')}</dt>
						<dd>{account.channelName ?? t('settings.youtube.channelUnknown')}</dd>
					</div>
					<div className="flex gap-2">
						<dt className="font-medium">{t('settings.youtube.connectedAt')}</dt>
						<dd>{date}</dd>
					</div>
				</dl>
				<Form method="post" action="/settings/youtube/disconnect" className="mt-4">
					<Button type="submit" variant="secondary">
						{t('settings.youtube.disconnect')}
					</Button>
				</Form>
			</Section>
		)
	}
	const bullets = t('settings.youtube.bullets', { returnObjects: true }) as unknown as string[]
	return (
		<Section title={t('settings.youtube.title')} description={t('settings.youtube.notConnected')}>
			<ul className="list-disc space-y-1 pl-5 text-sm text-muted">
				{bullets.map((bullet) => (
					<li key={bullet}>{bullet}</li>
				))}
			</ul>
			{account.configured ? (
				// a document form: the answer is a redirect to Google, which a fetch cannot follow
				<Form method="post" action="/settings/youtube/connect" reloadDocument className="mt-4">
					<Button type="submit">{t('settings.youtube.connect')}</Button>
				</Form>
			) : (
				<UnavailableButton className="mt-4" label={t('settings.youtube.connect')} reason={t('settings.youtube.notConfigured')} />
			)}
		</Section>
	)
}
