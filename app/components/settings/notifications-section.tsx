import { Form } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import type { Settings } from '#app/modules/settings/settings-page.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section, Switch } from './section.tsx'

/** Notificaciones: e-mail notifications, episode completed, weekly report. */
export function NotificationsSection({ notifications }: { notifications: Settings['notifications'] }) {
	const { t } = useTranslation('app')
	return (
		<Section title={t('settings.notifications.title')}>
			<Form method="post" className="divide-y divide-gray-100">
				<input type="hidden" name="intent" value="notifications" />
				<Switch
					name="notifyEmail"
					label={t('settings.notifications.email')}
					description={t('settings.notifications.emailHelp')}
					defaultChecked={notifications.email}
				/>
				<Switch
					name="notifyEpisodeComplete"
					label={t('settings.notifications.episodeComplete')}
					description={t('settings.notifications.episodeCompleteHelp')}
					defaultChecked={notifications.episodeComplete}
				/>
				<Switch
					name="notifyWeeklyReport"
					label={t('settings.notifications.weeklyReport')}
					description={t('settings.notifications.weeklyReportHelp')}
					defaultChecked={notifications.weeklyReport}
				/>
				<div className="pt-4">
					<Button type="submit">{t('settings.save')}</Button>
				</div>
			</Form>
		</Section>
	)
}
