import { countWords, type Script, type ScriptLanguage } from './script-types.ts'

/**
 * The line format the model writer asks for instead of JSON (small local models often lack JSON mode, and a line
 * format survives what they add around it): one turn per line, each opening with its speaker's label,
 * 'PRESENTADOR: …' / 'INVITADO: …' ('HOST: …' / 'GUEST: …' in English). Parsing forgives what does not change the
 * meaning (prose before or after the dialogue, a markdown fence, bold labels, a list marker, English or named labels,
 * stage directions) and reports what does as problems to send back to the model. Pure functions.
 */

export type Line = Script['sections'][number]['lines'][number]
type Speaker = Line['speaker']

/** The labels the model is asked to write, per script language. */
export function lineLabels(language: ScriptLanguage): Record<Speaker, string> {
	return language === 'english' ? { presenter: 'HOST', guest: 'GUEST' } : { presenter: 'PRESENTADOR', guest: 'INVITADO' }
}

/** Labels understood besides the ones asked for, compared without accents or case. */
const ALIASES: Record<Speaker, string[]> = {
	presenter: ['presentador', 'presentadora', 'host', 'presenter', 'anfitrion', 'anfitriona', 'conductor', 'conductora'],
	guest: ['invitado', 'invitada', 'guest', 'experto', 'experta', 'entrevistado', 'entrevistada', 'expert'],
}

/** A problem in an answer: its format (labels, speakers, a cut answer), or its length. */
export type AnswerProblem = { kind: 'format' | 'length'; text: string }

type ParseOptions = {
	language: ScriptLanguage
	names: { presenter: string; guest: string }
	monologue: boolean
	/** the answer stopped at the model's token limit */
	truncated: boolean
	/** the words asked for: an answer off by more than `tolerance` of them has a length problem */
	targetWords?: number
	tolerance?: number
}

export type ParsedAnswer = { lines: Line[]; words: number; problems: AnswerProblem[] }

