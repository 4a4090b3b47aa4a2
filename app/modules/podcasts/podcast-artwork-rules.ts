/**
 * What an uploaded show artwork must be: Apple Podcasts' rules, which Spotify and iVoox also accept — a square JPEG or
 * PNG in RGB, 1400 to 3000 pixels a side. The file may be up to 10 MB (a 3000-pixel PNG photo is several MB; the
 * avatar's 5 MB would refuse good artwork).
 */
export const artworkRules = {
	minSide: 1400,
	maxSide: 3000,
	maxBytes: 10 * 1024 * 1024,
	maxMegabytes: 10,
} as const

export const artworkAccept = 'image/jpeg,image/png,.jpg,.jpeg,.png'

/** Why an uploaded artwork was refused; its text is `artwork.problems.<code>` in the podcasts namespace. */
export type ArtworkProblem = {
	code: 'tooBig' | 'notImage' | 'format' | 'notSquare' | 'tooSmall' | 'tooLarge' | 'colour'
	/** the picture's size in pixels, when it was read */
	width?: number
	height?: number
}
