import { pictureWithOverlay, squareWebp, svgToJpeg, svgToPng } from '#app/integrations/image/image.server.ts'
import { type CoverInput, coverSvg } from './cover-template.ts'
import { type ShowArtworkInput, showArtworkSvg } from './show-artwork-template.ts'

const COVER_SIZE = 3000
const THUMBNAIL_SIZE = 600
const SHOW_ARTWORK_MAX_BYTES = 512 * 1024

/** The designed cover as a PNG of COVER_SIZE pixels a side (podcast directories accept 1400 to 3000). */
export async function renderCover(input: Omit<CoverInput, 'size' | 'backdrop'>): Promise<Buffer> {
	return svgToPng(coverSvg({ ...input, size: COVER_SIZE }))
}

/**
 * A picture (any size, e.g. 1024 from the image model) enlarged to the cover size, with the cover's text layer (over a
 * tinted, see-through scrim) on top, so the title is exact and legible whatever the picture shows.
 */
export async function composeCover(picture: Buffer, input: Omit<CoverInput, 'size' | 'backdrop'>): Promise<Buffer> {
	return pictureWithOverlay(picture, coverSvg({ ...input, size: COVER_SIZE, backdrop: 'overlay' }), COVER_SIZE)
}

/**
 * A show's artwork: a COVER_SIZE square JPEG in RGB (what Apple Podcasts and Spotify ask for), under 512 KB, the size
 * podcast hosts advise so that apps on slow connections load it.
 */
export async function renderShowArtwork(input: Omit<ShowArtworkInput, 'size'>): Promise<Buffer> {
	return svgToJpeg(showArtworkSvg({ ...input, size: COVER_SIZE }), { maxBytes: SHOW_ARTWORK_MAX_BYTES })
}

/** A small WebP for lists and cards. */
export async function renderCoverThumbnail(png: Buffer, size = THUMBNAIL_SIZE): Promise<Buffer> {
	return squareWebp(png, { size, quality: 82 })
}
