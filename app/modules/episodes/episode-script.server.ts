/** An episode's stored script: the speakers' names, the structure its lines are made from, and reading and saving an edit of it. */
import { parseScriptText, type ScriptTextError } from '#app/modules/script/script-text.ts'
import { renderScript, type Script, scriptSchema } from '#app/modules/script/script-types.ts'
import { scriptEdited } from './episode-lifecycle.server.ts'
import type { EpisodePage } from './episode-view.server.ts'

/** The names the script's lines use. */
export function speakerNames(episode: Pick<EpisodePage, 'presenterName' | 'guestName'>) {
	return { presenter: episode.presenterName ?? 'Presentador', guest: episode.guestName ?? 'Invitado' }
}

/** The stored script structure, or null while there is none. */
export function storedScript(episode: Pick<EpisodePage, 'scriptData'>): Script | null {
	const parsed = scriptSchema.safeParse(episode.scriptData)
	return parsed.success ? parsed.data : null
}

/**
 * The script text as the editor writes it ('## Título' sections, 'NOMBRE: texto' lines), read back into sections and
 * lines (the structure the audio is made from) and in its readable form; a line that cannot be read is the error.
 */
export function readScriptText(
	episode: Pick<EpisodePage, 'presenterName' | 'guestName' | 'isMonologue' | 'scriptData'>,
	text: string,
) {
	const names = speakerNames(episode)
	const previous = storedScript(episode)
	const parsed = parseScriptText(text, names, {
		monologue: episode.isMonologue,
		firstSectionTitle: previous?.sections[0]?.title ?? 'Introducción',
	})
	if (!parsed.ok) return parsed
	return { ok: true, script: parsed.script, text: renderScript(parsed.script, names) } as const
}

/** Saves the edited script text of an episode in preview (readScriptText); the error of a line that cannot be read. */
export async function saveScript(episode: EpisodePage, text: string) {
	const read = readScriptText(episode, text)
	if (!read.ok) return read
	if (await scriptEdited(episode.id, { data: read.script, text: read.text }, read.text !== episode.script)) return read
	return { ok: false, error: { key: 'episode.errors.notEditable' } satisfies ScriptTextError } as const
}
