import type { Script, ScriptLanguage } from '#app/modules/script/script-types.ts'

/**
 * A script and its title in another market's language: castellano ↔ latino (dialect adaptation) or Spanish ↔ English
 * (translation). Sections, speakers and the number of lines stay as they are.
 */
// TEMPORARY (lead replaces at merge): answers its input unchanged until the translators are wired in.
export async function translateScript(
	script: Script,
	options: { from: ScriptLanguage; to: ScriptLanguage; title: string },
): Promise<{ script: Script; title: string }> {
	return { script, title: options.title }
}
