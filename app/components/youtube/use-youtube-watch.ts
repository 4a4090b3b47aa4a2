import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'

const POLL_MS = 3000
/** At most this many uploads are followed from one page (one status request each per tick). */
const MAX_WATCHED = 5

type Watched = { id: string; youtubeStatus: string; youtubeProgress: number }

/**
 * Follows the YouTube uploads shown on a page: with JavaScript it asks each one's status every 3 seconds and reloads
 * the page's data when its state or percent moved. Returns whether any is under way (the page then also refreshes
 * itself without JavaScript).
 */
export function useYoutubeWatch(episodes: Watched[]) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	const uploading = episodes.filter((episode) => episode.youtubeStatus === 'queued' || episode.youtubeStatus === 'uploading')
	const key = uploading
		.slice(0, MAX_WATCHED)
		.map((episode) => `${episode.id}:${episode.youtubeStatus}:${episode.youtubeProgress}`)
		.join(',')
	useEffect(() => {
		if (!key) return
		const watched = key.split(',').map((entry) => entry.split(':'))
		const timer = setInterval(async () => {
			try {
				for (const [id, status, progress] of watched) {
					const response = await fetch(`/resources/episodes/${id}/status`, { headers: { Accept: 'application/json' } })
					if (!response.ok) continue
					const latest = (await response.json()) as { youtubeStatus: string; youtubeProgress: number }
					if (latest.youtubeStatus !== status || String(latest.youtubeProgress) !== progress) {
						revalidate.current()
						return
					}
				}
			} catch {
				// offline for a moment: the next tick tries again
			}
		}, POLL_MS)
		return () => clearInterval(timer)
	}, [key])
	return uploading.length > 0
}
