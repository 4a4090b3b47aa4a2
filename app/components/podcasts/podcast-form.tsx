import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useId } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CheckboxField, Field, fileInputClass, selectClass } from '#app/components/ui/field.tsx'
import { appleCategories, categoryChoice } from '#app/modules/podcasts/apple-categories.ts'
import { type ArtworkProblem, artworkAccept } from '#app/modules/podcasts/podcast-artwork-rules.ts'
import {
	AUTHOR_MAX,
	DESCRIPTION_MAX,
	NAME_MAX,
	podcastLanguages,
	podcastSchema,
	showTypes,
} from '#app/modules/podcasts/podcast-schema.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** A show's values as the form starts with them (podcastFormValues, newPodcastDefaults). */
type PodcastFormValues = {
	name: string
	description: string
	author: string
	ownerEmail: string
	language: string
	category: string
	explicit: boolean
	aiDisclosure: boolean
	showType: string
}

type Props = {
	defaults: PodcastFormValues
	lastResult?: SubmissionResult<string[]>
	/** the uploaded artwork the server refused, and why */
	artworkProblem?: ArtworkProblem | null
	/** the show's artwork now (its page); none for a new show, whose artwork is made from its name */
	artwork?: { src: string; source: 'generated' | 'uploaded' } | null
	submitLabel: string
}

/**
 * A show's form, new or existing: a multipart form (the artwork file goes with it) that works without JavaScript.
 * The shared schema validates in the browser on submit and on the server; a refused artwork comes back with its
 * reason and everything typed (only the file must be chosen again: browsers never refill a file input).
 */
export function PodcastForm({ defaults, lastResult, artworkProblem, artwork, submitLabel }: Props) {
	const { t } = useTranslation('podcasts')
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	const [form, fields] = useForm({
		id: 'podcast-form',
		lastResult,
		defaultValue: {
			...defaults,
			explicit: defaults.explicit ? 'on' : undefined,
			aiDisclosure: defaults.aiDisclosure ? 'on' : undefined,
		},
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: podcastSchema }),
	})
	const artworkId = useId()
	return (
		<Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-1">
			<input type="hidden" name="intent" value="save" />
			<Field
				ns="podcasts"
				label={t('form.name')}
				errors={fields.name.errors}
				inputProps={{
					...getInputProps(fields.name, { type: 'text' }),
					required: false,
					'aria-required': true,
					maxLength: NAME_MAX,
					autoComplete: 'off',
				}}
			/>
			<TextArea
				label={t('form.description')}
				hint={t('form.descriptionHint')}
				errors={fields.description.errors}
				textareaProps={{ ...getTextareaProps(fields.description), maxLength: DESCRIPTION_MAX, rows: 6 }}
			/>
			<div className="grid gap-x-4 sm:grid-cols-2">
				<Field
					ns="podcasts"
					label={t('form.author')}
					hint={t('form.authorHint')}
					errors={fields.author.errors}
					inputProps={{ ...getInputProps(fields.author, { type: 'text' }), maxLength: AUTHOR_MAX, autoComplete: 'name' }}
				/>
				<Field
					ns="podcasts"
					label={t('form.ownerEmail')}
					hint={t('form.ownerEmailHint')}
					errors={fields.ownerEmail.errors}
					inputProps={{
						...getInputProps(fields.ownerEmail, { type: 'email' }),
						required: false,
						'aria-required': true,
						autoComplete: 'email',
					}}
				/>
			</div>
			<div className="grid gap-x-4 sm:grid-cols-2">
				<Select label={t('form.language')} field={fields.language}>
					{podcastLanguages.map((language) => (
						<option key={language} value={language}>
							{t(`form.languages.${language}`)}
						</option>
					))}
				</Select>
				<Select label={t('form.showType')} field={fields.showType}>
					{showTypes.map((type) => (
						<option key={type} value={type}>
							{t(`form.showTypes.${type}`)}
						</option>
					))}
				</Select>
			</div>
			<Select label={t('form.category')} hint={t('form.categoryHint')} field={fields.category}>
				{appleCategories.map((category) => (
					<optgroup key={category.name} label={t(`categories.${category.name}`)}>
						<option value={category.name}>{t(`categories.${category.name}`)}</option>
						{category.subcategories.map((subcategory) => (
							<option key={subcategory} value={categoryChoice(category.name, subcategory)}>
								{`${t(`categories.${category.name}`)} › ${t(`categories.${subcategory}`)}`}
							</option>
						))}
					</optgroup>
				))}
			</Select>
			<CheckboxField
				ns="podcasts"
				label={
					<>
						<span className="font-medium text-ink">{t('form.explicit')}</span>
						<span className="block">{t('form.explicitHint')}</span>
					</>
				}
				errors={fields.explicit.errors}
				inputProps={getInputProps(fields.explicit, { type: 'checkbox' })}
			/>
			<CheckboxField
				ns="podcasts"
				label={
					<>
						<span className="font-medium text-ink">{t('form.aiDisclosure')}</span>
						<span className="block">{t('form.aiDisclosureHint')}</span>
					</>
				}
				errors={fields.aiDisclosure.errors}
				inputProps={getInputProps(fields.aiDisclosure, { type: 'checkbox' })}
			/>
			<fieldset className="mb-4 rounded-xl border border-gray-200 p-4">
				<legend className="px-1 text-sm font-medium text-ink">{t('form.artwork')}</legend>
				<div className="flex flex-wrap items-start gap-4">
					{artwork ? (
						<img
							src={artwork.src}
							alt={t('list.artworkAlt', { name: defaults.name })}
							width={128}
							height={128}
							className="h-32 w-32 rounded-xl object-cover shadow-sm"
						/>
					) : null}
					<div className="min-w-0 flex-1 space-y-2 text-sm">
						<p className="text-muted">
							{artwork?.source === 'uploaded' ? t('form.artworkUploaded') : t('form.artworkGenerated')}
						</p>
						<label htmlFor={artworkId} className="block font-medium text-ink">
							{t('form.artworkUpload')}
						</label>
						<input
							id={artworkId}
							type="file"
							name="artwork"
							accept={artworkAccept}
							aria-describedby={`${artworkId}-hint`}
							className={fileInputClass()}
						/>
						<p id={`${artworkId}-hint`} className="text-xs text-muted">
							{t('form.artworkHint')}
						</p>
						{artwork?.source === 'uploaded' ? (
							<label className="flex items-center gap-2">
								<input type="checkbox" name="generatedArtwork" value="on" className="h-4 w-4 accent-brand-700" />
								{t('form.useGenerated')}
							</label>
						) : null}
					</div>
				</div>
				{artworkProblem ? (
					<Alert title={t('artwork.problemTitle')} className="mt-3">
						<p>{t(`artwork.problems.${artworkProblem.code}`, artworkProblem)}</p>
						<p>{t('artwork.chooseAgain')}</p>
					</Alert>
				) : null}
			</fieldset>
			<div>
				<Button type="submit" disabled={busy}>
					{submitLabel}
				</Button>
			</div>
		</Form>
	)
}

