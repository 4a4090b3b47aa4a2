import type { Tone } from '#app/modules/script/script-types.ts'

export type CoverInput = {
	podcastName?: string | null
	episodeTitle?: string | null
	episodeNumber?: number | null
	tone?: Tone | string | null
	/** Width and height in pixels of the rendered cover (podcast directories want 1400 to 3000). */
	size?: number
	/** The small mark at the bottom. */
	brand?: string
	/**
	 * 'template': the designed background (gradient and waves). 'overlay': only the text over a transparent canvas
	 * with a tinted scrim, to lay over a generated image so the text stays legible.
	 */
	backdrop?: 'template' | 'overlay'
}

const COVER_FALLBACKS = { podcastName: 'MI PODCAST', episodeTitle: 'Episodio', tone: 'innovacion' } as const

type Palette = { from: string; via: string; to: string; accent: string; glow: string; ink: string }

/** One palette per tone, far apart in hue so covers of different tones are told apart at a glance. */
const palettes: Record<Tone, Palette> = {
	formacion: { from: '#0B2545', via: '#13407A', to: '#1F6FB2', accent: '#F4D35E', glow: '#6FB7FF', ink: '#0B2545' },
	innovacion: { from: '#240046', via: '#5A189A', to: '#9D4EDD', accent: '#4CC9F0', glow: '#E0AAFF', ink: '#240046' },
	ventas: { from: '#9A031E', via: '#D7431A', to: '#FB8B24', accent: '#FFE8A3', glow: '#FFD29D', ink: '#6A0214' },
	marca: { from: '#081C15', via: '#1B4332', to: '#2D9D6B', accent: '#FFD166', glow: '#95D5B2', ink: '#081C15' },
}

// Layout in a 1000 x 1000 viewBox, whatever the pixel size: every number below is in these units.
const MARGIN = 80
const TEXT_WIDTH = 1000 - MARGIN * 2
/** DejaVu Sans, bundled from npm (see integrations/image/bundled-fonts.server.ts), bold throughout. */
export const COVER_FONT = `'DejaVu Sans', sans-serif`
export const TITLE_MAX_FONT_SIZE = 112
const TITLE_MIN_FONT_SIZE = 44
export const TITLE_MAX_LINES = 4
const TITLE_SIZES = [TITLE_MAX_FONT_SIZE, 100, 90, 80, 72, 64, 57, 50, TITLE_MIN_FONT_SIZE]
const LINE_HEIGHT = 1.12

/** The cover as an SVG document; render it with renderCover. Empty values take fallbacks (MI PODCAST, Episodio). */
export function coverSvg(input: CoverInput) {
	const size = Math.round(input.size ?? 3000)
	const palette = palettes[toneOf(input.tone)]
	const title = clean(input.episodeTitle) || COVER_FALLBACKS.episodeTitle
	const podcast = (clean(input.podcastName) || COVER_FALLBACKS.podcastName).toLocaleUpperCase('es')
	const brand = clean(input.brand) || 'Ondacast'
	const label = episodeLabel(input.episodeNumber)
	const overlay = input.backdrop === 'overlay'

	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">`,
		defs(palette),
		overlay ? scrim(palette) : background(palette, title),
		podcastNameBlock(podcast, palette),
		titleBlock(title, label, palette),
		brandMark(brand, palette),
		'</svg>',
	].join('\n')
}

export function toneOf(tone: CoverInput['tone']): Tone {
	return tone && Object.hasOwn(palettes, tone) ? (tone as Tone) : COVER_FALLBACKS.tone
}

/** 'EPISODIO 12' for a positive whole number; nothing otherwise. */
function episodeLabel(episodeNumber: CoverInput['episodeNumber']) {
	return typeof episodeNumber === 'number' && Number.isInteger(episodeNumber) && episodeNumber > 0
		? `EPISODIO ${episodeNumber}`
		: null
}

function defs(palette: Palette) {
	return `<defs>
	<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
		<stop offset="0" stop-color="${palette.from}"/><stop offset="0.55" stop-color="${palette.via}"/><stop offset="1" stop-color="${palette.to}"/>
	</linearGradient>
	<radialGradient id="glow" cx="0.85" cy="0.12" r="0.6">
		<stop offset="0" stop-color="${palette.glow}" stop-opacity="0.4"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
	</radialGradient>
	<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">
		<stop offset="0" stop-color="${palette.from}" stop-opacity="0.72"/><stop offset="0.45" stop-color="${palette.from}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.from}" stop-opacity="0.8"/>
	</linearGradient>
</defs>`
}

