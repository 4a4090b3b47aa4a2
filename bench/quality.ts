// Quality benchmark (`npm run bench -- quality`): real Spanish documents nobody on the project wrote — Debian's
// Spanish documentation packages, fetched with `apt-get download` into a cache outside the repository (never
// committed) — and a pasted text, each through the real pipeline: sources → clean → script (local composer) →
// speech (local voices) → MP3. Prints per document and in total the artefacts left in the script, the words per
// chapter, the minutes against the plan's range and the MP3's loudness and true peak.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measureLoudness } from '#app/integrations/ffmpeg/loudness.server.ts'
import { localSpeechProvider } from '#app/integrations/speech/local-speech.server.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { episodeLines } from '#app/modules/audio/episode-lines.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { cleanPlainText } from '#app/modules/content/clean/clean-source.ts'
import { detectLanguage } from '#app/modules/content/clean/language.ts'
import { readDocument } from '#app/modules/content/documents/read-document.server.ts'
import { prepareSources, type SourceInput } from '#app/modules/content/prepare-sources.ts'
import { extractArticle } from '#app/modules/content/url/extract-article.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { composeScript } from '#app/modules/script/local-composer.ts'
import { countWords, type Script, scriptWords, targetWords, WORDS_PER_MINUTE } from '#app/modules/script/script-types.ts'
import { getEnv, resetEnv } from '#app/utils/env.server.ts'
import { tempDir } from '#tests/support/test-postgres.ts'

const CACHE = process.env.QUALITY_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'ondacast-quality')
const PLAN = 'creadores'
const VOICES = { presenter: 'local-es-presentador', guest: 'local-es-invitada' }
const NAMES = { presenter: 'Álvaro', guest: 'Lucía' }

type Corpus = { name: string; title: string; input: () => Promise<SourceInput> }

/** A file of a Debian package, downloaded and unpacked once into the cache. */
function packageFile(pkg: string, file: string) {
	const root = path.join(CACHE, pkg)
	const target = path.join(root, file)
	if (!fs.existsSync(target)) {
		fs.mkdirSync(root, { recursive: true })
		execFileSync('apt-get', ['download', pkg], { cwd: root, stdio: 'ignore' })
		const deb = fs.readdirSync(root).find((name) => name.endsWith('.deb'))
		if (!deb) throw new Error(`apt-get download ${pkg} no dejó ningún .deb en ${root}`)
		execFileSync('dpkg-deb', ['-x', path.join(root, deb), root])
	}
	return target
}

async function pdfInput(pkg: string, file: string): Promise<SourceInput> {
	const bytes = new Uint8Array(fs.readFileSync(packageFile(pkg, file)))
	const name = path.basename(file)
	const result = await readDocument({ name, size: bytes.length, bytes })
	if (!result.ok) throw new Error(`${name}: ${result.problem.code}`)
	const { source, pagesRead, pages } = result.document
	return {
		name,
		clean: source,
		pagesNotRead: pages && pagesRead && pagesRead < pages ? { read: pagesRead, total: pages } : undefined,
	}
}

async function htmlInput(pkg: string, file: string): Promise<SourceInput> {
	const html = fs.readFileSync(packageFile(pkg, file), 'utf8')
	// FreedomBox's manual pages are fragments: served as a page, as a web server would
	const body = /<html[\s>]/i.test(html)
		? html
		: `<!doctype html><html lang="es"><head><title></title></head><body>${html}</body></html>`
	const url = `https://example.org/${path.basename(file)}`
	return { name: url, clean: extractArticle(body, url).source }
}

/** ~340 words a user might paste: an everyday Spanish text with a figure, an abbreviation and an address. */
const PASTED = `La huerta urbana del barrio empezó hace tres años en un solar abandonado junto al mercado. Hoy la cuidan unas cuarenta familias, que se reparten las parcelas por sorteo cada mes de marzo y se turnan para regar durante el verano.

El ayuntamiento cedió el terreno con una condición: que la huerta estuviera abierta a los colegios de la zona. Por eso, cada martes y jueves por la mañana, grupos de alumnos de primaria aprenden a sembrar tomates, lechugas y habas, y a reconocer los insectos que ayudan al cultivo.

La asociación de vecinos calcula que la huerta produce unos 1.200 kilos de verdura al año. Una parte se reparte entre las familias y el resto se dona al comedor social de la parroquia, que atiende a más de doscientas personas cada semana.

No todo ha sido fácil. El primer verano se secaron casi todas las plantas porque el agua llegaba con poca presión, y hubo que instalar un sistema de riego por goteo con ayuda de una cooperativa de la comarca. También hubo discusiones sobre el uso de pesticidas, que terminaron con un acuerdo: en la huerta solo se usan productos ecológicos, p. ej. jabón potásico o infusión de ortiga.

Lo que más valoran los vecinos, según una encuesta de la propia asociación, no es la verdura, sino la convivencia. Personas mayores que vivían solas han encontrado un lugar donde charlar cada tarde, y muchos jóvenes han aprendido de ellas a podar, a hacer compost y a guardar semillas de un año para otro.

El próximo objetivo es construir un pequeño invernadero para cultivar también en invierno. La asociación ha pedido una subvención de 8.000 euros y ha organizado una fiesta de la cosecha en octubre para recaudar el resto. Quien quiera participar puede escribir a huerta@vecinos.example.org o pasar por el solar cualquier sábado por la mañana.`

