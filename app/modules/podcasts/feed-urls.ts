/**
 * The addresses of a show's feed and of the files it links to. The token is the key (no session): whoever has the
 * feed's address can read it and its files, and regenerating the token changes every one of them.
 */

/** The files of a published episode in the feed, after its guid: `/feeds/<token>/<guid>.<extension>`. */
export const feedItemFiles = {
	mp3: 'audio/mpeg',
	vtt: 'text/vtt; charset=utf-8',
	srt: 'application/x-subrip; charset=utf-8',
	json: 'application/json+chapters; charset=utf-8',
	png: 'image/png',
} as const

export type FeedItemFile = keyof typeof feedItemFiles

export function feedUrl(origin: string, token: string) {
	return `${origin}/feeds/${encodeURIComponent(token)}.xml`
}

export function feedItemUrl(origin: string, token: string, guid: string, file: FeedItemFile) {
	return `${origin}/feeds/${encodeURIComponent(token)}/${guid}.${file}`
}

/**
 * The show's artwork. Its name changes with the file (`version`), as Apple Podcasts asks of new artwork (it keeps an
 * image by its address), and ends in .jpg or .png, which it also asks.
 */
export function feedArtworkUrl(origin: string, token: string, version: string, extension: 'png' | 'jpg') {
	return `${origin}/feeds/${encodeURIComponent(token)}/artwork-${version}.${extension}`
}

/** `<guid>.<file>` from the last part of a feed file's path, or null. */
export function parseFeedItemFile(name: string): { guid: string; file: FeedItemFile } | null {
	const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]+)$/i.exec(name)
	if (!match || !Object.hasOwn(feedItemFiles, match[2]!)) return null
	return { guid: match[1]!.toLowerCase(), file: match[2] as FeedItemFile }
}

/** `artwork`, or `artwork-<version>.<png|jpg>` as the feed names it. */
export function isArtworkName(name: string) {
	return /^artwork(?:-[a-z0-9]+\.(?:png|jpe?g))?$/i.test(name)
}

/** The token from the feed's last path part, `<token>.xml`, or null. */
export function feedTokenFromName(name: string) {
	const match = /^(.+)\.xml$/.exec(name)
	return match ? match[1]! : null
}