/** A labelled <select> of a conform field (its options as children), with its hint and its error below. */
function Select({
	label,
	hint,
	field,
	children,
}: {
	label: string
	hint?: string
	field: { id: string; name: string; initialValue?: unknown; errors?: string[] }
	children: React.ReactNode
}) {
	const { t } = useTranslation('podcasts')
	const error = field.errors?.[0]
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={field.id} className="text-sm font-medium text-ink">
				{label}
			</label>
			<select
				id={field.id}
				name={field.name}
				defaultValue={String(field.initialValue ?? '')}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${field.id}-error` : undefined}
				className={`${selectClass} mt-0`}
			>
				{children}
			</select>
			{hint ? <p className="text-xs text-muted">{hint}</p> : null}
			<p id={`${field.id}-error`} className="min-h-5 text-sm text-red-700" role={error ? 'alert' : undefined}>
				{error ? t(error) : null}
			</p>
		</div>
	)
}

function TextArea({
	label,
	hint,
	errors,
	textareaProps,
}: {
	label: string
	hint?: string
	errors?: string[]
	textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }
}) {
	const { t } = useTranslation('podcasts')
	const error = errors?.[0]
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={textareaProps.id} className="text-sm font-medium text-ink">
				{label}
			</label>
			<textarea
				{...textareaProps}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${textareaProps.id}-error` : undefined}
				className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-600 aria-invalid:border-red-600"
			/>
			{hint ? <p className="text-xs text-muted">{hint}</p> : null}
			<p id={`${textareaProps.id}-error`} className="min-h-5 text-sm text-red-700" role={error ? 'alert' : undefined}>
				{error ? t(error) : null}
			</p>
		</div>
	)
}
