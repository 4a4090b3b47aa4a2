import { getFormProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { UnavailableButton } from '#app/components/ui/unavailable-button.tsx'
import type { EpisodeFormDefaults, EpisodeFormReply, VoiceOption } from '#app/modules/episodes/episode-form-schema.ts'
import type { SourceFile } from '#app/modules/episodes/source-types.ts'
import type { ShowOption } from '#app/modules/podcasts/podcast-schema.ts'
import { limitTextValues } from '#app/modules/quota/limit-text.ts'
import type { ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { useAccount } from '#app/utils/account.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { DocumentPicker } from './document-picker.tsx'
import { EpisodeInfoFields } from './episode-info-fields.tsx'
import { FormSection } from './form-section.tsx'
import { SourceFields } from './source-fields.tsx'
import { TonePicker } from './tone-picker.tsx'
import { VoicePicker } from './voice-picker.tsx'

type Props = {
	defaults: EpisodeFormDefaults
	/** the user's shows, to choose from ('Nuevo pódcast' besides) */
	shows: ShowOption[]
	voices: VoiceOption[]
	planLanguages: readonly string[]
	/** false: this server has neither a language model nor Apertium, so content in another language is left out */
	otherLanguageUsable?: boolean
	reply?: EpisodeFormReply
	/** documents the episode already has (an episode sent back to the input step) */
	documents?: SourceFile[]
	/** sent as `intent` (the episode page's retry) */
	intent?: string
	submitLabel: string
	/** why the episode cannot be created now ('Límite alcanzado'): the submit button gives way to the reason */
	blocked?: { label: string; reason: string }
}

/**
 * The input step. The server checks the form (its schema stays out of the page's JavaScript) and answers with the
 * form again, every value and every stored document kept, with or without JavaScript. Exactly one voice asks for a
 * monologue confirmation: a dialog with JavaScript, a confirmation box in the page without.
 * Sources that give less than the plan's length come back with the estimate and a 'Continuar igualmente' button.
 */
export function EpisodeForm({
	defaults,
	shows,
	voices,
	planLanguages,
	otherLanguageUsable = true,
	reply,
	documents,
	intent,
	submitLabel,
	blocked,
}: Props) {
	const { t } = useTranslation('episodes')
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const [confirming, setConfirming] = useState(false)
	const hydrated = useHydrated()
	const [form, fields] = useForm({
		id: 'episode-form',
		lastResult: reply?.result,
		defaultValue: defaults,
		// no client validation: with none, conform would send the form to the server to check a field as it changes
		onSubmit(event, { formData }) {
			if (asksForMonologue(formData)) {
				event.preventDefault()
				setConfirming(true)
			}
		},
	})
	const initial = (name: keyof typeof fields) => fields[name].initialValue
	const urls = initial('urls')
	const kept = (reply?.documents ?? documents ?? []).map((document) => ({ ...document, value: JSON.stringify(document) }))
	const incomplete = [fields.podcastName.errors, fields.episodeTitle.errors].some((errors) =>
		errors?.includes('create.errors.incomplete'),
	)
	const noVoice = fields.presenterVoiceId.errors?.includes('create.errors.voice')
	const { quota } = useAccount()
	// the length notice sits by the buttons, below a long form: with JavaScript it is brought into view and focused;
	// without, the page comes back at its top, where an alert points down to it
	const lengthNotice = useRef<HTMLDivElement>(null)
	useEffect(() => {
		if (!reply?.shortContent) return
		lengthNotice.current?.scrollIntoView({ block: 'center' })
		lengthNotice.current?.focus({ preventScroll: true })
	}, [reply])

	return (
		<Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="space-y-6">
			{intent ? <input type="hidden" name="intent" value={intent} /> : null}
			{reply?.limitReached ? (
				<Alert title={t('create.errors.limitTitle')}>
					<p>{t('create.errors.limit', limitTextValues(quota))}</p>
				</Alert>
			) : null}
			{incomplete ? (
				<Alert title={t('create.errors.incompleteTitle')}>
					<p>{t('create.errors.incomplete')}</p>
				</Alert>
			) : null}
			{reply?.shortContent ? (
				<Alert title={t('create.length.title')}>
					<p>
						<a href="#length-notice" className="underline">
							{t('create.length.jump')}
						</a>
					</p>
				</Alert>
			) : null}
			{noVoice ? (
				<Alert title={t('create.errors.voiceTitle')}>
					<p>{t('create.errors.voice')}</p>
				</Alert>
			) : null}

			<FormSection title={t('create.sections.info')}>
				<EpisodeInfoFields fields={fields} shows={shows} />
			</FormSection>
			<FormSection title={t('create.sections.voices')}>
				<VoicePicker
					voices={voices}
					planLanguages={planLanguages}
					initial={{
						language: (initial('language') as ScriptLanguage | undefined) ?? defaults.language,
						presenter: String(initial('presenterVoiceId') ?? ''),
						guest: String(initial('guestVoiceId') ?? ''),
					}}
					errors={{
						language: fields.language.errors,
						presenterVoiceId: fields.presenterVoiceId.errors?.filter((error) => error !== 'create.errors.voice'),
						guestVoiceId: fields.guestVoiceId.errors,
					}}
				/>
			</FormSection>
			<FormSection title={t('create.sections.content')}>
				<SourceFields
					urls={(Array.isArray(urls) ? urls : [urls]).filter((url): url is string => typeof url === 'string' && url !== '')}
					content={String(initial('content') ?? '')}
					otherLanguageUsable={otherLanguageUsable}
					errors={{ urls: Object.values(fields.urls.allErrors).flat(), content: fields.content.errors }}
				/>
			</FormSection>
			<FormSection title={t('create.sections.documents')}>
				<DocumentPicker
					// a new answer from the server starts the picker afresh: its documents are stored, its refusals shown
					key={JSON.stringify([kept.map((document) => document.key), reply?.rejected])}
					kept={kept}
					refused={reply?.rejected ?? []}
				/>
			</FormSection>
			<FormSection title={t('create.sections.focus')}>
				<TonePicker initial={(initial('tone') as Tone | undefined) ?? 'innovacion'} />
			</FormSection>

			{reply?.shortContent ? (
				<div
					id="length-notice"
					ref={lengthNotice}
					tabIndex={-1}
					className="scroll-mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 outline-none"
				>
					<p className="font-semibold">{t('create.length.heading')}</p>
					<p className="mt-1">{t('create.length.text', reply.shortContent)}</p>
					<p className="mt-1 text-sm">{t('create.length.choose')}</p>
					<Button type="submit" name="lengthConfirmed" value="on" variant="secondary" className="mt-3" disabled={busy}>
						{t('create.length.continue')}
					</Button>
				</div>
			) : null}
			{/* a monologue already confirmed stays confirmed when the form comes back (the length notice) */}
			{reply?.result.initialValue?.monologueConfirmed === 'on' ? (
				<input type="hidden" name="monologueConfirmed" value="on" />
			) : null}
			{reply?.confirmMonologue ? (
				<div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
					<p className="font-semibold">{t('create.monologue.title')}</p>
					<p className="mt-1 text-sm">{t('create.monologue.text')}</p>
					<Button type="submit" name="monologueConfirmed" value="on" className="mt-3" disabled={busy}>
						{t('create.monologue.confirm')}
					</Button>
				</div>
			) : null}
			{blocked ? (
				<UnavailableButton label={blocked.label} reason={blocked.reason} />
			) : (
				<Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
					{busy ? t('create.submitting') : submitLabel}
				</Button>
			)}

			{hydrated ? (
				<Dialog
					open={confirming}
					onClose={() => setConfirming(false)}
					title={t('create.monologue.title')}
					description={t('create.monologue.text')}
					closeLabel={t('create.monologue.cancel')}
				>
					<div className="mt-4 flex flex-wrap justify-end gap-2">
						<Button variant="secondary" onClick={() => setConfirming(false)}>
							{t('create.monologue.cancel')}
						</Button>
						<Button type="submit" form={form.id} name="monologueConfirmed" value="on" onClick={() => setConfirming(false)}>
							{t('create.monologue.confirm')}
						</Button>
					</div>
				</Dialog>
			) : null}
		</Form>
	)
}

/**
 * The form is complete but names one voice, not confirmed yet: the dialog asks before the round trip. Anything
 * missing goes to the server first, which says what (and asks about the monologue in the page if need be).
 */
function asksForMonologue(formData: FormData) {
	const given = (name: string) => String(formData.get(name) ?? '').trim() !== ''
	const named = given('podcastName') || given('podcastId')
	return (
		named &&
		given('episodeTitle') &&
		given('presenterVoiceId') &&
		!given('guestVoiceId') &&
		formData.get('monologueConfirmed') !== 'on'
	)
}
