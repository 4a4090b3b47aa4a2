import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { type CoverInput, coverSvg, escapeXml } from './cover-template.ts'

/**
 * sharp draws SVG text with pango, which finds fonts through fontconfig. A server image without fonts (node:24-slim)
 * turns every letter into a box, and a machine with other fonts would draw the covers differently. So the covers use
 * the DejaVu fonts from npm (dejavu-fonts-ttf): a fonts.conf in the temp folder lists their folder (and includes the
 * system's configuration, for scripts DejaVu lacks), and FONTCONFIG_FILE points at it. Fontconfig reads that
 * variable once, on the process's first SVG text render (measured: setting it after sharp is loaded still works,
 * after the first text render it is ignored), so this runs when this module is imported, before any cover is drawn.
 * librsvg ignores @font-face with data: URLs (checked with sharp 0.35 / librsvg 2.63), so embedding is no option.
 */
export const fontsFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')

/** Writes the fonts.conf (once per configuration) and points FONTCONFIG_FILE at it; returns its path. */
export function configureBundledFonts() {
	const folder = path.join(os.tmpdir(), `ondacast-fonts-${process.getuid?.() ?? 0}`)
	if (process.env.FONTCONFIG_FILE?.startsWith(`${folder}${path.sep}`)) return process.env.FONTCONFIG_FILE
	// an operator's own configuration is kept (included), otherwise the system's default one when there is one
	const system = process.env.FONTCONFIG_FILE || '/etc/fonts/fonts.conf'
	const config = [
		'<?xml version="1.0"?>',
		'<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
		'<fontconfig>',
		`\t<dir>${escapeXml(fontsFolder)}</dir>`,
		`\t<cachedir>${escapeXml(path.join(folder, 'cache'))}</cachedir>`,
		`\t<include ignore_missing="yes">${escapeXml(system)}</include>`,
		'</fontconfig>',
		'',
	].join('\n')
	// named after its content, so processes with another configuration never overwrite the file another one reads
	const file = path.join(folder, `fonts-${crypto.createHash('sha256').update(config).digest('hex').slice(0, 12)}.conf`)
	if (!fs.existsSync(file)) {
		fs.mkdirSync(folder, { recursive: true })
		// written whole and renamed: several processes (web, worker) may start at once
		const temporary = `${file}.${process.pid}.tmp`
		fs.writeFileSync(temporary, config)
		fs.renameSync(temporary, file)
	}
	process.env.FONTCONFIG_FILE = file
	return file
}

configureBundledFonts()

export const COVER_SIZE = 3000
export const THUMBNAIL_SIZE = 600

/** The designed cover as a PNG of COVER_SIZE pixels a side (podcast directories accept 1400 to 3000). */
export async function renderCover(input: Omit<CoverInput, 'size' | 'backdrop'>): Promise<Buffer> {
	return toPng(sharp(Buffer.from(coverSvg({ ...input, size: COVER_SIZE }))))
}

/**
 * A picture (any size, e.g. 1024 from the image model) enlarged to the cover size, with the cover's text layer (over a
 * tinted, see-through scrim) on top, so the title is exact and legible whatever the picture shows.
 */
export async function composeCover(picture: Buffer, input: Omit<CoverInput, 'size' | 'backdrop'>): Promise<Buffer> {
	const text = Buffer.from(coverSvg({ ...input, size: COVER_SIZE, backdrop: 'overlay' }))
	return toPng(
		sharp(picture)
			.flatten()
			.resize(COVER_SIZE, COVER_SIZE, { fit: 'cover', kernel: 'lanczos3' })
			.composite([{ input: text }]),
	)
}

/**
 * PNG at compression level 9 as an 8-bit palette, without dithering (dither noise doubles the file): the gradients
 * look the same to the eye and the file shrinks about fourfold (template: ~1 MB in true colour, ~0.3 MB like this).
 */
function toPng(image: Sharp) {
	return image.removeAlpha().png({ compressionLevel: 9, palette: true, dither: 0 }).toBuffer()
}

/** A small WebP for lists and cards. */
export async function renderCoverThumbnail(png: Buffer, size = THUMBNAIL_SIZE): Promise<Buffer> {
	return sharp(png).resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
}
