import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Field, selectClass } from '#app/components/ui/field.tsx'
import { TITLE_MAX, TITLE_WARNING } from '#app/modules/episodes/episode-form-limits.ts'
import type { ShowOption } from '#app/modules/podcasts/podcast-schema.ts'
import { formats } from '#app/modules/script/script-options.ts'
import { useTranslation } from '#app/utils/translation.tsx'

type Fields = Record<
	'podcastId' | 'podcastName' | 'episodeNumber' | 'episodeTitle' | 'presenterName' | 'guestName' | 'format',
	FieldMetadata<string | number | undefined>
>

/**
 * The show (one of the user's, or a new one by name), episode number, title (with JavaScript a counter that turns
 * orange above 90 characters), the speakers' names and the format. Required fields are marked but left to the
 * server's message ('Datos incompletos'), not the browser's bubble, so the wording is the same with and without
 * JavaScript.
 */
export function EpisodeInfoFields({ fields, shows }: { fields: Fields; shows: ShowOption[] }) {
	const { t } = useTranslation('episodes')
	const hydrated = useHydrated()
	const [titleLength, setTitleLength] = useState(String(fields.episodeTitle.initialValue ?? '').length)
	// a title typed before the page's JavaScript took over fired no event React saw: count what the field holds
	useEffect(() => {
		const input = document.getElementById(fields.episodeTitle.id)
		if (input instanceof HTMLInputElement) setTitleLength(input.value.length)
	}, [fields.episodeTitle.id])
	const text = (field: Fields[keyof Fields]) => ({
		...getInputProps(field, { type: 'text' }),
		required: false,
		'aria-required': field.required || undefined,
	})
	const numberField = (
		<Field
			label={t('create.fields.episodeNumber')}
			ns="episodes"
			errors={fields.episodeNumber.errors}
			inputProps={{ ...text(fields.episodeNumber), inputMode: 'numeric', pattern: '[0-9]*' }}
		/>
	)
	return (
		<div className="grid gap-x-4 gap-y-1 sm:grid-cols-[1fr_10rem]">
			{shows.length > 0 ? (
				<ShowPicker fields={fields} shows={shows} nameInput={text(fields.podcastName)} numberField={numberField} />
			) : (
				<>
					<Field
						label={t('create.fields.podcastName')}
						ns="episodes"
						errors={fields.podcastName.errors}
						inputProps={{ ...text(fields.podcastName), 'aria-required': true, autoComplete: 'off' }}
					/>
					{numberField}
				</>
			)}
			<div className="sm:col-span-2">
				<Field
					label={t('create.fields.episodeTitle')}
					ns="episodes"
					errors={fields.episodeTitle.errors}
					hint={
						hydrated ? (
							<p
								aria-live="polite"
								data-warning={titleLength > TITLE_WARNING || undefined}
								className="text-right data-warning:font-semibold data-warning:text-orange-600"
							>
								{t('create.counter', { count: titleLength, max: TITLE_MAX })}
							</p>
						) : null
					}
					inputProps={{
						...text(fields.episodeTitle),
						'aria-required': true,
						maxLength: TITLE_MAX,
						onInput: (event) => setTitleLength(event.currentTarget.value.length),
					}}
				/>
			</div>
			<Field
				label={t('create.fields.presenterName')}
				ns="episodes"
				errors={fields.presenterName.errors}
				hint={t('create.fields.namesHelp')}
				inputProps={text(fields.presenterName)}
			/>
			<Field
				label={t('create.fields.guestName')}
				ns="episodes"
				errors={fields.guestName.errors}
				inputProps={text(fields.guestName)}
			/>
			<fieldset className="sm:col-span-2">
				<legend className="mb-2 text-sm font-medium text-ink">{t('create.fields.format')}</legend>
				<div className="flex flex-wrap gap-2">
					{formats.map((format) => (
						<label
							key={format}
							className="cursor-pointer rounded-xl border border-gray-300 px-4 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2"
						>
							<input
								type="radio"
								name={fields.format.name}
								value={format}
								defaultChecked={(fields.format.initialValue ?? 'podcast') === format}
								className="sr-only"
							/>
							{t(`create.formats.${format}`)}
						</label>
					))}
				</div>
			</fieldset>
		</div>
	)
}

/**
 * The user's shows and 'Nuevo pódcast', with the new show's name below. With JavaScript the name shows only for
 * 'Nuevo pódcast', and choosing a show puts its next episode number in the number field (unless the user typed
 * another number). Without JavaScript both are on the page and a typed name wins (the server's rule).
 */
function ShowPicker({
	fields,
	shows,
	nameInput,
	numberField,
}: {
	fields: Fields
	shows: ShowOption[]
	nameInput: React.InputHTMLAttributes<HTMLInputElement>
	/** the episode number's field, drawn beside the list */
	numberField: React.ReactNode
}) {
	const { t } = useTranslation('episodes')
	const hydrated = useHydrated()
	const typedName = String(fields.podcastName.initialValue ?? '')
	const known = shows.some((show) => show.id === fields.podcastId.initialValue)
	const [choice, setChoice] = useState(typedName || !known ? '' : String(fields.podcastId.initialValue))
	const suggestion = (id: string) => String(shows.find((show) => show.id === id)?.nextNumber ?? 1)
	const error = fields.podcastId.errors?.[0]
	return (
		<>
			<div className="flex flex-col gap-1">
				<label htmlFor={fields.podcastId.id} className="text-sm font-medium text-ink">
					{t('create.fields.podcast')}
				</label>
				<select
					id={fields.podcastId.id}
					name={fields.podcastId.name}
					defaultValue={choice}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${fields.podcastId.id}-error` : undefined}
					className={`${selectClass} mt-0`}
					onChange={(event) => {
						const next = event.currentTarget.value
						const number = document.getElementById(fields.episodeNumber.id)
						// the number follows the show unless the user wrote one of their own
						if (number instanceof HTMLInputElement && (number.value === '' || number.value === suggestion(choice))) {
							number.value = suggestion(next)
						}
						setChoice(next)
					}}
				>
					{shows.map((show) => (
						<option key={show.id} value={show.id}>
							{show.name}
						</option>
					))}
					<option value="">{t('create.fields.newPodcast')}</option>
				</select>
				<p id={`${fields.podcastId.id}-error`} className="min-h-5 text-sm text-red-700" role={error ? 'alert' : undefined}>
					{error ? t(error) : null}
				</p>
			</div>
			{numberField}
			{hydrated && choice !== '' ? null : (
				<div className="sm:col-span-2">
					<Field
						label={t('create.fields.newPodcastName')}
						ns="episodes"
						errors={fields.podcastName.errors}
						hint={hydrated ? null : t('create.fields.newPodcastHint')}
						inputProps={{ ...nameInput, 'aria-required': hydrated || undefined, autoComplete: 'off' }}
					/>
				</div>
			)}
		</>
	)
}
