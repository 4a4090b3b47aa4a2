// Quality benchmark (`npm run bench -- quality`): real documents nobody on the project wrote, Spanish ones of different
// kinds (bench/quality-corpus.ts), each through the real pipeline: sources → clean → script (local composer) →
// speech (local voices) → MP3. Prints per document and in total the artefacts left in the script, what a listener
// would notice (app/modules/script/listener-checks.ts), the share of Spanish sentences (an English document is made
// into a castellano episode too: translation), the words per chapter, the minutes against the plan's range and
// the MP3's loudness and true peak. `--no-audio` (or QUALITY_AUDIO=0) skips speech: minutes are estimated from words.
// Every script and its findings are written to the cache directory, outside the repository.
import fs from 'node:fs'
import path from 'node:path'
import { measureLoudness } from '#app/integrations/ffmpeg/loudness.server.ts'
import { localSpeechProvider } from '#app/integrations/speech/local-speech.server.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { episodeLines } from '#app/modules/audio/episode-lines.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { detectLanguage } from '#app/modules/content/clean/language.ts'
import { type PreparedSources, prepareSources } from '#app/modules/content/prepare-sources.ts'
import { settleLanguages } from '#app/modules/episodes/gather-sources.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import {
	countListenerProblems,
	episodeOpening,
	findListenerProblems,
	type ListenerFinding,
	listenerCheckKinds,
} from '#app/modules/script/listener-checks.ts'
import { composeScript } from '#app/modules/script/local-composer.ts'
import {
	countWords,
	openingOf,
	renderScript,
	type Script,
	scriptWords,
	targetWords,
	WORDS_PER_MINUTE,
} from '#app/modules/script/script-types.ts'
import { getEnv, resetEnv } from '#app/utils/env.server.ts'
import { tempDir } from '#tests/support/test-postgres.ts'
import { CACHE, corpus } from './quality-corpus.ts'

const PLAN = 'creadores'
const LANGUAGE = 'castellano'
const VOICES = { presenter: 'local-es-presentador', guest: 'local-es-invitada' }
const NAMES = { presenter: 'Álvaro', guest: 'Lucía' }

/**
 * What a listener should never hear, counted per script line. A superscript in a mixed-case name ('GOsa²') is the
 * name, not a footnote mark.
 */
