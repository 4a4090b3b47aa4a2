import { useEffect } from 'react'

/**
 * One audio at a time across the page: when any <audio> starts, every other one pauses. The
 * 'play' event does not bubble, so it is caught on the way down.
 */
export function useSingleAudio() {
	useEffect(() => {
		function onPlay(event: Event) {
			if (!(event.target instanceof HTMLAudioElement)) return
			for (const audio of document.querySelectorAll('audio')) if (audio !== event.target) audio.pause()
		}
		document.addEventListener('play', onPlay, true)
		return () => document.removeEventListener('play', onPlay, true)
	}, [])
}
