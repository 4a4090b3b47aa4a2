import { getChatClient } from '#app/integrations/openai/client.server.ts'
import type { Script, ScriptLanguage } from '#app/modules/script/script-types.ts'
import { adaptDialect } from './dialect-rules.ts'
import { translateScriptWithModel } from './model-translation.server.ts'
import { canTranslateOffline, translateParagraphs } from './translate-paragraphs.server.ts'

/**
 * A script and its title in another market's language (a version, ADR 0052): castellano ↔ latino is a dialect
 * adaptation (pronouns, verb forms, vocabulary), Spanish ↔ English a translation. With a language model configured the
 * model does either; without one, the dialect rules (dialect-rules.ts) and Apertium (translate-paragraphs.server.ts,
 * which finishes its Spanish with the same rules). Sections, speakers and the number of lines stay as they are:
 * chapters are kept. Throws TranslationError (TRANSLATION_UNAVAILABLE, …) when this server cannot translate.
 */
export async function translateScript(
	script: Script,
	{ from, to, title }: { from: ScriptLanguage; to: ScriptLanguage; title: string },
): Promise<{ script: Script; title: string }> {
	if (from === to) return { script, title }
	const client = getChatClient()
	if (client) return translateScriptWithModel(script, { from, to, title }, { client })
	// the title and chapter titles are headings (English capitalises a title's words), the lines are paragraphs
	const texts = [
		{ text: title, heading: true },
		...script.sections.flatMap((section) => [
			{ text: section.title, heading: true },
			...section.lines.map((line) => ({ text: line.text, heading: false })),
		]),
	]
	const translated =
		from !== 'english' && to !== 'english'
			? texts.map((item) => adaptDialect(item.text, to))
			: await translateParagraphs(texts, { from: from === 'english' ? 'en' : 'es', to })
	let next = 1
	const take = (original: string) => translated[next++]?.trim() || original
	return {
		title: translated[0]?.trim() || title,
		script: {
			sections: script.sections.map((section) => ({
				title: take(section.title),
				lines: section.lines.map((line) => ({ speaker: line.speaker, text: take(line.text) })),
			})),
		},
	}
}

/** Whether this server can make a version in `to` from `from` (a model, the dialect rules, or Apertium installed). */
export function canTranslateScript(from: ScriptLanguage, to: ScriptLanguage) {
	if (from === to || getChatClient()) return true
	if (from !== 'english' && to !== 'english') return true
	return canTranslateOffline(from === 'english' ? 'en' : 'es', to)
}
