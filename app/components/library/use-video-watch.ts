import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/utils/translation.tsx'

/** While any library episode's video is processing, its status is polled every 3 seconds. */
const POLL_MS = 3000

type Watched = { id: string; title: string; videoStatus: string }

/**
 * Watches the videos being made on this page: with JavaScript it polls their status and, when one is ready or
 * failed, says so (a message for the page's live region) and reloads the list. Returns whether anything is being
 * made (the page then also refreshes itself without JavaScript) and the latest message.
 */
export function useVideoWatch(episodes: Watched[]) {
	const { t } = useTranslation('episodes')
	// the episodes, not the sentence: it is translated when rendered, so strings that arrive later still show
	const [finished, setFinished] = useState<Watched[]>([])
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	const processing = episodes.filter((episode) => episode.videoStatus === 'processing')
	const ids = processing.map((episode) => episode.id).join(',')
	useEffect(() => {
		if (!ids) return
		const timer = setInterval(async () => {
			try {
				const response = await fetch(`/resources/library/status?ids=${ids}`)
				if (!response.ok) return
				const { episodes: latest } = (await response.json()) as { episodes: Watched[] }
				const done = latest.filter((episode) => episode.videoStatus !== 'processing')
				if (done.length === 0) return
				setFinished(done)
				revalidate.current()
			} catch {
				// offline for a moment: the next tick tries again
			}
		}, POLL_MS)
		return () => clearInterval(timer)
	}, [ids])
	const notice = finished
		.map((episode) =>
			t(episode.videoStatus === 'ready' ? 'library.videoReady' : 'library.videoFailedToast', { title: episode.title }),
		)
		.join(' ')
	return { watching: processing.length > 0, notice: notice || null }
}