function background(palette: Palette, title: string) {
	return [
		'<rect width="1000" height="1000" fill="url(#bg)"/>',
		'<rect width="1000" height="1000" fill="url(#glow)"/>',
		...[170, 250, 330, 410].map(
			(r, i) =>
				`<circle cx="900" cy="120" r="${r}" fill="none" stroke="#FFFFFF" stroke-opacity="${0.09 - i * 0.015}" stroke-width="3"/>`,
		),
		soundWaves(palette, hash(title)),
	].join('\n')
}

/** Darkens a generated picture evenly (more at the top and bottom, where the small text sits). */
function scrim(palette: Palette) {
	return `<rect width="1000" height="1000" fill="url(#scrim)"/>\n${accentStripe(palette)}`
}

/**
 * The motif: five sine waves across the lower band, louder in the middle like a voice's waveform. The title's hash
 * shifts their phases so each episode of a podcast looks a little different.
 */
function soundWaves(palette: Palette, seed: number) {
	const waves: string[] = []
	for (let w = 0; w < 5; w++) {
		const phase = ((seed >> (w * 5)) & 31) / 5
		const amplitude = 22 + w * 9
		const wavelength = 150 + w * 45
		const centre = 850 + (w - 2) * 14
		const points: string[] = []
		for (let x = -10; x <= 1010; x += 8) {
			const envelope = 0.3 + 0.7 * Math.sin((Math.PI * Math.min(Math.max(x, 0), 1000)) / 1000)
			const y = centre + amplitude * envelope * Math.sin((2 * Math.PI * x) / wavelength + phase)
			points.push(`${x} ${y.toFixed(1)}`)
		}
		const colour = w === 2 ? palette.accent : '#FFFFFF'
		const opacity = w === 2 ? 0.45 : 0.1 + w * 0.03
		waves.push(
			`<path d="M${points.join(' L')}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${w === 2 ? 4 : 3}" stroke-linecap="round" stroke-linejoin="round"/>`,
		)
	}
	return waves.join('\n')
}

function accentStripe(palette: Palette) {
	return `<rect x="0" y="0" width="1000" height="12" fill="${palette.accent}"/>`
}

/** The podcast's name in caps, tracked out, on one line: smaller when long, cut with an ellipsis when still too long. */
function podcastNameBlock(name: string, palette: Palette) {
	const tracking = 0.12
	const fits = (text: string, size: number) => (textWidth(text) + tracking * text.length) * size <= TEXT_WIDTH
	let size = 40
	while (size > 26 && !fits(name, size)) size -= 2
	let text = name
	while (text.length > 1 && !fits(text, size)) text = `${text.slice(0, -2).trimEnd()}…`
	return [
		`<text x="${MARGIN}" y="128" font-family="${COVER_FONT}" font-weight="700" font-size="${size}" letter-spacing="${(tracking * size).toFixed(1)}" fill="#FFFFFF" data-role="podcast-name">${escapeXml(text)}</text>`,
		`<rect x="${MARGIN}" y="156" width="96" height="8" rx="4" fill="${palette.accent}"/>`,
	].join('\n')
}

/** The 'EPISODIO N' pill and the title, as one block centred vertically between the name and the waves. */
function titleBlock(title: string, label: string | null, palette: Palette) {
	const { lines, fontSize } = layoutTitle(title)
	const lineStep = fontSize * LINE_HEIGHT
	const labelHeight = label ? 52 + 40 : 0
	const height = labelHeight + fontSize * 0.76 + (lines.length - 1) * lineStep + fontSize * 0.24
	const top = Math.max(200, 200 + (600 - height) / 2)
	const parts: string[] = []
	if (label) {
		const labelWidth = (textWidth(label) + 0.12 * label.length) * 24 + 48
		parts.push(
			`<rect x="${MARGIN}" y="${top.toFixed(1)}" width="${labelWidth.toFixed(1)}" height="52" rx="26" fill="${palette.accent}"/>`,
			`<text x="${MARGIN + 24}" y="${(top + 35).toFixed(1)}" font-family="${COVER_FONT}" font-weight="700" font-size="24" letter-spacing="2.9" fill="${palette.ink}" data-role="episode-label">${escapeXml(label)}</text>`,
		)
	}
	const firstBaseline = top + labelHeight + fontSize * 0.76
	lines.forEach((line, i) => {
		parts.push(
			`<text x="${MARGIN}" y="${(firstBaseline + i * lineStep).toFixed(1)}" font-family="${COVER_FONT}" font-weight="700" font-size="${fontSize}" fill="#FFFFFF" data-role="title-line">${escapeXml(line)}</text>`,
		)
	})
	return parts.join('\n')
}

