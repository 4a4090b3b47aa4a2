import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CheckboxField, Field, fileInputClass, selectClass } from '#app/components/ui/field.tsx'
import { useDropZone } from '#app/components/ui/use-drop-zone.ts'
import { voiceAccents } from '#app/modules/voices/cloning/voice-accent.ts'
import type { UploadProblem, VoiceRefusal } from '#app/modules/voices/cloning/voice-refusal.ts'
import { isAcceptedAudioFile } from '#app/modules/voices/cloning/voice-requirements.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import type { Requirements } from './requirements-card.tsx'
import { VoiceRecorder } from './voice-recorder.tsx'

type Props = {
	requirements: Requirements
	acceptAttribute: string
	/** what the server refused last time, with what the user had typed and ticked, and the sample it kept */
	refused?: VoiceRefusal | null
	used: number
	limit: number
}

/**
 * The create section: at the plan's limit only says so (deleting a voice brings the form back); otherwise the form.
 * With JavaScript a created voice's redirect comes back to this page without remounting it, so the form is then
 * drawn anew, empty: what stayed typed, chosen and ticked would clone the same voice again on a second click.
 * Without JavaScript the redirect loads an empty page anyway.
 */
export function VoiceForm(props: Props) {
	const { t } = useTranslation('voices')
	const { used, limit, refused } = props
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create'
	const [created, setCreated] = useState(0)
	const sent = useRef(false)
	useEffect(() => {
		if (submitting) sent.current = true
		else if (sent.current && navigation.state === 'idle') {
			sent.current = false
			// a refusal answers with the form's data; a created voice with a redirect, which leaves no action data
			if (!refused) setCreated((count) => count + 1)
		}
	}, [submitting, navigation.state, refused])
	// the server's refusal counts too: with JavaScript an answer with an error status does not reload the page's data
	const atLimit = used >= limit || refused?.problem === 'limit'
	return (
		<section aria-labelledby="voice-form-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
			<h2 id="voice-form-title" className="font-semibold">
				{t('form.title')}
			</h2>
			<p className="mt-1 text-sm text-muted">{atLimit ? t('form.limitReached', { limit }) : t('form.limit', { used, limit })}</p>
			{atLimit ? (
				refused?.problem === 'limit' ? (
					<Alert title={t('problems.limit.title')} className="mt-3">
						<p>{t('problems.limit.message', { limit: refused.limit })}</p>
					</Alert>
				) : null
			) : (
				<CreateVoiceForm key={created} {...props} submitting={submitting} />
			)}
		</section>
	)
}

/**
 * The create form: a native multipart form post (works without JavaScript). With JavaScript, a dropped file goes
 * into the file input, and the recorder's recording too, so both are sent like a chosen file.
 */
function CreateVoiceForm({ requirements, acceptAttribute, refused, limit, submitting }: Props & { submitting: boolean }) {
	const { t } = useTranslation('voices')
	const hydrated = useHydrated()
	const fileInput = useRef<HTMLInputElement>(null)
	const [chosen, setChosen] = useState<string | null>(null)
	// the sample the server kept from the refused submission; a file chosen now replaces it
	const kept = chosen ? null : (refused?.sample ?? null)
	// with JavaScript, the checks that need no decoding are made before the upload (the server makes them again)
	const [clientProblem, setClientProblem] = useState<UploadProblem | null>(null)
	const problem = clientProblem ?? refused?.problem ?? null
	const values = {
		formats: requirements.acceptedFormatNames.join(', '),
		mb: requirements.maxFileSize / (1024 * 1024),
		min: requirements.minDuration,
		max: requirements.maxDuration / 60,
		limit: refused?.limit ?? limit,
	}

	const dropZone = useDropZone((files) => {
		const file = files[0]
		if (file) takeFile(file)
	})

	function takeFile(file: File) {
		const input = fileInput.current
		if (!input) return
		const transfer = new DataTransfer()
		transfer.items.add(file)
		input.files = transfer.files
		setChosen(file.name)
	}

	return (
		<>
			{problem ? (
				<Alert title={t(`problems.${problem}.title`)} className="mt-3">
					<p>{t(`problems.${problem}.message`, values)}</p>
				</Alert>
			) : null}
			<Form
				method="post"
				encType="multipart/form-data"
				className="mt-4 space-y-3"
				onSubmit={(event) => {
					const found = browserProblem(new FormData(event.currentTarget), requirements.maxFileSize, Boolean(kept))
					setClientProblem(found)
					if (found) event.preventDefault()
				}}
			>
				<input type="hidden" name="intent" value="create" />
				{kept ? <input type="hidden" name="keptSample" value={JSON.stringify(kept)} /> : null}
				<Field
					label={t('form.name')}
					inputProps={{ name: 'name', defaultValue: refused?.name ?? '', maxLength: 60, autoComplete: 'off' }}
				/>
				<label className="block text-sm font-medium text-ink">
					{t('form.accent')}
					<select name="accent" defaultValue={refused?.accent ?? 'castellano'} className={selectClass}>
						{voiceAccents.map((accent) => (
							<option key={accent} value={accent}>
								{t(`form.accents.${accent}`)}
							</option>
						))}
					</select>
				</label>
				<fieldset
					className="rounded-xl border-2 border-dashed border-gray-300 p-4 data-dragging:border-brand-600 data-dragging:bg-brand-50"
					data-testid="voice-drop-zone"
					{...dropZone}
				>
					<label htmlFor="voice-file" className="block text-sm font-medium text-ink">
						{hydrated ? t('form.drop') : t('form.file')}
					</label>
					<input
						ref={fileInput}
						id="voice-file"
						type="file"
						name="audio"
						accept={acceptAttribute}
						className={fileInputClass('mt-2')}
						onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
					/>
					{chosen ? <p className="mt-1 text-xs text-muted">{t('form.chosen', { name: chosen })}</p> : null}
					{kept ? (
						<p className="mt-1 text-sm text-ink" data-testid="kept-sample">
							{t('form.kept', { name: kept.name })}
						</p>
					) : null}
				</fieldset>
				{hydrated ? <VoiceRecorder onRecorded={takeFile} /> : null}
				<CheckboxField label={t('form.consent')} inputProps={{ name: 'consent', defaultChecked: refused?.consent ?? false }} />
				<Button type="submit" disabled={submitting}>
					{submitting ? t('form.submitting') : t('form.submit')}
				</Button>
			</Form>
		</>
	)
}

/** The server's first checks (checkVoiceForm), in its order: every field and the consent, the format, the size. */
function browserProblem(form: FormData, maxFileSize: number, sampleKept: boolean): UploadProblem | null {
	const file = form.get('audio')
	const name = String(form.get('name') ?? '').trim()
	const chosen = file instanceof File && file.size > 0 ? file : null
	if (!name || form.get('consent') !== 'on' || (!chosen && !sampleKept)) return 'incomplete'
	if (!chosen) return null
	if (!isAcceptedAudioFile(chosen)) return 'format'
	if (chosen.size > maxFileSize) return 'tooLarge'
	return null
}
