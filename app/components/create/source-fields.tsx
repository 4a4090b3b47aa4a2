import { useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { CONTENT_MAX, MAX_URLS, URL_FIELDS_WITHOUT_JS } from '#app/modules/episodes/episode-form-limits.ts'
import { useTranslation } from '#app/utils/translation.tsx'

type Props = {
	urls: string[]
	content: string
	/** false: a short note says content in another language cannot be used on this server */
	otherLanguageUsable?: boolean
	errors: { urls?: string[]; content?: string[] }
}

/**
 * Web addresses and the main text. Without JavaScript there are three address fields (plus any sent back); with
 * it, fields are added and removed. Empty ones are dropped by the schema.
 */
export function SourceFields({ urls: initialUrls, content, otherLanguageUsable = true, errors }: Props) {
	const { t, i18n } = useTranslation('episodes')
	const hydrated = useHydrated()
	const nextKey = useRef(0)
	const withKeys = (values: string[]) => values.map((value) => ({ key: nextKey.current++, value }))
	const padded = [...initialUrls, ...Array(Math.max(0, URL_FIELDS_WITHOUT_JS - initialUrls.length)).fill('')]
	const [urls, setUrls] = useState(() => withKeys(padded))
	const error = errors.urls?.[0]
	return (
		<div className="space-y-5">
			{otherLanguageUsable ? null : (
				<p id="other-language-note" className="text-sm text-muted">
					{t('create.fields.otherLanguageUnavailable')}
				</p>
			)}
			<fieldset aria-describedby="urls-help">
				<legend className="text-sm font-medium text-ink">{t('create.fields.urls')}</legend>
				<p id="urls-help" className="mb-2 text-xs text-muted">
					{t('create.fields.urlsHelp')}
				</p>
				<ul className="space-y-2">
					{urls.map((url, index) => (
						<li key={url.key} className="flex gap-2">
							<label className="sr-only" htmlFor={`url-${url.key}`}>
								{t('create.fields.urlLabel', { number: index + 1 })}
							</label>
							<input
								id={`url-${url.key}`}
								type="url"
								name="urls"
								defaultValue={url.value}
								placeholder={t('create.urls.placeholder')}
								inputMode="url"
								aria-invalid={error ? true : undefined}
								className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-invalid:border-red-600"
							/>
							{hydrated ? (
								<Button
									variant="ghost"
									aria-label={t('create.urls.remove', { url: url.value || index + 1 })}
									onClick={() => setUrls((current) => current.filter((item) => item.key !== url.key))}
								>
									✕
								</Button>
							) : null}
						</li>
					))}
				</ul>
				{error ? (
					<p role="alert" className="mt-1 text-sm text-red-700">
						{t(error)}
					</p>
				) : null}
				{hydrated && urls.length < MAX_URLS ? (
					<Button variant="secondary" className="mt-2" onClick={() => setUrls((current) => [...current, ...withKeys([''])])}>
						{t('create.urls.add')}
					</Button>
				) : null}
			</fieldset>
			<div className="flex flex-col gap-1">
				<label htmlFor="content" className="text-sm font-medium text-ink">
					{t('create.fields.content')}
				</label>
				<textarea
					id="content"
					name="content"
					rows={10}
					defaultValue={content}
					placeholder={t('create.fields.contentPlaceholder')}
					aria-invalid={errors.content ? true : undefined}
					className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
				/>
				{errors.content?.[0] ? (
					<p role="alert" className="text-sm text-red-700">
						{t(errors.content[0], { max: CONTENT_MAX.toLocaleString(i18n.language) })}
					</p>
				) : null}
			</div>
		</div>
	)
}
