import { type ChatMessage, chatText } from '#app/integrations/openai/chat-text.server.ts'
import { type OpenAIClient, requireChatClient } from '#app/integrations/openai/client.server.ts'
import type { EpisodeErrorCode } from '#app/modules/errors/error-codes.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { Sleep } from '#app/utils/retry.ts'
import { type Grounds, groundsOf, ungroundedTerms } from './grounding.ts'
import { type EpisodePlan, planEpisode, plannedWords } from './model-chapters.ts'
import { type Line, type ParsedAnswer, parseAnswer, parseRewrite } from './model-lines.ts'
import {
	chapterMessage,
	DROP,
	introMessage,
	outroMessage,
	PART_TITLES,
	repairMessage,
	rewriteMessage,
	systemPrompt,
} from './model-prompts.ts'
import { type Script, type ScriptRequest, scriptWords } from './script-types.ts'

/** A chapter's answer off by more than this share of its words is sent back once to be lengthened or shortened. */
const CHAPTER_TOLERANCE = 0.3
/** The finished script may be off the plan's words by this share at most; beyond, the model failed. */
const SCRIPT_TOLERANCE = 0.35
/** Lines of one part asked to be rewritten for an invented figure or name at most; any further one is dropped. */
const MAX_REWRITES_PER_PART = 3

/** The model's answers could not be made into a script, even after one request to correct each problem. */
export class ModelScriptError extends Error {
	override name = 'ModelScriptError'
	readonly code: EpisodeErrorCode = 'MODEL_SCRIPT_UNUSABLE'
	/** The last answer received, for the logs. */
	readonly output: string

	constructor(message: string, output = '') {
		super(message)
		this.output = output
	}
}

export type OpenAIWriterDeps = {
	/** Default: the client from OPENAI_API_KEY / OPENAI_BASE_URL (a local server needs no key). */
	client?: OpenAIClient
	/** Default: OPENAI_MODEL. */
	model?: string
	signal?: AbortSignal
	/** Waits between retries (tests record the delays instead of waiting). */
	sleep?: Sleep
}

/** What every part's requests share. */
type Context = {
	request: ScriptRequest
	system: string
	ask: (messages: ChatMessage[]) => ReturnType<typeof chatText>
}

/** One request of the episode: a chapter, the intro or the outro, what it may cite and its length. */
type Part = { user: string; sources: string; grounds: Grounds; targetWords?: number }

/**
 * Writes a script with a chat model (OpenAI, or a 3–8 B model behind Ollama, llama.cpp's server or vLLM) from the
 * request's sources only, part by part so that each request fits an 8k context: the intro, then each chapter of the
 * document's structure with only its own sources (model-chapters.ts), then the outro. Each answer is in a line format,
 * not JSON (model-lines.ts); one with a problem (no labels, a voice missing, cut, a chapter's length off by more than
 * ±30 %) is sent back once with the problem, and still unusable it is a ModelScriptError. Every figure and name of
 * every line must be in that part's sources (grounding.ts): a line that invents one is rewritten once, or dropped.
 * The script must end within ±35 % of the plan's words. ADR 0044.
 */
export async function writeScriptWithOpenAI(request: ScriptRequest, deps: OpenAIWriterDeps = {}): Promise<Script> {
	const client = deps.client ?? requireChatClient()
	const model = deps.model ?? getEnv().OPENAI_MODEL
	const plan = planEpisode(request)
	const context: Context = {
		request,
		system: systemPrompt(request),
		ask: (messages) => chatText({ messages, client, model, signal: deps.signal, sleep: deps.sleep }),
	}
	// the intro and the outro may cite the episode's title, the podcast, the hosts and the chapters' titles
	const names = [
		request.title,
		request.podcastName,
		request.presenterName,
		request.guestName,
		...plan.chapters.map((c) => c.title),
	]
	const framing = (user: string): Part => ({ user, sources: names.join('\n'), grounds: groundsOf(names) })
	const titles = PART_TITLES[request.language]

	const intro = await writePart(context, framing(introMessage(request, plan)))
	const chapters: Script['sections'] = []
	for (const [index, chapter] of plan.chapters.entries()) {
		const lines = await writePart(context, {
			user: chapterMessage(request, plan, index),
			sources: chapter.sources,
			grounds: groundsOf([chapter.sources, ...names]),
			targetWords: chapter.words,
		})
		if (lines.length) chapters.push({ title: chapter.title, lines })
	}
	const outro = await writePart(context, framing(outroMessage(request, plan)))
	const script = {
		sections: [
			...(intro.length ? [{ title: titles.intro, lines: intro }] : []),
			...chapters,
			...(outro.length ? [{ title: titles.outro, lines: outro }] : []),
		],
	}
	checkLength(script, chapters.length, plan)
	return script
}

