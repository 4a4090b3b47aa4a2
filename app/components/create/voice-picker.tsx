import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Alert } from '#app/components/ui/alert.tsx'
import type { VoiceOption } from '#app/modules/episodes/episode-form-schema.ts'
import { languages, type ScriptLanguage } from '#app/modules/script/script-options.ts'
import { useTranslation } from '#app/utils/translation.tsx'

type Props = {
	voices: VoiceOption[]
	planLanguages: readonly string[]
	initial: { language: ScriptLanguage; presenter: string; guest: string }
	errors: { language?: string[]; presenterVoiceId?: string[]; guestVoiceId?: string[] }
	/** the languages offered (all by default); a version of an episode offers the others than its own */
	languageChoices?: readonly ScriptLanguage[]
	/** languages outside the plan are shown disabled, with the plan's message, rather than refused when chosen */
	lockOutsidePlan?: boolean
	/** one voice only, the presenter's (a version of a monologue): no guest role */
	monologue?: boolean
}

/**
 * Language buttons and the voice library. Each voice has a sample and two roles, kept as
 * two radio groups so the form works without JavaScript (plus 'Sin invitado' to leave the guest empty). With
 * JavaScript: choosing the role a voice already holds clears it, a voice never holds both roles, the grid shows the
 * chosen language only, a new language clears both voices, and English says 'Idioma no disponible' on plans
 * without it. Without JavaScript every language's voices are listed and the server checks the match. A version of an
 * episode (issue 25) offers only the other languages, shows those outside the plan disabled with the plan's message,
 * and for a monologue only the presenter's role.
 */
export function VoicePicker({
	voices,
	planLanguages,
	initial,
	errors,
	languageChoices = languages,
	lockOutsidePlan = false,
	monologue = false,
}: Props) {
	const { t } = useTranslation('episodes')
	const hydrated = useHydrated()
	const [language, setLanguage] = useState(initial.language)
	const [presenter, setPresenter] = useState(initial.presenter)
	const [guest, setGuest] = useState(initial.guest)
	const [refused, setRefused] = useState(false)
	const shownLanguages = hydrated ? [language] : languageChoices.filter((code) => voices.some((voice) => voice.language === code))
	const locked = (code: ScriptLanguage) => lockOutsidePlan && !planLanguages.includes(code)

	function chooseLanguage(code: ScriptLanguage) {
		if (!planLanguages.includes(code)) return setRefused(true)
		setRefused(false)
		if (code === language) return
		setLanguage(code)
		setPresenter('')
		setGuest('')
	}
	function choose(role: 'presenter' | 'guest', id: string) {
		const [current, set, other, setOther] =
			role === 'presenter' ? [presenter, setPresenter, guest, setGuest] : [guest, setGuest, presenter, setPresenter]
		set(current === id ? '' : id)
		if (other === id) setOther('')
	}
	const languageError = refused ? 'create.errors.languageUnavailable' : errors.language?.[0]

	const cards = (list: typeof voices) =>
		list.map((voice) => (
			<VoiceCard key={voice.id} voice={voice} presenter={presenter} guest={guest} onChoose={choose} monologue={monologue} />
		))

	return (
		<div className="space-y-5">
			<fieldset>
				<legend className="mb-2 text-sm font-medium text-ink">{t('create.fields.language')}</legend>
				<div className="flex flex-wrap gap-2">
					{languageChoices.map((code) => (
						<label key={code} className={`${pill} has-disabled:cursor-not-allowed has-disabled:opacity-60`}>
							<input
								type="radio"
								name="language"
								value={code}
								checked={language === code}
								disabled={locked(code)}
								aria-describedby={locked(code) ? `language-${code}-plan` : undefined}
								onChange={() => chooseLanguage(code)}
								className="sr-only"
							/>
							{t(`create.languages.${code}`)}
						</label>
					))}
				</div>
				<p className="mt-2 text-xs text-muted">
					{t('create.languageHelp')}{' '}
					{planLanguages.includes('english') || !languageChoices.includes('english') || lockOutsidePlan
						? null
						: t('create.englishPlans')}
				</p>
				{languageChoices.filter(locked).map((code) => (
					<p key={code} id={`language-${code}-plan`} className="mt-1 text-sm text-muted">
						{t(`create.languages.${code}`)}: {t('create.errors.languageUnavailable')}
					</p>
				))}
				{languageError ? (
					<Alert title={t('create.errors.languageUnavailableTitle')} className="mt-2">
						<p>{t(languageError)}</p>
					</Alert>
				) : null}
			</fieldset>

			<div>
				<p className="text-sm text-muted">{t('create.voices.help')}</p>
				<p className="mt-1 text-xs text-muted">{t('create.voices.local')}</p>
				{[errors.presenterVoiceId?.[0], errors.guestVoiceId?.[0]].filter(Boolean).map((error) => (
					<p key={error} role="alert" className="mt-2 text-sm font-medium text-red-700">
						{t(error!)}
					</p>
				))}
			</div>

			{shownLanguages.map((code) => (
				<section key={code} aria-label={t('create.voices.group', { language: t(`create.languages.${code}`) })}>
					{hydrated ? null : (
						<h3 className="mb-2 text-sm font-semibold text-ink">
							{t('create.voices.group', { language: t(`create.languages.${code}`) })}
						</h3>
					)}
					{voices.some((voice) => voice.language === code && voice.own) ? (
						<>
							<h4 className="mb-2 text-sm font-semibold text-ink">{t('create.voices.own')}</h4>
							<ul className="mb-4 grid gap-3 sm:grid-cols-2" aria-label={t('create.voices.own')}>
								{cards(voices.filter((voice) => voice.language === code && voice.own))}
							</ul>
						</>
					) : null}
					<ul className="grid gap-3 sm:grid-cols-2">{cards(voices.filter((voice) => voice.language === code && !voice.own))}</ul>
				</section>
			))}

			{monologue ? null : (
				<label className={`${pill} inline-flex`}>
					<input
						type="radio"
						name="guestVoiceId"
						value=""
						checked={guest === ''}
						onChange={() => setGuest('')}
						className="sr-only"
					/>
					{t('create.voices.noGuest')}
				</label>
			)}
		</div>
	)
}

