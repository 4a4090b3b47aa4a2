import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Field } from '#app/components/ui/field.tsx'
import { TITLE_MAX, TITLE_WARNING } from '#app/modules/episodes/episode-form-schema.ts'
import { formats } from '#app/modules/script/script-types.ts'

type Fields = Record<
	'podcastName' | 'episodeNumber' | 'episodeTitle' | 'presenterName' | 'guestName' | 'format',
	FieldMetadata<string | number | undefined>
>

/**
 * Podcast name, episode number, title (with JavaScript a counter that turns orange above 90 characters), the
 * speakers' names and the format. Required fields are marked but left to the server's message ('Datos
 * incompletos'), not the browser's bubble, so the wording is the same with and without JavaScript.
 */
export function EpisodeInfoFields({ fields }: { fields: Fields }) {
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
	return (
		<div className="grid gap-x-4 gap-y-1 sm:grid-cols-[1fr_10rem]">
			<Field
				label={t('create.fields.podcastName')}
				ns="episodes"
				errors={fields.podcastName.errors}
				inputProps={{ ...text(fields.podcastName), 'aria-required': true, autoComplete: 'off' }}
			/>
			<Field
				label={t('create.fields.episodeNumber')}
				ns="episodes"
				errors={fields.episodeNumber.errors}
				inputProps={{ ...text(fields.episodeNumber), inputMode: 'numeric', pattern: '[0-9]*' }}
			/>
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
