import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { CheckboxField, Field, fileInputClass } from '#app/components/ui/field.tsx'
import type { ImportProblem } from '#app/modules/pronunciation/import-problem.ts'
import type { PronunciationPage } from '#app/modules/pronunciation/pronunciation-page.ts'
import { useServerForm } from '#app/utils/server-form.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section } from './section.tsx'

type Entry = PronunciationPage['entries'][number]

const tabUrl = '/settings?tab=pronunciacion'

/**
 * 'Pronunciación': how the voices say the user's names, brands and anglicisms. A form that adds an entry (or edits
 * the one chosen with 'Editar'), the entries with 'Escuchar', 'Editar' and 'Borrar', and the dictionary as a PLS or
 * CSV file to export or import. Plain forms and links: the same with or without JavaScript, where 'Escuchar' plays
 * in place instead of opening the audio.
 */
export function PronunciationSection({
	page,
	saveReply,
	importProblem,
}: {
	page: PronunciationPage
	saveReply: SubmissionResult<string[]> | undefined
	importProblem: ImportProblem | undefined
}) {
	const { t } = useTranslation('app')
	const { entries, limit, editing } = page
	// a new form after every change, so that a saved entry's text does not stay in the fields
	const formKey = `${editing?.id ?? 'new'}:${entries.length}:${entries.map((entry) => String(entry.updatedAt)).join()}`
	return (
		<div className="space-y-6">
			<Section
				title={editing ? t('settings.pronunciation.editTitle', { written: editing.written }) : t('settings.pronunciation.title')}
				description={t('settings.pronunciation.description')}
			>
				<p className="mb-3 text-sm text-muted">{t('settings.pronunciation.count', { count: entries.length, limit })}</p>
				<EntryForm key={formKey} editing={editing} written={page.written} lastResult={saveReply} />
			</Section>
			<Section title={t('settings.pronunciation.listTitle')}>
				<EntryList entries={entries} />
			</Section>
			<Section title={t('settings.pronunciation.filesTitle')} description={t('settings.pronunciation.filesDescription')}>
				<ImportExport problem={importProblem} />
			</Section>
		</div>
	)
}