function brandMark(brand: string, palette: Palette) {
	const bars = [14, 26, 38, 22].map(
		(h, i) =>
			`<rect x="${MARGIN + i * 11}" y="${(942 - h).toFixed(1)}" width="6" height="${h}" rx="3" fill="${palette.accent}"/>`,
	)
	return [
		...bars,
		`<text x="${MARGIN + 54}" y="941" font-family="${COVER_FONT}" font-weight="700" font-size="28" fill="#FFFFFF" fill-opacity="0.9" data-role="brand">${escapeXml(brand)}</text>`,
	].join('\n')
}

/**
 * The title's lines and font size: the largest size at which it wraps into at most four lines of the text width.
 * At the smallest size, a word longer than a line is split and a fifth line onwards is cut with an ellipsis.
 */
export function layoutTitle(title: string) {
	const words = title.split(' ').filter(Boolean)
	for (const fontSize of TITLE_SIZES) {
		const lines = wrap(words, TEXT_WIDTH / fontSize, false)
		if (lines && lines.length <= TITLE_MAX_LINES) return { lines, fontSize }
	}
	const fontSize = TITLE_MIN_FONT_SIZE
	const maxEm = TEXT_WIDTH / fontSize
	const lines = wrap(words, maxEm, true) ?? []
	if (lines.length <= TITLE_MAX_LINES) return { lines, fontSize }
	const kept = lines.slice(0, TITLE_MAX_LINES)
	let last = `${kept[TITLE_MAX_LINES - 1]}…`
	while (last.length > 1 && textWidth(last) > maxEm) last = `${last.slice(0, -2).trimEnd()}…`
	kept[TITLE_MAX_LINES - 1] = last
	return { lines: kept, fontSize }
}

/** Greedy word wrap within `maxEm`; null when a single word does not fit and `split` is false. */
function wrap(words: string[], maxEm: number, split: boolean) {
	const lines: string[] = []
	let current = ''
	for (const word of words) {
		const candidate = current ? `${current} ${word}` : word
		if (textWidth(candidate) <= maxEm) {
			current = candidate
			continue
		}
		if (current) lines.push(current)
		current = word
		if (textWidth(word) > maxEm) {
			if (!split) return null
			// a word wider than the line (a URL, a long compound): cut it where it fills the line
			let rest = word
			while (textWidth(rest) > maxEm) {
				let cut = rest.length - 1
				while (cut > 1 && textWidth(rest.slice(0, cut)) > maxEm) cut--
				lines.push(rest.slice(0, cut))
				rest = rest.slice(cut)
			}
			current = rest
		}
	}
	if (current) lines.push(current)
	return lines
}

// Advance widths of DejaVu Sans Bold in em, measured by rendering, grouped and rounded up so estimates err wide.
const widthGroups: Array<[string, number]> = [
	[`ijlIJ|'.,:;/ `, 0.38],
	['ftr!()-¡[]"*', 0.52],
	['csz?¿', 0.6],
	['aekvxyEFTL', 0.69],
	['bdghnopqu0123456789', 0.72],
	['ABCKPRSUVXYZ#$+=<>', 0.82],
	['DGHNOQ&', 0.86],
	['mMwW%@', 1.1],
]
const charWidths = new Map<string, number>()
for (const [chars, width] of widthGroups) for (const char of chars) charWidths.set(char, width)

/** Estimated width in em of `text` in DejaVu Sans Bold; accented letters count as their base letter. */
export function textWidth(text: string) {
	let width = 0
	for (const char of text) {
		const base = char.normalize('NFD')[0] ?? char
		width += charWidths.get(base) ?? 1 // unknown characters (other scripts, emoji): a full em
	}
	return width
}

/** One line of plain text: composed accents, no control characters or broken surrogates, single spaces. */
function clean(value: string | null | undefined) {
	return (value ?? '')
		.normalize('NFC')
		.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g, '')
		.replace(/[\s\p{Cc}]+/gu, ' ')
		.trim()
}

function escapeXml(text: string) {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** FNV-1a: a stable number from the title, for the waves' phases. */
function hash(text: string) {
	let value = 0x811c9dc5
	for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193)
	return value >>> 0
}
