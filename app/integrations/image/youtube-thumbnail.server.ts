import { framedStill, loadSharp } from './image.server.ts'

const THUMBNAIL = { width: 1280, height: 720, maxBytes: 2 * 1024 * 1024 } as const

/**
 * YouTube's custom thumbnail from the square cover: 1280x720 (16:9), the cover in the middle over a blurred copy of
 * itself (as in the video), a JPEG under 2 MB (the quality steps down in the rare case it is not at once).
 */
export async function youtubeThumbnail(cover: Buffer) {
	const frame = await framedStill(cover, { width: THUMBNAIL.width, height: THUMBNAIL.height, side: THUMBNAIL.height })
	const sharp = await loadSharp()
	for (const quality of [88, 80, 70, 60, 50]) {
		const jpeg = await sharp(frame).jpeg({ quality, mozjpeg: true }).toBuffer()
		if (jpeg.length < THUMBNAIL.maxBytes) return jpeg
	}
	throw new Error('La miniatura no cabe en 2 MB.')
}
