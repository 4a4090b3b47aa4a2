import { Form } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import { selectClass } from '#app/components/ui/field.tsx'
import type { Settings, SettingsPage } from '#app/modules/settings/settings-page.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section, Switch } from './section.tsx'

/** The zones most of our users live in, first and by name; every other zone follows under its IANA name. */
const COMMON_TIME_ZONES = [
	'Europe/Madrid',
	'Atlantic/Canary',
	'America/Mexico_City',
	'America/Bogota',
	'America/Lima',
	'America/Argentina/Buenos_Aires',
	'America/Santiago',
	'America/Caracas',
	'America/New_York',
	'Europe/London',
]

const languages = ['castellano', 'latino', 'english'] as const

/** Preferencias: default voices and language for new episodes, script autosave, and the time zone of the weekly report. */
export function PreferencesSection({
	preferences,
	voices,
	timeZones,
}: {
	preferences: Settings['preferences']
	voices: SettingsPage['voices']
	timeZones: SettingsPage['timeZones']
}) {
	const { t } = useTranslation('app')
	// the user's cloned voices, once each (they are listed per language they speak)
	const ownVoices = voices.filter((voice, index) => voice.own && voices.findIndex((other) => other.id === voice.id) === index)
	const voiceSelect = (name: 'defaultPresenterVoice' | 'defaultGuestVoice') => (
		<label className="block text-sm font-medium">
			{t(`settings.preferences.${name}`)}
			<select name={name} defaultValue={preferences[name] ?? ''} className={selectClass}>
				<option value="">{voices.length ? t('settings.preferences.noVoice') : t('settings.preferences.loadingVoices')}</option>
				{ownVoices.length > 0 ? (
					<optgroup label={t('settings.preferences.ownVoices')}>
						{ownVoices.map((voice) => (
							<option key={voice.id} value={voice.id}>
								{voice.name} · {voice.accent}
							</option>
						))}
					</optgroup>
				) : null}
				{languages.map((language) => (
					<optgroup key={language} label={t(`settings.languages.${language}`)}>
						{voices
							.filter((voice) => voice.language === language && !voice.own)
							.map((voice) => (
								<option key={voice.id} value={voice.id}>
									{voice.name} · {voice.accent}
								</option>
							))}
					</optgroup>
				))}
			</select>
		</label>
	)
	return (
		<Section title={t('settings.preferences.title')} description={t('settings.preferences.description')}>
			<Form method="post" className="space-y-4">
				<input type="hidden" name="intent" value="preferences" />
				<div className="grid gap-4 sm:grid-cols-2">
					{voiceSelect('defaultPresenterVoice')}
					{voiceSelect('defaultGuestVoice')}
				</div>
				<label className="block text-sm font-medium">
					{t('settings.preferences.defaultLanguage')}
					<select name="defaultLanguage" defaultValue={preferences.defaultLanguage} className={selectClass}>
						{languages.map((language) => (
							<option key={language} value={language}>
								{t(`settings.languages.${language}`)}
							</option>
						))}
					</select>
				</label>
				<label className="block text-sm font-medium">
					{t('settings.preferences.timeZone')}
					<select name="timeZone" defaultValue={preferences.timeZone} className={selectClass}>
						<optgroup label={t('settings.preferences.timeZonesCommon')}>
							{COMMON_TIME_ZONES.map((zone) => (
								<option key={zone} value={zone}>
									{t(`settings.preferences.timeZoneNames.${zone}`)}
								</option>
							))}
						</optgroup>
						<optgroup label={t('settings.preferences.timeZonesAll')}>
							{(timeZones.includes(preferences.timeZone) ? timeZones : [preferences.timeZone, ...timeZones])
								.filter((zone) => !COMMON_TIME_ZONES.includes(zone))
								.map((zone) => (
									<option key={zone} value={zone}>
										{zone.replaceAll('_', ' ')}
									</option>
								))}
						</optgroup>
					</select>
				</label>
				<Switch
					name="autoSaveScript"
					label={t('settings.preferences.autoSave')}
					description={t('settings.preferences.autoSaveHelp')}
					defaultChecked={preferences.autoSaveScript}
				/>
				<Button type="submit">{t('settings.save')}</Button>
			</Form>
		</Section>
	)
}
