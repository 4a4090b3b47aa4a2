import { useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { fileInputClass } from '#app/components/ui/field.tsx'
import { useDropZone } from '#app/components/ui/use-drop-zone.ts'
import { checkDocumentFiles, DOCUMENT_ACCEPT, type DocumentProblem } from '#app/modules/content/documents/document-rules.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { useTranslation } from '#app/utils/translation.tsx'

type KeptDocument = { name: string; key: string; size: number; value: string }
export type RefusedDocument = { name: string; problem: DocumentProblem }

type Props = { kept: KeptDocument[]; refused: RefusedDocument[] }

/**
 * Documents: a file picker for several files, and with JavaScript a drop zone, a list of what will be sent with
 * a remove button, files added over several picks, and the size and type checked before anything is sent (the
 * server checks again, by content). Documents stored by an earlier submission stay as ticked checkboxes, so a
 * validation error never asks for them again.
 */
export function DocumentPicker({ kept, refused: refusedByServer }: Props) {
	const { t } = useTranslation('episodes')
	const { t: tError } = useTranslation('errors')
	const hydrated = useHydrated()
	const input = useRef<HTMLInputElement>(null)
	const [selected, setSelected] = useState<File[]>([])
	const [refused, setRefused] = useState<RefusedDocument[]>(refusedByServer)
	const dropZone = useDropZone((files) => add(files))

	function add(files: Iterable<File>) {
		const { accepted, rejected } = checkDocumentFiles(files)
		const names = new Set(accepted.map((file) => file.name))
		sync([...selected.filter((file) => !names.has(file.name)), ...accepted])
		setRefused(rejected.map(({ file, problem }) => ({ name: file.name, problem })))
	}
	/** The input sends what the list shows. */
	function sync(files: File[]) {
		const transfer = new DataTransfer()
		for (const file of files) transfer.items.add(file)
		if (input.current) input.current.files = transfer.files
		setSelected(files)
	}

	return (
		<div className="space-y-3">
			{kept.length > 0 ? (
				<fieldset>
					<legend className="text-sm font-medium text-ink">{t('create.documents.kept')}</legend>
					<ul className="mt-1 space-y-1">
						{kept.map((document) => (
							<li key={document.key}>
								<label className="flex items-center gap-2 text-sm">
									<input type="checkbox" name="uploaded" value={document.value} defaultChecked className="h-4 w-4" />
									<span>{document.name}</span>
									<span className="text-xs text-muted">{formatSize(document.size)}</span>
								</label>
							</li>
						))}
					</ul>
				</fieldset>
			) : null}
			<div
				{...dropZone}
				className="rounded-xl border-2 border-dashed border-gray-300 p-4 text-center data-dragging:border-brand-600 data-dragging:bg-brand-50"
			>
				{hydrated ? <p className="mb-2 text-sm font-medium text-ink">{t('create.documents.drop')}</p> : null}
				<label htmlFor="documents" className={hydrated ? 'sr-only' : 'block text-sm font-medium text-ink'}>
					{t('create.documents.input')}
				</label>
				<input
					ref={input}
					id="documents"
					type="file"
					name="documents"
					multiple
					accept={DOCUMENT_ACCEPT}
					aria-describedby="documents-help"
					onChange={(event) => add(Array.from(event.currentTarget.files ?? []))}
					className={hydrated ? 'sr-only' : fileInputClass('mt-2')}
				/>
				{hydrated ? (
					<Button variant="secondary" onClick={() => input.current?.click()}>
						{t('create.documents.pick')}
					</Button>
				) : null}
				<p id="documents-help" className="mt-2 text-xs text-muted">
					{t('create.documents.help')}
				</p>
			</div>
			{selected.length > 0 ? (
				<ul aria-label={t('create.documents.selected')} className="space-y-1">
					{selected.map((file) => (
						<li key={file.name} className="flex items-center justify-between gap-2 rounded-lg bg-gray-50 px-3 py-1.5 text-sm">
							<span>
								{file.name} <span className="text-xs text-muted">{formatSize(file.size)}</span>
							</span>
							<Button
								variant="ghost"
								aria-label={t('create.documents.remove', { name: file.name })}
								onClick={() => sync(selected.filter((item) => item !== file))}
							>
								✕
							</Button>
						</li>
					))}
				</ul>
			) : null}
			{refused.length > 0 ? (
				<Alert title={t('create.documents.rejectedTitle')}>
					{refused.map((document) => (
						<p key={document.name}>
							<strong>{document.name}</strong>: {errorText(tError, document.problem, 'title')}.{' '}
							{errorText(tError, document.problem, 'message')}
						</p>
					))}
				</Alert>
			) : null}
		</div>
	)
}

const sizeFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })

function formatSize(bytes: number) {
	return bytes >= 1_048_576 ? `${sizeFormat.format(bytes / 1_048_576)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}
