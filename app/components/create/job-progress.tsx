import { Form, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/utils/translation.tsx'

/** How often the page asks how a job is going, with JavaScript (without it: a meta refresh every 3 s). */
const POLL_MS = 1500

type Props = { title: string; text: string; stepName: string; progress: number; note?: string; children?: React.ReactNode }

/**
 * While a job runs (script, audio): the step's name and a progress bar. The page reloads its data by itself: see
 * useJobPolling (JavaScript) and the <noscript> refresh every 3 seconds, with a button to do it by hand.
 */
export function JobProgress({ title, text, stepName, progress, note }: Props) {
	const { t } = useTranslation('episodes')
	return (
		<section aria-labelledby="job-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
			<RefreshWithoutJs />
			<h2 id="job-title" className="text-xl font-semibold">
				{title}
			</h2>
			<p className="mt-2 text-muted">{text}</p>
			{note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
			<div className="mt-4">
				<div className="flex justify-between text-sm">
					<span>{stepName}</span>
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

/** Without JavaScript, the page reloads itself every 3 seconds while something is being made. */
export function RefreshWithoutJs() {
	return (
		<noscript>
			<meta httpEquiv="refresh" content="3" />
		</noscript>
	)
}

/**
 * With JavaScript, polls the episode's small status endpoint while something is being made and reloads the page's
 * data when the status `signature` (step, progress, cover, video) differs from the one on screen.
 */
export function useJobPolling(episodeId: string, signature: string, active: boolean) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	useEffect(() => {
		if (!active) return
		const timer = setInterval(async () => {
			try {
				const response = await fetch(`/resources/episodes/${episodeId}/status`, { headers: { Accept: 'application/json' } })
				if (!response.ok) return
				const status = (await response.json()) as { signature: string }
				if (status.signature !== signature) revalidate.current()
			} catch {
				// offline for a moment: the next tick tries again
			}
		}, POLL_MS)
		return () => clearInterval(timer)
	}, [episodeId, signature, active])
}
