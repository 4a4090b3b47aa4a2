/**
 * The files an episode produces, where storage keeps them and the path the browser asks for. Keys hold only the
 * episode id (a uuid), so a file can be found from the id alone; the media route checks ownership first.
 */
export const episodeFiles = {
	'audio.mp3': { contentType: 'audio/mpeg', extension: 'mp3' },
	'preview.mp3': { contentType: 'audio/mpeg', extension: 'mp3' },
	'cover.png': { contentType: 'image/png', extension: 'png' },
	'cover.webp': { contentType: 'image/webp', extension: 'webp' },
	'video.mp4': { contentType: 'video/mp4', extension: 'mp4' },
} as const

export type EpisodeFile = keyof typeof episodeFiles

export function isEpisodeFile(name: string): name is EpisodeFile {
	return Object.hasOwn(episodeFiles, name)
}

/** The storage folders of one episode: its files, and its cache of synthesised lines. */
export function episodeFolders(episodeId: string) {
	return [`episodes/${episodeId}`, `speech-cache/${episodeId}`]
}

export function episodeFileKey(episodeId: string, file: EpisodeFile) {
	return `episodes/${episodeId}/${file}`
}

/** The address of a file; `version` changes when the file is made again, so browsers do not show a stale copy. */
export function episodeFileUrl(episodeId: string, file: EpisodeFile, version: number | string) {
	return `/media/episodes/${episodeId}/${file}?v=${version}`
}

/** A download name: files download under the episode's title. */
export function downloadName(title: string, file: EpisodeFile) {
	const base = title.trim() || 'Episodio'
	return `${base}.${episodeFiles[file].extension}`
}
