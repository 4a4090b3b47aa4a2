import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { fontsFolder } from '#app/integrations/image/bundled-fonts.server.ts'
import { COVER_FONT, coverSvg, layoutTitle, TITLE_MAX_FONT_SIZE, TITLE_MAX_LINES, textWidth } from './cover-template.ts'
import { renderCover, renderCoverThumbnail } from './render-cover.server.ts'

const run = promisify(execFile)

const LONG_TITLE = 'Así la inteligencia artificial está cambiando la forma en que las pequeñas empresas españolas venden'

/** The title lines of an SVG cover and their font size. */
function titleLines(svg: string) {
	const lines = [...svg.matchAll(/<text [^>]*font-size="([\d.]+)"[^>]*data-role="title-line">([^<]*)<\/text>/g)]
	return { texts: lines.map((match) => match[2]!), fontSizes: lines.map((match) => Number(match[1])) }
}

test('a cover is a 3000 × 3000 PNG of a few hundred KB', async () => {
	const input = { podcastName: 'Onda Verde', episodeTitle: 'El sol en casa', episodeNumber: 12, tone: 'formacion' as const }
	await renderCover(input) // the first render also loads the fonts
	const started = performance.now()
	const png = await renderCover(input)
	const elapsed = performance.now() - started
	const meta = await sharp(png).metadata()
	expect(meta).toMatchObject({ format: 'png', width: 3000, height: 3000 })
	expect(png.length).toBeLessThan(600_000)
	console.info(`[cover] renderCover: ${elapsed.toFixed(0)} ms, ${(png.length / 1024).toFixed(0)} KB`)

	const thumbnail = await renderCoverThumbnail(png)
	expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 })
	expect(thumbnail.length).toBeLessThan(100_000)
})

test('a 100-character title wraps into at most four lines at a smaller size, inside the canvas', async () => {
	expect(LONG_TITLE).toHaveLength(100)
	const wide = 'MÁXIMO WOW: MMMM WWWW ÑANDÚ MEMORÁNDUM DEL MUNDO MODERNO, MÓVIL Y WEB @ 100 % MEMORIAS MÍNIMAS MÁGICAS'
	for (const title of [LONG_TITLE, wide]) {
		const { texts, fontSizes } = titleLines(coverSvg({ episodeTitle: title, tone: 'innovacion' }))
		expect(texts.length).toBeGreaterThan(1)
		expect(texts.length).toBeLessThanOrEqual(TITLE_MAX_LINES)
		expect(fontSizes[0]).toBeLessThan(TITLE_MAX_FONT_SIZE)
		// a natural title fits whole; 100 capitals of the widest letters are cut with an ellipsis at the smallest size
		if (title === LONG_TITLE) expect(texts.join(' ')).toBe(title)
		else expect(texts.at(-1)).toMatch(/…$/)
	}

	// the estimate errs wide: no white title pixel reaches the right margin (the last 70 of the 1000 units)
	for (const title of [LONG_TITLE, wide]) {
		const png = await renderCover({ episodeTitle: title, tone: 'marca' })
		const { data, info } = await sharp(png)
			.extract({ left: 2790, top: 600, width: 210, height: 1800 })
			.raw()
			.toBuffer({ resolveWithObject: true })
		let white = 0
		for (let i = 0; i < data.length; i += info.channels) if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 225) white++
		expect(white).toBe(0)
	}
})

test('short titles keep the largest size; endless ones are cut with an ellipsis; long words are split', () => {
	expect(layoutTitle('Storytelling')).toEqual({ lines: ['Storytelling'], fontSize: TITLE_MAX_FONT_SIZE })
	const endless = layoutTitle(Array.from({ length: 60 }, () => 'palabra').join(' '))
	expect(endless.lines).toHaveLength(TITLE_MAX_LINES)
	expect(endless.lines.at(-1)).toMatch(/…$/)
	const url = layoutTitle('https://www.ejemplo-de-una-direccion-muy-larga.es/articulos/inteligencia-artificial')
	expect(url.lines.length).toBeGreaterThan(1)
	expect(url.lines.join('')).toBe('https://www.ejemplo-de-una-direccion-muy-larga.es/articulos/inteligencia-artificial')
	for (const line of [...endless.lines, ...url.lines]) expect(textWidth(line) * endless.fontSize).toBeLessThanOrEqual(840)
})

test('user text is XML-escaped, so markup in a title or name stays text', async () => {
	const title = `</text> <script>alert('x')</script> & más`
	const svg = coverSvg({ podcastName: 'Tom & Jerry "<b>"', episodeTitle: title, brand: '<svg onload=alert(1)>' })
	expect(svg).not.toContain('<script')
	expect(svg).not.toContain('<b>')
	expect(svg).not.toContain('<svg onload')
	expect(svg).toContain('&lt;/text&gt;')
	expect(svg).toContain('&lt;/script&gt;')
	expect(svg).toContain('TOM &amp; JERRY &quot;&lt;B&gt;&quot;')
	expect(svg).toContain('&lt;svg onload=alert(1)&gt;')
	const unescaped = titleLines(svg)
		.texts.join(' ')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&apos;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, '&')
	expect(unescaped.replace(/ /g, '')).toBe(title.replace(/ /g, ''))
	// and the document stays valid: librsvg renders it
	const png = await renderCover({ episodeTitle: title, podcastName: '& <' })
	expect(await sharp(png).metadata()).toMatchObject({ width: 3000, height: 3000 })
})