export const artefactKinds = {
	pageNumbers: /(?:^|[.!?»]\s)\d{1,3}\s+\p{Lu}\p{Ll}|\b\d{1,3}\s*\/\s*\d{1,3}\b(?!\s*(?:kg|km|h))|\bp[áa]gina\s+\d+\b/u,
	/** a word cut at a line's end («divi- sión»); not prefixes listed with a hyphen («sub-, post- e inter-») */
	hyphenBreaks: /\p{L}-\s+(?!(?:y|e|o|u)\s)\p{Ll}/u,
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

/**
 * The script's sentences whose language the paragraph detector can tell (app/modules/content/clean/language.ts, at
 * its sentence threshold of 5 words) and how many of them are Spanish: what a castellano episode should be.
 */
function spanishSentences(script: Script) {
	let spanish = 0
	let known = 0
	for (const section of script.sections)
		for (const line of section.lines)
			for (const sentence of line.text.split(/(?<=[.!?…])\s+/)) {
				const language = detectLanguage(sentence, 5)
				if (language === 'unknown') continue
				known++
				if (language === 'es') spanish++
			}
	return { spanish, known }
}

function share({ spanish, known }: { spanish: number; known: number }) {
	return known ? `${Math.round((spanish / known) * 100)} % of ${known}` : '—'
}

/** Short column names for the listener checks, in listenerCheckKinds' order. */
const CHECK_COLUMNS: Record<(typeof listenerCheckKinds)[number], string> = {
	unansweredQuestions: 'unanswered questions',
	outOfOrder: 'out of source order',
	authorAsides: 'author asides',
	repeatedSentences: 'said twice',
	runInHeadings: 'run-in headings',
	symbolHoles: 'symbol holes',
	registerMismatches: 'usted with tú hosts',
	repeatedOpenings: 'repeated opening',
	badChapterTitles: 'bad chapter titles',
}

type Composed = {
	doc: (typeof corpus)[number]
	prepared: PreparedSources
	script: Script | null
	error?: string
}

function compose(
	doc: (typeof corpus)[number],
	prepared: PreparedSources,
	plan: ReturnType<typeof getPlan>,
	previousOpenings: string[],
): Composed {
	try {
		const script = composeScript({
			sources: prepared.text,
			sections: prepared.sections,
			title: doc.title,
			podcastName: 'Ondas Libres',
			presenterName: NAMES.presenter,
			guestName: NAMES.guest,
			genders: { presenter: 'male', guest: 'female' },
			format: 'podcast',
			tone: 'formacion',
			language: LANGUAGE,
			monologue: false,
			targetWords: targetWords(plan.lengthMinutes),
			// the run's documents are episodes of one podcast, in order: each opens unlike the ones before
			previousOpenings,
		})
		return { doc, prepared, script }
	} catch (error) {
		return { doc, prepared, script: null, error: (error as Error).message }
	}
}

/** The prepared sections as Markdown: each heading at its level, then its paragraphs. */
function sourceText({ sections }: PreparedSources) {
	return sections
		.map(({ heading, level, paragraphs }) =>
			[heading ? `${'#'.repeat(Math.min(level + 1, 6))} ${heading}` : null, ...paragraphs].filter(Boolean).join('\n\n'),
		)
		.join('\n\n')
}

/** The episode's MP3: its minutes and loudness. */
async function listen(script: Script, dir: string) {
	const lines = episodeLines(script, VOICES)
	const clips = await synthesiseLines({
		language: LANGUAGE,
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
	return { minutes: episode.durationSeconds / 60, lufs: loudness.integratedLufs, truePeak: loudness.truePeakDbtp ?? 0 }
}

function findingsText(findings: readonly ListenerFinding[]) {
	return findings
		.map(
			(finding) => `[${finding.check}] (${finding.chapter}) ${finding.text}${finding.detail ? `\n    ← ${finding.detail}` : ''}`,
		)
		.join('\n')
}

export async function benchQuality({ audio = true }: { audio?: boolean } = {}) {
	const dir = tempDir('ondacast-bench-quality')
	const saved = process.env.DATA_DIR
	process.env.DATA_DIR = dir
	resetEnv()
	const plan = getPlan(PLAN)
	const { min, max } = plan.lengthMinutes
	const out = path.join(CACHE, 'scripts')
	fs.mkdirSync(out, { recursive: true })
	try {
		const docs = corpus.filter((doc) => {
			const missing = doc.missing?.()
			if (missing) console.log(`Skipped ${doc.name}: ${missing}`)
			return !missing
		})
		const composed: Composed[] = []
		for (const doc of docs) {
			const input = await doc.input()
			const earlier = composed.flatMap(({ script }) => (script ? [openingOf(script)] : [])).reverse()
			composed.push(
				compose(
					doc,
					// as the script job does without a model: other-language paragraphs translated by Apertium
					prepareSources((await settleLanguages([input], LANGUAGE, { model: false })).inputs, { title: doc.title }),
					plan,
					earlier.filter((line): line is string => line !== null),
				),
			)
		}
		const openings = composed.map(({ script, doc }) => (script ? episodeOpening(script, doc.title) : ''))

		const artefactRows: string[] = []
		const checkRows: string[] = []
		const artefactTotals = countArtefacts({ sections: [] })
		const spanishTotals = { spanish: 0, known: 0 }
		const checkTotals = countListenerProblems([])
		let inWindow = 0
		let inRange = 0
		for (const [index, { doc, prepared, script, error }] of composed.entries()) {
			const sourceWords = countWords(prepared.text)
			if (!script) {
				artefactRows.push(`| ${doc.name} | ${doc.kind} | ${sourceWords} | no script: ${error} |`)
				checkRows.push(`| ${doc.name} | no script |`)
				continue
			}
			const artefacts = countArtefacts(script)
			for (const key of Object.keys(artefactTotals) as Array<keyof typeof artefactTotals>) artefactTotals[key] += artefacts[key]
			const findings = findListenerProblems({
				script,
				sources: prepared.sections,
				language: LANGUAGE,
				title: doc.title,
				otherOpenings: openings.filter((_, other) => other !== index),
			})
			const checks = countListenerProblems(findings)
			for (const kind of listenerCheckKinds) checkTotals[kind] += checks[kind]
			const chapters = script.sections.slice(1, -1)
			const perChapter = chapters.map((section) => section.lines.reduce((sum, line) => sum + countWords(line.text), 0))
			const estimate = scriptWords(script) / WORDS_PER_MINUTE
			let minutes = `— (${estimate.toFixed(1)} est.)`
			let loudness = '— | —'
			if (audio) {
				const heard = await listen(script, dir)
				minutes = `${heard.minutes.toFixed(1)} (${estimate.toFixed(1)} est.)`
				loudness = `${heard.lufs.toFixed(1)} | ${heard.truePeak.toFixed(1)}`
				if (Math.abs(heard.lufs + 16) <= 0.5 && heard.truePeak <= -1) inWindow++
				if (heard.minutes >= min && heard.minutes <= max) inRange++
			} else if (estimate >= min && estimate <= max) inRange++
			const spanish = spanishSentences(script)
			spanishTotals.spanish += spanish.spanish
			spanishTotals.known += spanish.known
			artefactRows.push(
				`| ${doc.name} | ${doc.kind} | ${sourceWords} | ${share(spanish)} | ${artefacts.pageNumbers} | ${artefacts.hyphenBreaks} | ${artefacts.footnotes} | ${artefacts.urls} | ${artefacts.code} | ${artefacts.otherLanguage} | ${artefacts.repeatedPresenter} | ${chapters.length}: ${perChapter.join(', ')} | ${minutes} | ${loudness} |`,
			)
			checkRows.push(`| ${doc.name} | ${listenerCheckKinds.map((kind) => checks[kind]).join(' | ')} | ${findings.length} |`)
			const file = path.join(out, doc.name)
			fs.writeFileSync(`${file}.txt`, renderScript(script, NAMES))
			fs.writeFileSync(`${file}.checks.txt`, findingsText(findings))
			// what the composer read, so that a reviewer can check each line against its source
			fs.writeFileSync(`${file}.source.md`, sourceText(prepared))
		}

		const how = audio ? 'local composer and voices' : 'local composer, no speech (--no-audio): minutes estimated'
		console.log(`\n## Quality (${docs.length} documents, plan ${plan.name} ${min}–${max} min, ${how})\n`)
		console.log(
			'| document | kind | source words | Spanish sentences | page nos. | hyphen breaks | footnote marks | URLs | code | other language | repeated presenter | chapters: words each | minutes | LUFS | dBTP |',
		)
		console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
		for (const row of artefactRows) console.log(row)
		const t = artefactTotals
		console.log(
			`| **total** | | | ${share(spanishTotals)} | ${t.pageNumbers} | ${t.hyphenBreaks} | ${t.footnotes} | ${t.urls} | ${t.code} | ${t.otherLanguage} | ${t.repeatedPresenter} | | ${inRange}/${docs.length} in ${min}–${max} min | ${audio ? `${inWindow}/${docs.length} within −16 ±0.5 LU and ≤ −1 dBTP` : '—'} | |`,
		)
		console.log('\n### What a listener notices (app/modules/script/listener-checks.ts)\n')
		console.log(`| document | ${listenerCheckKinds.map((kind) => CHECK_COLUMNS[kind]).join(' | ')} | all |`)
		console.log(`|---|${listenerCheckKinds.map(() => '---|').join('')}---|`)
		for (const row of checkRows) console.log(row)
		const all = listenerCheckKinds.reduce((sum, kind) => sum + checkTotals[kind], 0)
		console.log(`| **total** | ${listenerCheckKinds.map((kind) => checkTotals[kind]).join(' | ')} | ${all} |`)
		console.log('\nDocuments:')
		for (const doc of docs) console.log(`- ${doc.name}: ${doc.origin}`)
		console.log(
			`\nScripts, their findings and the sources they were written from (.source.md) written to ${out} (outside the repository).`,
		)
	} finally {
		if (saved === undefined) delete process.env.DATA_DIR
		else process.env.DATA_DIR = saved
		resetEnv()
		fs.rmSync(dir, { recursive: true, force: true })
	}
}