const pill =
	'cursor-pointer rounded-xl border border-gray-300 bg-white px-4 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-700'

function VoiceCard({
	voice,
	presenter,
	guest,
	onChoose,
	monologue,
}: {
	voice: VoiceOption
	presenter: string
	guest: string
	onChoose: (role: 'presenter' | 'guest', id: string) => void
	monologue: boolean
}) {
	const { t } = useTranslation('episodes')
	const roles = [
		{ role: 'presenter', name: 'presenterVoiceId', checked: presenter === voice.id },
		{ role: 'guest', name: 'guestVoiceId', checked: guest === voice.id },
	] as const
	const shown = monologue ? roles.slice(0, 1) : roles
	return (
		<li className="rounded-xl border border-gray-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50/50">
			<p className="font-semibold text-ink">{voice.name}</p>
			<p className="text-xs text-muted">{voice.accent}</p>
			{/* biome-ignore lint/a11y/useMediaCaption: a sample of a voice saying one sentence, which is written below it */}
			<audio
				controls
				preload="none"
				src={`/resources/voices/${voice.id}/sample`}
				aria-label={t('create.voices.sample', { name: voice.name })}
				className="mt-2 h-9 w-full"
			/>
			<p className="mt-1 text-xs text-muted italic">«{voice.sample}»</p>
			<fieldset className="mt-2 flex gap-2">
				<legend className="sr-only">{t('create.voices.roleOf', { name: voice.name })}</legend>
				{shown.map(({ role, name, checked }) => (
					<label key={role} className={`${pill} flex-1 py-1.5 text-center`}>
						<input
							type="radio"
							name={name}
							value={voice.id}
							checked={checked}
							// a click on the role the voice already holds clears it (radios cannot do that by themselves)
							onChange={() => undefined}
							onClick={() => onChoose(role, voice.id)}
							className="sr-only"
						/>
						{t(`create.voices.${role}`)}
					</label>
				))}
			</fieldset>
		</li>
	)
}
