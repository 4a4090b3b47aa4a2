import { Form, useNavigation } from '@remix-run/react'
import { JobProgress } from '#app/components/create/job-progress.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { CorrectionError, CorrectionView } from '#app/modules/episodes/episode-correction.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { useTranslation } from '#app/utils/translation.tsx'

type Props = {
	correction: CorrectionView
	/** the correction the action refused, with the text the user sent (shown again, not the stored one) */
	refused?: { error: CorrectionError; text?: string }
}

/**
 * Corrections of a finished episode (ADR 0051): the script in the preview step's 'NOMBRE: texto' form and a submit
 * that makes the audio again; while it is made, its progress (the page reloads itself, with or without JavaScript);
 * after a failure, why, that the previous audio stays, and a way to retry. Posted to the page it is on.
 */
export function CorrectionPanel({ correction, refused }: Props) {
	const { t } = useTranslation('episodes')
	const { t: tError } = useTranslation('errors')
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	if (correction.status === 'remaking') {
		return (
			<JobProgress
				title={t('episode.correction.progressTitle')}
				text={t('episode.correction.progressText')}
				stepName={t('episode.correction.stepName')}
				progress={correction.progress}
			/>
		)
	}
	const error = refused?.error
	return (
		<section aria-labelledby="correction-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
			<h2 id="correction-title" className="text-xl font-semibold">
				{t('episode.correction.title')}
			</h2>
			<p className="mt-2 text-sm text-muted">{t('episode.correction.intro')}</p>
			<p className="mt-1 text-sm text-muted">{t('episode.correction.note', { limit: correction.limit })}</p>
			{correction.error ? (
				<Alert title={errorText(tError, correction.error)} className="mt-4">
					<p>{t('episode.correction.failed')}</p>
					<Form method="post">
						<Button type="submit" name="intent" value="retry-correction" variant="secondary" className="mt-2" disabled={busy}>
							{t('episode.correction.retry')}
						</Button>
					</Form>
				</Alert>
			) : null}
			{correction.waiting ? (
				<p className="mt-4 text-sm text-muted">{t('episode.correction.waiting')}</p>
			) : (
				<details open={Boolean(refused) || Boolean(correction.error)} className="mt-4">
					<summary className="cursor-pointer font-medium text-brand-800">{t('episode.correction.open')}</summary>
					<Form method="post" className="mt-3 space-y-3">
						<label htmlFor="correction-script" className="block text-sm font-medium text-ink">
							{t('episode.correction.label')}
						</label>
						<p id="correction-help" className="text-sm text-muted">
							{t('episode.correction.help')}
						</p>
						<textarea
							id="correction-script"
							name="script"
							rows={18}
							defaultValue={refused?.text ?? correction.text}
							aria-describedby={error ? 'correction-help correction-error' : 'correction-help'}
							aria-invalid={error ? true : undefined}
							className="w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm leading-6 aria-invalid:border-red-600"
						/>
						{error ? (
							<p id="correction-error" role="alert" className="text-sm font-medium text-red-700">
								{t(error.key, error.values)}
							</p>
						) : null}
						<Button type="submit" name="intent" value="correct" disabled={busy}>
							{t('episode.correction.submit')}
						</Button>
					</Form>
				</details>
			)}
		</section>
	)
}