/** A label: up to four words (a name with a role in brackets), in bold or brackets or not, then a colon. */
const LABEL = /^[*_[\s]*([\p{L}][\p{L} .'’-]{0,40}?(?:\s*\([^)]{1,40}\))?)[*_\]\s]*:[*_\s]*(.*)$/u

/**
 * The lines of a model's answer and what is wrong with it: unlabelled lines inside the dialogue, empty turns, a
 * missing voice, a guest in a monologue, a cut answer, or a length off by more than `tolerance` of `targetWords`.
 * Lines with several turns ('PRESENTADOR: … INVITADO: …') are split.
 */
export function parseAnswer(content: string, options: ParseOptions): ParsedAnswer {
	const labels = lineLabels(options.language)
	const raw = content
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !/^```|^#{1,6}\s|^[-*_=]{3,}$/u.test(line) && !isStageDirection(line))
	const entries: Array<{ line: string; labelled: Line | null }> = []
	for (const line of raw.flatMap((text) => splitTurns(text, labels))) {
		const labelled = labelOf(line, options.names)
		const previous = entries.at(-1)?.labelled
		// '**Lucía:**' alone on its line, the turn on the next one
		if (!labelled && previous && !previous.text) previous.text = cleanText(line)
		else entries.push({ line, labelled })
	}
	const first = entries.findIndex((entry) => entry.labelled)
	const last = entries.findLastIndex((entry) => entry.labelled)
	const problems: AnswerProblem[] = []
	const format = (text: string) => problems.push({ kind: 'format', text })
	const both = `${labels.presenter}: o ${labels.guest}:`

	if (first === -1) {
		format(`no hay ninguna línea que empiece por ${options.monologue ? `${labels.presenter}:` : both}`)
		return { lines: [], words: 0, problems }
	}
	// prose before the first turn and after the last one ('¡Claro! Aquí tienes…') is the model talking to us
	const dialogue = entries.slice(first, last + 1)
	const unlabelled = dialogue.filter((entry) => !entry.labelled).map((entry) => entry.line)
	if (unlabelled.length)
		format(
			`${unlabelled.length === 1 ? 'esta línea no empieza' : 'estas líneas no empiezan'} por ${both}, así que no se sabe quién la dice: ${unlabelled
				.slice(0, 3)
				.map((line) => `«${cut(line)}»`)
				.join(', ')}`,
		)
	const lines = dialogue.flatMap((entry) => (entry.labelled ? [entry.labelled] : []))
	if (lines.some((line) => !line.text)) format('hay intervenciones vacías, solo con la etiqueta')
	const said = lines.filter((line) => line.text)
	if (options.monologue && said.some((line) => line.speaker === 'guest'))
		format(`es un monólogo: solo habla ${options.names.presenter}, todas las líneas empiezan por ${labels.presenter}:`)
	if (!options.monologue && !said.some((line) => line.speaker === 'guest'))
		format(`falta ${options.names.guest}: es una conversación, con líneas ${labels.presenter}: y ${labels.guest}:`)
	if (!options.monologue && !said.some((line) => line.speaker === 'presenter'))
		format(`falta ${options.names.presenter}: es una conversación, con líneas ${labels.presenter}: y ${labels.guest}:`)
	if (options.truncated) format('la respuesta se cortó antes de terminar: escríbela entera, un poco más breve')

	const words = said.reduce((sum, line) => sum + countWords(line.text), 0)
	const { targetWords: target, tolerance = 0.3 } = options
	if (target && !problems.length && Math.abs(words - target) > target * tolerance)
		problems.push({
			kind: 'length',
			text:
				words < target
					? `tiene ${words} palabras y debe tener unas ${target}: alárgalo con más de lo que dicen las fuentes, sin inventar nada`
					: `tiene ${words} palabras y debe tener unas ${target}: acórtalo, quédate con lo más importante`,
		})
	return { lines: said, words, problems }
}

/** The turn a line opens ('**PRESENTADOR:** Hola' → presenter, 'Hola'), or null when it has no known label. */
function labelOf(line: string, names: ParseOptions['names']): Line | null {
	const match = LABEL.exec(line.replace(/^(?:[-*•>]|\d{1,2}[.)])\s+/u, ''))
	if (!match) return null
	const speaker = speakerOf(match[1]!, names)
	return speaker ? { speaker, text: cleanText(match[2]!) } : null
}

/** Who a label names: a role (any language in ALIASES) or one of the hosts' names ('Lucía', 'Lucía (presentadora)'). */
function speakerOf(label: string, names: ParseOptions['names']): Speaker | null {
	const words = fold(label).replace(/[()]/gu, ' ').split(/\s+/u).filter(Boolean)
	for (const speaker of ['presenter', 'guest'] as const) {
		const name = fold(names[speaker]).split(/\s+/u).filter(Boolean)
		if (words.some((word) => ALIASES[speaker].includes(word))) return speaker
		if (name.length && name.every((part, index) => words[index] === part)) return speaker
		if (name[0] && words.length === 1 && words[0] === name[0]) return speaker
	}
	return null
}

/** 'PRESENTADOR: ¿Y? INVITADO: Pues…' → two lines: a turn starts wherever a label in capitals does. */
function splitTurns(line: string, labels: Record<Speaker, string>) {
	const upper = [...Object.values(labels), 'PRESENTADOR', 'INVITADO', 'HOST', 'GUEST']
	const pattern = new RegExp(`\\s+(?=(?:\\*\\*)?(?:${[...new Set(upper)].join('|')})(?:\\*\\*)?\\s*:)`, 'u')
	return line.split(pattern)
}

/** A line that only stages the scene: '(Risas)', '[Música de entrada]', '*pausa*'. */
function isStageDirection(line: string) {
	return /^(?:\([^)]*\)|\[[^\]]*\]|\*[^*]+\*)$/u.test(line)
}

/** The spoken text: no markdown emphasis, no stage directions, no surrounding quotes, single spaces. */
function cleanText(text: string) {
	return text
		.replace(/\s*[([*](?:risas?|pausa|música|music|laughs?|pause|sonríe|ríe|suspira|smiles?|sighs?)[^)\]*]*[)\]*]\s*/giu, ' ')
		.replace(/\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)/gu, '')
		.replace(/\s+/gu, ' ')
		.trim()
		.replace(/^["“](.*)["”]$/u, '$1')
}

function fold(text: string) {
	return text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLocaleLowerCase('es')
		.replace(/[^\p{L}\s()]/gu, ' ')
		.trim()
}

function cut(line: string) {
	return line.length > 80 ? `${line.slice(0, 77)}…` : line
}

/**
 * The text of the one line a rewrite request answers with: its first labelled line (prose around it forgiven), or
 * the answer itself when it is a single unlabelled line; null when there is neither.
 */
export function parseRewrite(content: string, names: ParseOptions['names']): string | null {
	const lines = content
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !/^```/u.test(line))
	for (const line of lines) {
		const labelled = labelOf(line, names)
		if (labelled) return labelled.text || null
	}
	return lines.length === 1 ? cleanText(lines[0]!) || null : null
}