/**
 * One part: ask, parse and check the answer; a problem gets one repair request (the model sees its answer and what
 * is wrong); then each line is checked against the part's grounds.
 */
async function writePart(context: Context, part: Part): Promise<Line[]> {
	const { request } = context
	const parse = (answer: { content: string; truncated: boolean }) =>
		parseAnswer(answer.content, {
			language: request.language,
			names: { presenter: request.presenterName, guest: request.guestName },
			monologue: request.monologue,
			truncated: answer.truncated,
			targetWords: part.targetWords,
			tolerance: CHAPTER_TOLERANCE,
		})
	const messages: ChatMessage[] = [
		{ role: 'system', content: context.system },
		{ role: 'user', content: part.user },
	]
	const first = await context.ask(messages)
	let parsed = parse(first)
	if (parsed.problems.length) {
		const second = await context.ask([
			...messages,
			{ role: 'assistant', content: first.content },
			{ role: 'user', content: repairMessage(parsed.problems, request) },
		])
		const repaired = parse(second)
		const chosen = usable(parsed, repaired, part.targetWords)
		if (!chosen)
			throw new ModelScriptError(
				`El modelo no devolvió un guion utilizable ni tras pedirle que lo corrigiera: ${repaired.problems.map((problem) => problem.text).join('; ')}.`,
				second.content,
			)
		parsed = chosen
	}
	return grounded(context, part, parsed.lines)
}

/**
 * The answer to keep of the two: the repaired one when it has no problem left; otherwise the one whose only problem
 * is its length, the closer to the target when both are; null when both have a problem of format.
 */
function usable(first: ParsedAnswer, repaired: ParsedAnswer, target = 0): ParsedAnswer | null {
	if (!repaired.problems.length) return repaired
	const fine = [repaired, first].filter((answer) => answer.problems.every((problem) => problem.kind === 'length'))
	if (!fine.length) return null
	return fine.reduce((best, answer) => (Math.abs(answer.words - target) < Math.abs(best.words - target) ? answer : best))
}

/**
 * The lines whose figures and names are all in the part's grounds. A line that invents one is asked for again once
 * without it (up to MAX_REWRITES_PER_PART per part); still invented, or beyond that, it is dropped, and so is the
 * question a dropped answer was answering.
 */
async function grounded(context: Context, part: Part, lines: readonly Line[]): Promise<Line[]> {
	const { request } = context
	// an English episode, or sources in the other language: ordinary names are translated (Spain → España), so only
	// figures and marked names are compared
	const translated = request.language === 'english' || Boolean(request.otherLanguageSources)
	const kept: Line[] = []
	let rewrites = 0
	for (const line of lines) {
		const invented = ungroundedTerms(line.text, part.grounds, { translated })
		if (!invented.length) {
			kept.push(line)
			continue
		}
		let text: string | null = null
		if (rewrites < MAX_REWRITES_PER_PART) {
			rewrites++
			const answer = await context.ask([
				{ role: 'system', content: context.system },
				{ role: 'user', content: rewriteMessage(line, invented, part.sources, request) },
			])
			text = answer.truncated
				? null
				: parseRewrite(answer.content, { presenter: request.presenterName, guest: request.guestName })
		}
		if (text && !text.includes(DROP) && !ungroundedTerms(text, part.grounds, { translated }).length) {
			kept.push({ speaker: line.speaker, text })
			continue
		}
		console.warn('[script] dropped a line the sources do not support:', invented.join(', '))
		const question = kept.at(-1)
		if (line.speaker === 'guest' && question?.speaker === 'presenter' && question.text.endsWith('?')) kept.pop()
	}
	return kept
}

/** No chapter left, or a script off the plan's words by more than SCRIPT_TOLERANCE, is a ModelScriptError. */
function checkLength(script: Script, chapters: number, plan: EpisodePlan) {
	if (!chapters) throw new ModelScriptError('El modelo no escribió ningún capítulo que se apoye en las fuentes.')
	const words = scriptWords(script)
	const target = plannedWords(plan)
	if (Math.abs(words - target) > target * SCRIPT_TOLERANCE)
		throw new ModelScriptError(
			`El guion generado tiene ${words} palabras y el plan pedía unas ${target} (±${SCRIPT_TOLERANCE * 100} %).`,
		)
}