export const corpus: Corpus[] = [
	{
		name: 'maint-guide-es (PDF)',
		title: 'Guía del nuevo desarrollador de Debian',
		input: () => pdfInput('maint-guide-es', 'usr/share/doc/maint-guide-es/maint-guide.es.pdf'),
	},
	{
		name: 'debian-edu-doc-es (PDF)',
		title: 'Manual de Debian Edu Bookworm',
		input: () => pdfInput('debian-edu-doc-es', 'usr/share/doc/debian-edu-doc-es/debian-edu-bookworm-manual.pdf'),
	},
	{
		name: 'freedombox-doc-es (HTML)',
		title: 'Copias de seguridad en FreedomBox',
		input: () => htmlInput('freedombox-doc-es', 'usr/share/freedombox/manual/es/Backups.part.html'),
	},
	{
		name: 'debian-reference-es (HTML)',
		title: 'Gestión de paquetes en Debian',
		input: () => htmlInput('debian-reference-es', 'usr/share/debian-reference/ch02.es.html'),
	},
	{
		name: 'texto pegado',
		title: 'La huerta del barrio',
		input: async () => ({ name: '', clean: cleanPlainText(PASTED), always: true }),
	},
]

/**
 * What a listener should never hear, counted per script line. A superscript in a mixed-case name ('GOsa²') is the
 * name, not a footnote mark.
 */
