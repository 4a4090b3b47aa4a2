import { parseScriptText, type ScriptTextError } from '#app/modules/script/script-text.ts'
import { renderScript, type Script, scriptSchema } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { enqueue } from '#app/utils/queue.server.ts'

/** The episode page's view of an episode: everything a step shows. */
const episodeSelect = {
	id: true,
	title: true,
	podcastName: true,
	episodeNumber: true,
	presenterName: true,
	guestName: true,
	episodeFormat: true,
	language: true,
	presenterVoiceId: true,
	guestVoiceId: true,
	isMonologue: true,
	urls: true,
	content: true,
	tone: true,
	sourceFiles: true,
	status: true,
	step: true,
	progress: true,
	errorMessage: true,
	script: true,
	scriptData: true,
	scriptTake: true,
	sourceWarnings: true,
} as const

/** The user's own episode, or a 404 for anyone else's (never telling them it exists). */
export async function requireOwnEpisode(userId: string, episodeId: string) {
	const episode = /^[0-9a-f-]{36}$/i.test(episodeId)
		? await prisma.episode.findFirst({ where: { id: episodeId, userId }, select: episodeSelect })
		: null
	if (!episode) throw new Response('Episodio no encontrado', { status: 404 })
	return episode
}

export type OwnEpisode = Awaited<ReturnType<typeof requireOwnEpisode>>

/** Just the progress of the user's own episode (what the page polls), or a 404. */
export async function requireEpisodeStatus(userId: string, episodeId: string) {
	const episode = /^[0-9a-f-]{36}$/i.test(episodeId)
		? await prisma.episode.findFirst({
				where: { id: episodeId, userId },
				select: { step: true, status: true, progress: true, errorMessage: true },
			})
		: null
	if (!episode) throw new Response('Episodio no encontrado', { status: 404 })
	return episode
}

/** The names the script's lines use. */
export function speakerNames(episode: Pick<OwnEpisode, 'presenterName' | 'guestName'>) {
	return { presenter: episode.presenterName ?? 'Presentador', guest: episode.guestName ?? 'Invitado' }
}

/** The stored script structure, or null while there is none. */
export function storedScript(episode: Pick<OwnEpisode, 'scriptData'>): Script | null {
	const parsed = scriptSchema.safeParse(episode.scriptData)
	return parsed.success ? parsed.data : null
}

/**
 * Saves the edited script text of an episode in preview: parsed back into sections and lines (the structure the
 * audio is made from) and kept in its readable form too. A line that cannot be read comes back as the error.
 */
export async function saveScript(episode: OwnEpisode, text: string) {
	const names = speakerNames(episode)
	const previous = storedScript(episode)
	const parsed = parseScriptText(text, names, {
		monologue: episode.isMonologue,
		firstSectionTitle: previous?.sections[0]?.title ?? 'Introducción',
	})
	if (!parsed.ok) return parsed
	const updated = await prisma.episode.updateMany({
		where: { id: episode.id, step: 'preview' },
		data: { scriptData: parsed.script, script: renderScript(parsed.script, names) },
	})
	if (updated.count === 1) return parsed
	return { ok: false, error: { key: 'episode.errors.notEditable' } satisfies ScriptTextError } as const
}

/**
 * Another take on the same sources: generating 25 → preview 50. The current script stays until the new one is
 * ready, and stays if the new one fails. It uses no quota (the episode has its unit).
 */
export async function regenerateScript(episodeId: string) {
	await prisma.$transaction(async (tx) => {
		const updated = await tx.episode.updateMany({
			where: { id: episodeId, step: { in: ['preview', 'approved'] } },
			data: { step: 'generating', status: 'generating', progress: 25, errorMessage: null },
		})
		if (updated.count === 0) return
		await enqueue('episode-script', { episodeId, variation: 1 + Math.floor(Math.random() * 1_000_000) }, { tx })
	})
}

/** Records the approval of the script (part 2 turns this into the audio). */
export async function approveScript(episodeId: string) {
	await prisma.episode.updateMany({
		where: { id: episodeId, step: 'preview' },
		data: { step: 'approved', status: 'approved', errorMessage: null },
	})
}

/** Back from an approved script to editing it. */
export async function reopenScript(episodeId: string) {
	await prisma.episode.updateMany({
		where: { id: episodeId, step: 'approved' },
		data: { step: 'preview', status: 'preview', progress: 50 },
	})
}
