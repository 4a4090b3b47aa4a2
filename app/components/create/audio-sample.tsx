import { Form } from '@remix-run/react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { useTranslation } from '#app/utils/translation.tsx'

type Props = { status: string; url: string | null }

/**
 * The preview step's audio sample: 20–30 seconds of the script's opening with the chosen voices, made on request.
 * With JavaScript the page picks it up by itself; without it, a link reloads the page. Editing the script drops
 * it, since it would say the old text.
 */
export function AudioSample({ status, url }: Props) {
	const { t } = useTranslation('episodes')
	return (
		<Panel title={t('episode.sample.title')}>
			<p className="mt-1 text-sm text-muted">{t('episode.sample.help')}</p>
			{status === 'ready' && url ? (
				// biome-ignore lint/a11y/useMediaCaption: the script on this page is the transcript
				<audio controls preload="metadata" src={url} aria-label={t('episode.sample.player')} className="mt-3 w-full" />
			) : status === 'processing' ? (
				<div className="mt-3 flex flex-wrap items-center gap-3">
					<p className="text-sm font-medium" role="status">
						{t('episode.sample.pending')}
					</p>
					{/* without JavaScript the page does not reload itself here: that would throw away edits to the script */}
					<noscript>
						<a href="?" className="text-sm font-medium text-brand-800 underline">
							{t('episode.generating.refresh')}
						</a>
					</noscript>
				</div>
			) : (
				<>
					{status === 'failed' ? (
						<Alert title={t('episode.sample.failed')} className="mt-3">
							<p>{t('episode.sample.failedHelp')}</p>
						</Alert>
					) : null}
					<Form method="post" className="mt-3">
						<Button type="submit" name="intent" value="preview-audio" variant="secondary">
							{t('episode.sample.make')}
						</Button>
					</Form>
				</>
			)}
		</Panel>
	)
}
