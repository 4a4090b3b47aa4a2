import { type ChatMessage, chatText } from '#app/integrations/openai/chat-text.server.ts'
import { requireChatClient } from '#app/integrations/openai/client.server.ts'
import type { EpisodeErrorCode } from '#app/modules/errors/error-codes.ts'
import { ModelScriptError, type OpenAIWriterDeps } from '#app/modules/script/openai-writer.server.ts'
import type { Script, ScriptLanguage } from '#app/modules/script/script-types.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { translationMessage, translationRepairMessage, translationSystemPrompt } from './translation-prompts.ts'

/** The model's answers could not be read as the script's translation, even after one request to correct them. */
export class ModelTranslationError extends ModelScriptError {
	override name = 'ModelTranslationError'
	override readonly code: EpisodeErrorCode = 'MODEL_TRANSLATION_UNUSABLE'
}

type Deps = OpenAIWriterDeps

type Languages = { from: ScriptLanguage; to: ScriptLanguage; title: string }

/**
 * A script translated (English ↔ Spanish) or adapted (castellano ↔ latino) by the configured chat model, with the
 * episode's title: the same sections, the same number of lines in each and the same speakers, only the words
 * change. One request per section, so that each fits a small model's context; each answer is numbered items, one
 * per title or line sent, and one that misses, repeats or adds an item (or was cut) is sent back once with the
 * problem; still wrong, a ModelTranslationError.
 */
export async function translateScriptWithModel(
	script: Script,
	{ from, to, title }: Languages,
	deps: Deps = {},
): Promise<{ script: Script; title: string }> {
	if (from === to) return { script, title }
	const client = deps.client ?? requireChatClient()
	const model = deps.model ?? getEnv().OPENAI_MODEL
	const system = translationSystemPrompt(from, to)
	const ask = (messages: ChatMessage[]) => chatText({ messages, client, model, signal: deps.signal, sleep: deps.sleep })
	let translatedTitle = title
	const sections: Script['sections'] = []
	for (const [index, section] of script.sections.entries()) {
		const first = index === 0
		const items = [...(first ? [title] : []), section.title, ...section.lines.map((line) => line.text)]
		const translated = await translateItems(ask, system, items, first)
		if (first) translatedTitle = translated.shift()!
		const [sectionTitle, ...texts] = translated
		sections.push({
			title: sectionTitle!,
			lines: section.lines.map((line, i) => ({ speaker: line.speaker, text: texts[i]! })),
		})
	}
	return { script: { sections }, title: translatedTitle }
}

type Ask = (messages: ChatMessage[]) => ReturnType<typeof chatText>

/** The items translated, in order; one repair request when the answer's shape is wrong. */
async function translateItems(ask: Ask, system: string, items: readonly string[], episodeTitle: boolean) {
	const messages: ChatMessage[] = [
		{ role: 'system', content: system },
		{ role: 'user', content: translationMessage(items, { episodeTitle }) },
	]
	const answer = await ask(messages)
	const parsed = parseItems(answer.content, items.length, answer.truncated)
	if (!parsed.problems.length) return parsed.items
	const second = await ask([
		...messages,
		{ role: 'assistant', content: answer.content },
		{ role: 'user', content: translationRepairMessage(parsed.problems, items.length) },
	])
	const repaired = parseItems(second.content, items.length, second.truncated)
	if (!repaired.problems.length) return repaired.items
	throw new ModelTranslationError(
		`El modelo no devolvió una traducción utilizable ni tras pedirle que la corrigiera: ${repaired.problems.join(' ')}`,
		second.content,
	)
}

/**
 * The numbered items of an answer («[3] …», also «**[3]** …» or «3. …» as small models write them), prose and fences
 * around them ignored, and what is wrong with them: an item missing, empty or twice, one more than sent, a cut answer.
 */
export function parseItems(content: string, count: number, truncated = false) {
	const found = new Map<number, string[]>()
	for (const line of content.split('\n')) {
		const match = /^\s*(?:[*_]{0,2})\[?(\d{1,3})[\].)]?(?:[*_]{0,2})[:.]?\s+(.*)$/u.exec(line)
		if (!match) continue
		const number = Number(match[1])
		const text = match[2]!.replace(/^[*_]{1,2}|[*_]{1,2}$/gu, '').trim()
		found.set(number, [...(found.get(number) ?? []), text])
	}
	const problems: string[] = []
	if (truncated) problems.push('La respuesta se cortó antes de terminar.')
	const missing: number[] = []
	const items: string[] = []
	for (let number = 1; number <= count; number++) {
		const texts = found.get(number)
		if (!texts?.length || !texts[0]) missing.push(number)
		else if (texts.length > 1) problems.push(`El elemento [${number}] aparece ${texts.length} veces.`)
		items.push(texts?.[0] ?? '')
	}
	if (missing.length) problems.push(`Faltan o están vacíos: ${missing.map((n) => `[${n}]`).join(', ')}.`)
	const extra = [...found.keys()].filter((number) => number > count)
	if (extra.length) problems.push(`Sobran elementos: se enviaron ${count} y hay ${extra.map((n) => `[${n}]`).join(', ')}.`)
	return { items, problems }
}