function EntryForm({
	editing,
	written,
	lastResult,
}: {
	editing: Entry | null
	written: string
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const { t } = useTranslation('app')
	// the server checks (pronunciation-schemas.ts) and its answer is shown; the section keys this form by entry
	const form = useServerForm(
		editing ? `save-pronunciation-${editing.id}` : 'save-pronunciation',
		lastResult,
		editing
			? {
					written: editing.written,
					said: editing.said,
					ipa: editing.ipa ?? '',
					caseSensitive: editing.caseSensitive ? 'on' : undefined,
				}
			: { written },
	)
	const writtenField = form.input('written')
	const said = form.input('said')
	const ipa = form.input('ipa')
	const caseSensitive = form.checkbox('caseSensitive')
	return (
		<Form method="post" action={tabUrl} {...form.formProps} className="flex flex-col gap-1">
			<input type="hidden" name="intent" value="save-pronunciation" />
			{editing ? <input type="hidden" name="entryId" value={editing.id} /> : null}
			<div className="grid gap-x-4 sm:grid-cols-2">
				<Field
					ns="app"
					label={t('settings.pronunciation.written')}
					errors={writtenField.errors}
					hint={t('settings.pronunciation.writtenHint')}
					inputProps={{ ...writtenField.inputProps, required: true, autoComplete: 'off', placeholder: 'Wifi' }}
				/>
				<Field
					ns="app"
					label={t('settings.pronunciation.said')}
					errors={said.errors}
					hint={t('settings.pronunciation.saidHint')}
					inputProps={{ ...said.inputProps, required: true, autoComplete: 'off', placeholder: 'uaifai' }}
				/>
			</div>
			<Field
				ns="app"
				label={t('settings.pronunciation.ipa')}
				errors={ipa.errors}
				hint={t('settings.pronunciation.ipaHint')}
				inputProps={{
					...ipa.inputProps,
					autoComplete: 'off',
					lang: 'und-fonipa',
					placeholder: 'ˈwai̯fai̯',
				}}
			/>
			<CheckboxField
				ns="app"
				label={t('settings.pronunciation.caseSensitive')}
				errors={caseSensitive.errors}
				inputProps={caseSensitive.inputProps}
			/>
			<div className="flex flex-wrap gap-2">
				<Button type="submit">{editing ? t('settings.pronunciation.save') : t('settings.pronunciation.add')}</Button>
				{editing ? (
					<Link to={tabUrl} className={buttonClass({ variant: 'ghost' })}>
						{t('settings.pronunciation.cancel')}
					</Link>
				) : null}
			</div>
		</Form>
	)
}

function EntryList({ entries }: { entries: Entry[] }) {
	const { t } = useTranslation('app')
	if (entries.length === 0) return <p className="text-sm text-muted">{t('settings.pronunciation.empty')}</p>
	return (
		<ul aria-label={t('settings.pronunciation.listTitle')} className="divide-y divide-gray-200">
			{entries.map((entry) => (
				<li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
					<div className="min-w-0">
						<p className="break-words text-sm text-ink">
							<span className="font-semibold">{entry.written}</span> → <span>{entry.said}</span>
						</p>
						<p className="mt-0.5 text-xs text-muted">
							{entry.caseSensitive ? t('settings.pronunciation.caseSensitiveBadge') : t('settings.pronunciation.anyCase')}
							{entry.ipa ? (
								<>
									{' · '}
									<span lang="und-fonipa">/{entry.ipa}/</span>
								</>
							) : null}
						</p>
						<Listen entry={entry} />
					</div>
					<div className="flex flex-wrap items-center gap-2">
						<Link
							to={`${tabUrl}&edit=${entry.id}`}
							className={buttonClass({ variant: 'ghost' })}
							aria-label={t('settings.pronunciation.editLabel', { written: entry.written })}
						>
							{t('settings.pronunciation.edit')}
						</Link>
						<Form method="post" action={tabUrl}>
							<input type="hidden" name="intent" value="delete-pronunciation" />
							<input type="hidden" name="entryId" value={entry.id} />
							<Button
								type="submit"
								variant="secondary"
								aria-label={t('settings.pronunciation.deleteLabel', { written: entry.written })}
							>
								{t('settings.pronunciation.delete')}
							</Button>
						</Form>
					</div>
				</li>
			))}
		</ul>
	)
}

type ListenState = { status: 'idle' | 'loading' | 'ready' | 'rate' | 'refused' | 'failed'; src?: string }

/**
 * 'Escuchar': a link to the entry's audio, which a browser without JavaScript opens and plays; with JavaScript the
 * audio is fetched and played here, under the entry, and a refusal (too many previews) is said in its place.
 */
function Listen({ entry }: { entry: Entry }) {
	const { t } = useTranslation('app')
	const [state, setState] = useState<ListenState>({ status: 'idle' })
	const href = `/resources/pronunciation/${entry.id}/audio`
	useEffect(() => {
		const { src } = state
		return () => {
			if (src) URL.revokeObjectURL(src)
		}
	}, [state])
	async function listen(event: React.MouseEvent<HTMLAnchorElement>) {
		event.preventDefault()
		setState({ status: 'loading' })
		const response = await fetch(href).catch(() => null)
		if (!response?.ok) {
			const status = response?.status === 429 ? 'rate' : response?.status === 400 ? 'refused' : 'failed'
			setState({ status })
			return
		}
		setState({ status: 'ready', src: URL.createObjectURL(await response.blob()) })
	}
	const message =
		state.status === 'idle' || state.status === 'ready' ? null : t(`settings.pronunciation.listenStatus.${state.status}`)
	return (
		<div className="mt-1">
			<a
				href={href}
				onClick={listen}
				className="text-sm font-medium text-brand-800 underline"
				aria-label={t('settings.pronunciation.listenLabel', { written: entry.written })}
			>
				{t('settings.pronunciation.listen')}
			</a>
			{state.src ? (
				// biome-ignore lint/a11y/useMediaCaption: the words it says are written above it (the entry's 'Se dice')
				<audio
					src={state.src}
					autoPlay
					controls
					className="mt-2 h-8 w-full max-w-xs"
					aria-label={t('settings.pronunciation.listenLabel', { written: entry.written })}
				/>
			) : null}
			<p aria-live="polite" className="text-xs text-muted">
				{message}
			</p>
		</div>
	)
}

function ImportExport({ problem }: { problem: ImportProblem | undefined }) {
	const { t } = useTranslation('app')
	return (
		<div className="space-y-4">
			<div className="flex flex-wrap gap-2">
				<a href="/resources/pronunciation/export/pls" download className={buttonClass({ variant: 'secondary' })}>
					{t('settings.pronunciation.exportPls')}
				</a>
				<a href="/resources/pronunciation/export/csv" download className={buttonClass({ variant: 'secondary' })}>
					{t('settings.pronunciation.exportCsv')}
				</a>
			</div>
			{problem ? (
				<Alert title={t('settings.pronunciation.importRefused')}>
					<p>
						{t(`settings.pronunciation.importProblems.${problem.code}`, { ...problem })}
						{problem.reason ? ` ${t(problem.reason)}` : null}
					</p>
				</Alert>
			) : null}
			<Form method="post" action={tabUrl} encType="multipart/form-data" className="flex flex-col gap-2">
				{/* the intent goes before the file: a file too big is refused as this form's, before the rest is read */}
				<input type="hidden" name="intent" value="import-pronunciation" />
				<label htmlFor="pronunciation-file" className="text-sm font-medium text-ink">
					{t('settings.pronunciation.importFile')}
				</label>
				<input
					id="pronunciation-file"
					type="file"
					name="file"
					required
					accept=".pls,.xml,.csv,application/pls+xml,application/xml,text/xml,text/csv"
					className={fileInputClass()}
				/>
				<div>
					<Button type="submit" variant="secondary">
						{t('settings.pronunciation.import')}
					</Button>
				</div>
			</Form>
		</div>
	)
}
