import { Form, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'

/** How often the page asks how the job is going, with JavaScript (without it: a meta refresh every 3 s). */
const POLL_MS = 1500

type Props = { episodeId: string; progress: number; regenerating: boolean }

/**
 * While the script is written: a progress bar with the step's name. With JavaScript the page polls the small
 * status endpoint and reloads its data once the step changes; without it, a <noscript> refresh reloads the page
 * every 3 seconds, and a button does the same by hand.
 */
export function GeneratingStep({ episodeId, progress, regenerating }: Props) {
	const { t } = useTranslation('episodes')
	useStepPolling(episodeId, 'generating', progress)
	return (
		<section aria-labelledby="generating-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
			<noscript>
				<meta httpEquiv="refresh" content="3" />
			</noscript>
			<h2 id="generating-title" className="text-xl font-semibold">
				{t(regenerating ? 'episode.generating.regenerating' : 'episode.generating.title')}
			</h2>
			<p className="mt-2 text-muted">{t('episode.generating.text')}</p>
			{regenerating ? <p className="mt-1 text-sm text-muted">{t('episode.generating.keepPrevious')}</p> : null}
			<div className="mt-4">
				<div className="flex justify-between text-sm">
					<span>{t('episode.steps.generating')}</span>
					<span>{progress}%</span>
				</div>
				<progress
					max={100}
					value={progress}
					aria-label={t('episode.progress')}
					className="mt-1 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-600"
				/>
			</div>
			<noscript>
				<Form method="get" className="mt-4">
					<Button type="submit" variant="secondary">
						{t('episode.generating.refresh')}
					</Button>
				</Form>
			</noscript>
		</section>
	)
}

/** Polls the status endpoint while the episode is in `step`; when the step or the progress moves, the page's data is reloaded. */
export function useStepPolling(episodeId: string, step: string, progress: number) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	useEffect(() => {
		const timer = setInterval(async () => {
			try {
				const response = await fetch(`/resources/episodes/${episodeId}/status`, { headers: { Accept: 'application/json' } })
				if (!response.ok) return
				const status = (await response.json()) as { step: string; progress: number }
				if (status.step !== step || status.progress !== progress) revalidate.current()
			} catch {
				// offline for a moment: the next tick tries again
			}
		}, POLL_MS)
		return () => clearInterval(timer)
	}, [episodeId, step, progress])
}
