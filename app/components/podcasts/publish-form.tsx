import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import { Field, selectClass } from '#app/components/ui/field.tsx'
import { explicitChoices, feedEpisodeTypes, publishEpisodeSchema } from '#app/modules/podcasts/publish-episode-schema.ts'
import { useTranslation } from '#app/utils/translation.tsx'

export type PublishDefaults = {
	podcastId: string
	feedTitle: string
	feedDescription: string
	season: string
	episodeNumber: string
	feedEpisodeType: string
	explicit: string
	when: string
	publishAt: string
}

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
	const { t } = useTranslation('episodes')
	return (
		<p id={id} className="min-h-5 text-sm text-red-700" role={errors?.length ? 'alert' : undefined}>
			{errors?.[0] ? t(errors[0]) : null}
		</p>
	)
}

/**
 * What the feed says of the episode and when it is published, as one form that works without JavaScript (with it,
 * the same schema checks it first): the show (changeable here), title, HTML description, season, number, type,
 * explicit flag; and, until it is published, at once or at a date and time in the user's time zone.
 */
export function PublishForm({
	defaults,
	podcasts,
	timeZone,
	published,
	back,
	lastResult,
}: {
	defaults: PublishDefaults
	podcasts: Array<{ id: string; name: string }>
	timeZone: string
	/** published already: its fields are saved, its date stays */
	published: boolean
	back: string
	lastResult?: SubmissionResult<string[]>
}) {
	const { t } = useTranslation('episodes')
	const schema = publishEpisodeSchema({ timeZone })
	const [form, fields] = useForm({
		lastResult,
		defaultValue: defaults,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<Form
			method="post"
			{...getFormProps(form)}
			noValidate
			className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
		>
			<input type="hidden" name="back" value={back} />
			<div>
				<label htmlFor={fields.podcastId.id} className="block text-sm font-medium">
					{t('publish.podcastLabel')}
				</label>
				<select
					{...getSelectProps(fields.podcastId)}
					aria-describedby={`${fields.podcastId.id}-hint ${fields.podcastId.errorId}`}
					className={selectClass}
				>
					<option value="">{t('publish.podcastChoose')}</option>
					{podcasts.map((podcast) => (
						<option key={podcast.id} value={podcast.id}>
							{podcast.name}
						</option>
					))}
				</select>
				<p id={`${fields.podcastId.id}-hint`} className="mt-1 text-xs text-muted">
					{t('publish.podcastHint')}
				</p>
				<FieldErrors id={fields.podcastId.errorId} errors={fields.podcastId.errors} />
			</div>
			<Field
				label={t('publish.titleLabel')}
				ns="episodes"
				errors={fields.feedTitle.errors}
				inputProps={{ ...getInputProps(fields.feedTitle, { type: 'text' }), maxLength: 200 }}
			/>
			<div>
				<label htmlFor={fields.feedDescription.id} className="block text-sm font-medium">
					{t('publish.descriptionLabel')}
				</label>
				<textarea
					{...getTextareaProps(fields.feedDescription)}
					aria-describedby={`${fields.feedDescription.id}-hint ${fields.feedDescription.errorId}`}
					rows={10}
					className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm"
				/>
				<p id={`${fields.feedDescription.id}-hint`} className="mt-1 text-xs text-muted">
					{t('publish.descriptionHint')}
				</p>
				<FieldErrors id={fields.feedDescription.errorId} errors={fields.feedDescription.errors} />
			</div>
			<div className="grid gap-3 sm:grid-cols-2">
				<Field
					label={t('publish.seasonLabel')}
					ns="episodes"
					errors={fields.season.errors}
					inputProps={{ ...getInputProps(fields.season, { type: 'number' }), min: 1 }}
				/>
				<Field
					label={t('publish.numberLabel')}
					ns="episodes"
					errors={fields.episodeNumber.errors}
					inputProps={{ ...getInputProps(fields.episodeNumber, { type: 'number' }), min: 1 }}
				/>
			</div>
			<div className="grid gap-3 sm:grid-cols-2">
				<div>
					<label htmlFor={fields.feedEpisodeType.id} className="block text-sm font-medium">
						{t('publish.typeLabel')}
					</label>
					<select {...getSelectProps(fields.feedEpisodeType)} className={selectClass}>
						{feedEpisodeTypes.map((type) => (
							<option key={type} value={type}>
								{t(`publish.types.${type}`)}
							</option>
						))}
					</select>
				</div>
				<div>
					<label htmlFor={fields.explicit.id} className="block text-sm font-medium">
						{t('publish.explicitLabel')}
					</label>
					<select {...getSelectProps(fields.explicit)} className={selectClass}>
						{explicitChoices.map((choice) => (
							<option key={choice} value={choice}>
								{t(`publish.explicit.${choice}`)}
							</option>
						))}
					</select>
				</div>
			</div>
			{published ? null : (
				<fieldset className="space-y-2">
					<legend className="text-sm font-medium">{t('publish.whenLabel')}</legend>
					{(['now', 'later'] as const).map((when) => (
						<label key={when} className="flex items-center gap-2 text-sm">
							<input type="radio" name={fields.when.name} value={when} defaultChecked={(defaults.when || 'now') === when} />
							{t(`publish.${when}`)}
						</label>
					))}
					<Field
						label={t('publish.publishAtLabel', { timeZone })}
						ns="episodes"
						errors={fields.publishAt.errors}
						inputProps={getInputProps(fields.publishAt, { type: 'datetime-local' })}
					/>
				</fieldset>
			)}
			<Button type="submit" name="intent" value={published ? 'save' : 'publish'}>
				{t(published ? 'publish.save' : defaults.when === 'later' ? 'publish.save' : 'publish.submit')}
			</Button>
		</Form>
	)
}
