import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { CheckboxField } from '#app/components/ui/field.tsx'
import { regenerateFeedSchema } from '#app/modules/podcasts/podcast-schema.ts'
import { useTranslation } from '#app/utils/translation.tsx'

type Props = {
	feedUrl: string
	readiness: { ownerEmail: boolean; description: boolean; published: number }
	regenerateResult?: SubmissionResult<string[]>
}

const platforms = ['spotify', 'apple', 'ivoox'] as const

/**
 * 'Distribución': the feed's address (selectable text; with JavaScript a copy button), what is still missing, how to
 * send it to Spotify for Creators, Apple Podcasts Connect and iVoox and what each checks, and the form that replaces
 * the address (a ticked box confirms that the old one stops working, with or without JavaScript).
 */
export function DistributionPanel({ feedUrl, readiness, regenerateResult }: Props) {
	const { t } = useTranslation('podcasts')
	return (
		<section aria-labelledby="distribution-title" className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
			<div>
				<h2 id="distribution-title" className="text-lg font-semibold">
					{t('distribution.title')}
				</h2>
				<p className="mt-1 text-sm text-muted">{t('distribution.intro')}</p>
			</div>
			<FeedAddress feedUrl={feedUrl} />
			<div>
				<h3 className="text-sm font-semibold">{t('distribution.readiness.title')}</h3>
				<ul className="mt-2 space-y-1 text-sm">
					{(['ownerEmail', 'description'] as const).map((item) => (
						<li key={item}>
							{t(`distribution.readiness.${item}`)}:{' '}
							<span className={readiness[item] ? 'font-semibold text-green-800' : 'font-semibold text-amber-800'}>
								{readiness[item] ? t('distribution.readiness.ok') : t('distribution.readiness.missing')}
							</span>
						</li>
					))}
					<li>{t('distribution.readiness.published', { count: readiness.published })}</li>
				</ul>
			</div>
			<div className="grid gap-4 lg:grid-cols-3">
				{platforms.map((platform) => (
					<section key={platform} aria-labelledby={`${platform}-title`} className="rounded-xl border border-gray-200 p-4 text-sm">
						<h3 id={`${platform}-title`} className="font-semibold">
							{t(`distribution.${platform}.title`)}
						</h3>
						<p className="mt-2 font-medium">{t('distribution.stepsTitle')}</p>
						<ol className="mt-1 list-decimal space-y-1 pl-5">
							{(t(`distribution.${platform}.steps`, { returnObjects: true }) as unknown as string[]).map((step) => (
								<li key={step}>{step}</li>
							))}
						</ol>
						<p className="mt-2 font-medium">{t('distribution.checksTitle')}</p>
						<p className="mt-1 text-muted">{t(`distribution.${platform}.checks`)}</p>
					</section>
				))}
			</div>
			<RegenerateForm lastResult={regenerateResult} />
		</section>
	)
}

/** The address as a read-only field (select it and copy by hand); with JavaScript, a button copies it. */
function FeedAddress({ feedUrl }: { feedUrl: string }) {
	const { t } = useTranslation('podcasts')
	const hydrated = useHydrated()
	const input = useRef<HTMLInputElement>(null)
	const [copied, setCopied] = useState(false)
	return (
		<div>
			<label htmlFor="feed-url" className="block text-sm font-medium text-ink">
				{t('distribution.feedUrl')}
			</label>
			<div className="mt-1 flex flex-wrap gap-2">
				<input
					ref={input}
					id="feed-url"
					readOnly
					value={feedUrl}
					spellCheck={false}
					onFocus={(event) => event.currentTarget.select()}
					className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2.5 font-mono text-sm text-ink"
				/>
				{hydrated ? (
					<Button
						variant="secondary"
						onClick={async () => {
							try {
								await navigator.clipboard.writeText(feedUrl)
								setCopied(true)
							} catch {
								// no clipboard (a page not served over HTTPS, a refused permission): the text is selected to copy by hand
								input.current?.select()
							}
						}}
					>
						{copied ? t('distribution.copied') : t('distribution.copy')}
					</Button>
				) : null}
			</div>
		</div>
	)
}

function RegenerateForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
	const { t } = useTranslation('podcasts')
	const [form, fields] = useForm({
		id: 'regenerate-feed',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: regenerateFeedSchema }),
	})
	return (
		<Form method="post" {...getFormProps(form)} className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
			<input type="hidden" name="intent" value="regenerate-feed" />
			<h3 className="font-semibold">{t('distribution.regenerate.title')}</h3>
			<p className="mt-1">{t('distribution.regenerate.text')}</p>
			<div className="mt-3">
				<CheckboxField
					ns="podcasts"
					label={t('distribution.regenerate.confirm')}
					errors={fields.confirm.errors}
					inputProps={getInputProps(fields.confirm, { type: 'checkbox' })}
				/>
			</div>
			<Button type="submit" variant="secondary">
				{t('distribution.regenerate.submit')}
			</Button>
		</Form>
	)
}