test('empty values take the fallbacks: MI PODCAST, Episodio, innovacion, no episode label', async () => {
	const svg = coverSvg({ podcastName: '  ', episodeTitle: '\n', episodeNumber: null, tone: '' })
	expect(svg).toContain('data-role="podcast-name">MI PODCAST</text>')
	expect(titleLines(svg).texts).toEqual(['Episodio'])
	expect(svg).not.toContain('EPISODIO')
	expect(svg).toContain('#240046') // innovacion's palette
	expect(coverSvg({ tone: 'desconocido' })).toBe(coverSvg({ tone: 'innovacion' }))
	expect(coverSvg({ episodeNumber: 7 })).toContain('>EPISODIO 7</text>')
	expect(coverSvg({ episodeNumber: 0 })).not.toContain('EPISODIO')
	expect(await sharp(await renderCover({})).metadata()).toMatchObject({ format: 'png', width: 3000, height: 3000 })
})

test('each tone has its own dominant colour', async () => {
	const dominant = async (tone: string) => {
		const { dominant } = await sharp(Buffer.from(coverSvg({ tone, size: 300 }))).stats()
		return dominant
	}
	const colours = {
		formacion: await dominant('formacion'),
		innovacion: await dominant('innovacion'),
		ventas: await dominant('ventas'),
		marca: await dominant('marca'),
	}
	expect(new Set(Object.values(colours).map((c) => `${c.r},${c.g},${c.b}`)).size).toBe(4)
	expect(colours.formacion.b).toBeGreaterThan(colours.formacion.r) // blue
	expect(colours.innovacion.b).toBeGreaterThan(colours.innovacion.g) // violet
	expect(colours.innovacion.r).toBeGreaterThan(colours.innovacion.g)
	expect(colours.ventas.r).toBeGreaterThan(colours.ventas.b) // red-orange
	expect(colours.marca.g).toBeGreaterThan(colours.marca.r) // green
})

/** Greyscale pixels of the top band (where a tilde or an accent sits) of one big letter in the cover font. */
async function letterTop(letter: string) {
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#FFFFFF"/><text x="30" y="180" font-family="${COVER_FONT}" font-weight="700" font-size="150" fill="#000000">${letter}</text></svg>`
	const { data } = await sharp(Buffer.from(svg))
		.extract({ left: 0, top: 0, width: 200, height: 75 })
		.greyscale()
		.raw()
		.toBuffer({ resolveWithObject: true })
	return data
}

const differingPixels = (a: Buffer, b: Buffer) => a.reduce((count, value, i) => count + (value === b[i] ? 0 : 1), 0)

test('fontconfig uses the bundled DejaVu fonts, and accents render (a box would look the same for Ñ and N)', async () => {
	const conf = await fs.readFile(process.env.FONTCONFIG_FILE!, 'utf8')
	expect(conf).toContain(`<dir>${fontsFolder}</dir>`)
	await fs.access(path.join(fontsFolder, 'DejaVuSans-Bold.ttf'))
	expect(differingPixels(await letterTop('Ñ'), await letterTop('N'))).toBeGreaterThan(100)
	expect(differingPixels(await letterTop('Á'), await letterTop('A'))).toBeGreaterThan(100)
})

test('on a machine without fonts, the module still draws accents (and without it, letters are boxes)', async () => {
	// a separate process whose fontconfig knows no fonts at all, like a slim container
	const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'ondacast-nofonts-'))
	try {
		const empty = path.join(folder, 'empty.conf')
		await fs.writeFile(empty, `<?xml version="1.0"?>\n<fontconfig><cachedir>${folder}/cache</cachedir></fontconfig>\n`)
		const child = (withModule: boolean) => `
			import { createRequire } from 'node:module'
			${withModule ? `await import(${JSON.stringify(path.resolve('app/modules/cover/render-cover.server.ts'))})` : ''}
			const sharp = createRequire(${JSON.stringify(path.resolve('package.json'))})('sharp')
			const top = async (letter) => (await sharp(Buffer.from(\`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#FFFFFF"/><text x="30" y="180" font-family="${COVER_FONT}" font-weight="700" font-size="150">\${letter}</text></svg>\`)).extract({ left: 0, top: 0, width: 200, height: 75 }).greyscale().raw().toBuffer())
			const [a, b] = [await top('Ñ'), await top('N')]
			console.log(a.reduce((n, v, i) => n + (v === b[i] ? 0 : 1), 0))`
		const differing = async (withModule: boolean) => {
			const { stdout } = await run(process.execPath, ['--input-type=module', '-e', child(withModule)], {
				env: { ...process.env, FONTCONFIG_FILE: empty, TMPDIR: folder },
			})
			return Number(stdout.trim())
		}
		expect(await differing(false)).toBe(0)
		expect(await differing(true)).toBeGreaterThan(100)
	} finally {
		await fs.rm(folder, { recursive: true, force: true })
	}
})
