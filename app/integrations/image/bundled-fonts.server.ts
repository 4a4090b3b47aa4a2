import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

/**
 * sharp draws SVG text with pango, which finds fonts through fontconfig. A server image without fonts (node:24-slim)
 * turns every letter into a box, and a machine with other fonts would draw the covers differently. So the images use
 * the DejaVu fonts from npm (dejavu-fonts-ttf): a fonts.conf in the temp folder lists their folder (and includes the
 * system's configuration, for scripts DejaVu lacks), and FONTCONFIG_FILE points at it. Fontconfig reads that
 * variable once, on the process's first SVG text render (measured: setting it after sharp is loaded still works,
 * after the first text render it is ignored), so image.server.ts runs this when it is imported, before any drawing.
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

function escapeXml(text: string) {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