export const artefactKinds = {
	pageNumbers: /(?:^|[.!?»]\s)\d{1,3}\s+\p{Lu}\p{Ll}|\b\d{1,3}\s*\/\s*\d{1,3}\b(?!\s*(?:kg|km|h))|\bp[áa]gina\s+\d+\b/u,
	hyphenBreaks: /\p{L}-\s+\p{Ll}/u,
	footnotes: /\[\d{1,3}\]|\^\[?\d|(?<!\p{Lu}\p{L}*\p{Lu}\p{L}*)[⁰¹²³⁴⁵⁶⁷⁸⁹]|(?:^|\s)\d\p{Lu}\p{Ll}|\p{Ll}[.,;:]\d{1,2}(?=\s|$)/u,
	urls: /https?:\/\/|\bwww\.|\b[\w-]+\.(?:org|com|net|es|html?|php)\b|\b[\w.+-]+@[\w-]+\.|\b\d{1,3}(?:\.\d{1,3}){3}\b/u,
	/** prompts, braces, calls, paths, options, file names with a code extension, identifiers_with_underscores */
	code: /(?:^|\s)[$#]\s+\w|[{}`]|\b\w+\(\)|(?:^|[\s(«"“'])\/(?:usr|etc|var|home|bin|tmp|lib)\b|(?:^|\s)--\w|\*\/\w|\p{L}\/(?=[\s,.;:»]|$)|\b\p{Ll}[\w-]*\.(?:install|docs|examples|links|dirs|cron|service)\b|\b[\w-]+\.(?:tar|gz|deb|dsc|changes|conf|sh|py|json|ya?ml|diff|patch)\b|\p{L}_\p{L}/u,
} as const

type Counts = Record<keyof typeof artefactKinds | 'otherLanguage' | 'repeatedPresenter', number>

export function countArtefacts(script: Script): Counts {
	const counts: Counts = {
		pageNumbers: 0,
		hyphenBreaks: 0,
		footnotes: 0,
		urls: 0,
		code: 0,
		otherLanguage: 0,
		repeatedPresenter: 0,
	}
	const presenterLines = new Map<string, number>()
	for (const section of script.sections)
		for (const line of section.lines) {
			for (const [kind, pattern] of Object.entries(artefactKinds))
				if (pattern.test(line.text)) counts[kind as keyof typeof artefactKinds]++
			if (detectLanguage(line.text) === 'en') counts.otherLanguage++
			if (line.speaker === 'presenter') presenterLines.set(line.text, (presenterLines.get(line.text) ?? 0) + 1)
		}
	for (const times of presenterLines.values()) if (times > 2) counts.repeatedPresenter += times - 2
	return counts
}

export async function benchQuality() {
	const dir = tempDir('ondacast-bench-quality')
	const saved = process.env.DATA_DIR
	process.env.DATA_DIR = dir
	resetEnv()
	const plan = getPlan(PLAN)
	const rows: string[] = []
	const totals: Counts = {
		pageNumbers: 0,
		hyphenBreaks: 0,
		footnotes: 0,
		urls: 0,
		code: 0,
		otherLanguage: 0,
		repeatedPresenter: 0,
	}
	const scripts: Array<{ name: string; text: string }> = []
	let inWindow = 0
	let inRange = 0
	try {
		for (const doc of corpus) {
			const input = await doc.input()
			const prepared = prepareSources([input], { language: 'es', title: doc.title })
			const words = countWords(prepared.text)
			let script: Script
			try {
				script = composeScript({
					sources: prepared.text,
					sections: prepared.sections,
					title: doc.title,
					podcastName: 'Ondas Libres',
					presenterName: NAMES.presenter,
					guestName: NAMES.guest,
					genders: { presenter: 'male', guest: 'female' },
					format: 'podcast',
					tone: 'formacion',
					language: 'castellano',
					monologue: false,
					targetWords: targetWords(plan.lengthMinutes),
				})
			} catch (error) {
				rows.push(`| ${doc.name} | ${words} source words: no script (${(error as Error).message}) |`)
				continue
			}
			const counts = countArtefacts(script)
			for (const key of Object.keys(totals) as Array<keyof Counts>) totals[key] += counts[key]
			const chapters = script.sections.slice(1, -1)
			const perChapter = chapters.map((section) => section.lines.reduce((sum, line) => sum + countWords(line.text), 0))
			const lines = episodeLines(script, VOICES)
			const clips = await synthesiseLines({
				language: 'castellano',
				lines,
				provider: localSpeechProvider,
				concurrency: getEnv().SPEECH_CONCURRENCY,
				cachePrefix: 'speech-cache/quality',
			})
			const episode = await assembleEpisode({
				clips: clips.map((audio, index) => ({ audio, format: audioFormatOf(audio), pauseAfterMs: lines[index]!.pauseAfterMs })),
			})
			const mp3 = path.join(dir, 'episode.mp3')
			fs.writeFileSync(mp3, episode.mp3)
			const loudness = await measureLoudness(['-i', mp3], { truePeak: true })
			const minutes = episode.durationSeconds / 60
			const estimate = scriptWords(script) / WORDS_PER_MINUTE
			const within = Math.abs(loudness.integratedLufs + 16) <= 0.5 && (loudness.truePeakDbtp ?? 0) <= -1
			if (within) inWindow++
			if (minutes >= plan.lengthMinutes.min && minutes <= plan.lengthMinutes.max) inRange++
			rows.push(
				`| ${doc.name} | ${counts.pageNumbers} | ${counts.hyphenBreaks} | ${counts.footnotes} | ${counts.urls} | ${counts.code} | ${counts.otherLanguage} | ${counts.repeatedPresenter} | ${chapters.length}: ${perChapter.join(', ')} | ${minutes.toFixed(1)} (${estimate.toFixed(1)} est.) | ${loudness.integratedLufs.toFixed(1)} | ${loudness.truePeakDbtp?.toFixed(1)} |`,
			)
			scripts.push({
				name: doc.name,
				text: script.sections
					.map((s) => [`## ${s.title}`, ...s.lines.map((l) => `${NAMES[l.speaker]}: ${l.text}`)].join('\n'))
					.join('\n\n'),
			})
		}
		const { min, max } = plan.lengthMinutes
		console.log(`\n## Quality (${corpus.length} documents, plan ${plan.name} ${min}–${max} min, local composer and voices)\n`)
		console.log(
			'| document | page nos. | hyphen breaks | footnote marks | URLs | code | other language | repeated presenter | chapters: words each | minutes | LUFS | dBTP |',
		)
		console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
		for (const row of rows) console.log(row)
		console.log(
			`| **total** | ${totals.pageNumbers} | ${totals.hyphenBreaks} | ${totals.footnotes} | ${totals.urls} | ${totals.code} | ${totals.otherLanguage} | ${totals.repeatedPresenter} | | ${inRange}/${corpus.length} in ${min}–${max} min | ${inWindow}/${corpus.length} within −16 ±0.5 LU and ≤ −1 dBTP | |`,
		)
		const out = path.join(CACHE, 'scripts')
		fs.mkdirSync(out, { recursive: true })
		for (const { name, text } of scripts) fs.writeFileSync(path.join(out, `${name.replace(/[^\w-]+/g, '_')}.txt`), text)
		console.log(`\nScripts written to ${out} (outside the repository).`)
	} finally {
		if (saved === undefined) delete process.env.DATA_DIR
		else process.env.DATA_DIR = saved
		resetEnv()
		fs.rmSync(dir, { recursive: true, force: true })
	}
}
