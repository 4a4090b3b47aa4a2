import type { Sharp } from 'sharp'
import { configureBundledFonts } from './bundled-fonts.server.ts'

/** sharp (libvips) is the one image library: every picture the app reads, resizes or draws goes through here. */

// cheap (a small file in the temp folder and an environment variable; sharp is not loaded): before any drawing
configureBundledFonts()

/**
 * sharp, loaded on first use: a web process that never receives a picture never maps libvips (~24 MB resident;
 * tests/support/job-only-packages.ts).
 */
export async function loadSharp() {
	return (await import('sharp')).default
}

/** Pictures larger than this (in pixels) are refused before they are decoded: a small file can hold a huge image. */
const MAX_INPUT_PIXELS = 40_000_000

/** The bytes are not a picture sharp can read (or it is too large): a renamed PDF, a truncated upload. */
export class NotAnImageError extends Error {
	override name = 'NotAnImageError'
}

async function read(input: Buffer) {
	return (await loadSharp())(input, { limitInputPixels: MAX_INPUT_PIXELS })
}

/** A square WebP of `size` pixels a side, cropped to fill (a photo is turned upright first, by its EXIF). */
export async function squareWebp(input: Buffer, { size, quality }: { size: number; quality: number }): Promise<Buffer> {
	return (await read(input))
		.rotate()
		.resize(size, size, { fit: 'cover' })
		.webp({ quality })
		.toBuffer()
		.catch((error: unknown) => {
			throw new NotAnImageError(error instanceof Error ? error.message : String(error))
		})
}

/** An SVG document (text drawn with the bundled fonts) as a PNG. */
export async function svgToPng(svg: string): Promise<Buffer> {
	return toPng(await read(Buffer.from(svg)))
}

/** A picture enlarged (or reduced) to fill a `size` square, with an SVG layer of the same size drawn on top, as a PNG. */
export async function pictureWithOverlay(picture: Buffer, overlaySvg: string, size: number): Promise<Buffer> {
	return toPng(
		(await read(picture))
			.flatten()
			.resize(size, size, { fit: 'cover', kernel: 'lanczos3' })
			.composite([{ input: Buffer.from(overlaySvg) }]),
	)
}

/**
 * A still frame of `width`x`height`: the picture as a `side` square in the middle, over a blurred, darker copy of
 * itself filling the frame. PNG.
 */
export async function framedStill(picture: Buffer, { width, height, side }: { width: number; height: number; side: number }) {
	const background = await (await read(picture))
		.resize(width, height, { fit: 'cover' })
		.blur(30)
		.modulate({ brightness: 0.75 })
		.toBuffer()
	const foreground = await (await read(picture)).resize(side, side, { fit: 'cover' }).toBuffer()
	const sharp = await loadSharp()
	return sharp(background)
		.composite([{ input: foreground, left: (width - side) / 2, top: (height - side) / 2 }])
		.png()
		.toBuffer()
}

/** What a picture is, read from its header without decoding it: format, size, colour space. */
export async function imageFacts(input: Buffer) {
	const meta = await (await read(input)).metadata().catch((error: unknown) => {
		throw new NotAnImageError(error instanceof Error ? error.message : String(error))
	})
	return {
		format: meta.format,
		width: meta.width,
		height: meta.height,
		/** libvips' name: 'srgb' (and 'rgb16' for 16 bits) for RGB, 'b-w' for greyscale, 'cmyk' */
		space: meta.space,
		hasAlpha: meta.hasAlpha,
		isPalette: meta.isPalette,
		eightBit: meta.depth === 'uchar',
		/** EXIF orientation other than 1: the picture is stored turned and shown upright by readers that honour it */
		turned: (meta.orientation ?? 1) !== 1,
	}
}

/**
 * A picture as a plain 8-bit RGB PNG: upright, transparency laid over white, no palette (podcast directories ask for
 * RGB; some apps draw transparent pixels black).
 */
export async function plainRgbPng(input: Buffer): Promise<Buffer> {
	return (await read(input))
		.rotate()
		.flatten({ background: '#ffffff' })
		.toColourspace('srgb')
		.png({ compressionLevel: 9 })
		.toBuffer()
}

/** A JPEG turned upright by its EXIF orientation, so that readers which ignore the tag show it right too. */
export async function uprightJpeg(input: Buffer): Promise<Buffer> {
	return (await read(input)).rotate().jpeg({ quality: 92 }).toBuffer()
}

/**
 * An SVG document as an RGB JPEG under `maxBytes`: the quality steps down until it fits (rendered once; only the
 * encoding is repeated).
 */
export async function svgToJpeg(svg: string, { maxBytes }: { maxBytes: number }): Promise<Buffer> {
	const { data, info } = await (await read(Buffer.from(svg))).removeAlpha().raw().toBuffer({ resolveWithObject: true })
	const sharp = await loadSharp()
	let jpeg = Buffer.alloc(0)
	for (const quality of [90, 85, 80, 75, 70, 60]) {
		jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
			.jpeg({ quality })
			.toBuffer()
		if (jpeg.length <= maxBytes) break
	}
	return jpeg
}

/**
 * PNG at compression level 9 as an 8-bit palette, without dithering (dither noise doubles the file): the gradients
 * look the same to the eye and the file shrinks about fourfold (template cover: ~1 MB in true colour, ~0.3 MB so).
 */
function toPng(image: Sharp) {
	return image.removeAlpha().png({ compressionLevel: 9, palette: true, dither: 0 }).toBuffer()
}
