import { renderScript, type Script, type ScriptLanguage, scriptSchema } from '#app/modules/script/script-types.ts'
import { translateScript } from '#app/modules/translation/translate-script.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { scriptWritten } from './episode-lifecycle.server.ts'

/** What the script job knows of a version it may write from its original. */
type VersionEpisode = {
	id: string
	versionOfId: string | null
	scriptTake: number
	language: string
	title: string
	presenterName: string | null
	guestName: string | null
}

/**
 * The script a version is written from: its original's, with the original's language. Only for the version's first
 * take (also when a failed first take is retried): another take asked for on the preview step is written from the
 * sources like any episode's. Null when there is nothing to translate (not a version, a later take, or an original
 * deleted or without a script meanwhile: then the sources the version kept are read instead).
 */
export async function originalScript(episode: VersionEpisode) {
	if (!episode.versionOfId || episode.scriptTake > 0) return null
	const original = await prisma.episode.findUnique({
		where: { id: episode.versionOfId },
		select: { scriptData: true, language: true },
	})
	const parsed = scriptSchema.safeParse(original?.scriptData)
	if (!original || !parsed.success) return null
	return { script: parsed.data, language: original.language as ScriptLanguage }
}

/**
 * The script job's work for a version: the original's script (chapters and lines as they are) and title in the
 * version's language, then generating → preview, where it is edited and approved like any other. A translation that
 * fails goes the script job's way (back to the input step, the quota unit refunded).
 */
export async function writeVersionScript(episode: VersionEpisode, original: { script: Script; language: ScriptLanguage }) {
	const to = episode.language as ScriptLanguage
	const translated =
		original.language === to
			? { script: original.script, title: episode.title }
			: await translateScript(original.script, { from: original.language, to, title: episode.title })
	// a translation that lost the script's shape fails here rather than on the preview step
	const script = scriptSchema.parse(translated.script)
	const names = { presenter: episode.presenterName ?? 'Presentador', guest: episode.guestName ?? 'Invitado' }
	const title = translated.title.trim() || episode.title
	await scriptWritten(episode.id, { data: script, text: renderScript(script, names) }, title)
	return { sections: script.sections.length, translatedFrom: original.language }
}
