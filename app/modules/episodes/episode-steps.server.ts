import { parseScriptText, type ScriptTextError } from '#app/modules/script/script-text.ts'
import { renderScript, type Script, scriptSchema } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { scriptEdited } from './episode-lifecycle.server.ts'
import { statusSignature } from './episode-view.server.ts'

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
	errorCode: true,
	errorParams: true,
	script: true,
	scriptData: true,
	scriptTake: true,
	videoStatus: true,
	coverUrl: true,
	coverStatus: true,
	previewStatus: true,
	previewUrl: true,
	videoUrl: true,
	audioUrl: true,
	duration: true,
	description: true,
	sourceWarnings: true,
	youtubeStatus: true,
	youtubeProgress: true,
	youtubeVideoUrl: true,
} as const

/** The user's own episode, or a 404 for anyone else's (never telling them it exists). */
export async function requireOwnEpisode(userId: string, episodeId: string) {
	const episode = isUuid(episodeId)
		? await prisma.episode.findFirst({ where: { id: episodeId, userId }, select: episodeSelect })
		: null
	if (!episode) throw new Response('Episodio no encontrado', { status: 404 })
	return episode
}

export type OwnEpisode = Awaited<ReturnType<typeof requireOwnEpisode>>

/** Just the progress of the user's own episode (what the page polls), or a 404. */
export async function requireEpisodeStatus(userId: string, episodeId: string) {
	const episode = isUuid(episodeId)
		? await prisma.episode.findFirst({
				where: { id: episodeId, userId },
				select: {
					title: true,
					step: true,
					status: true,
					progress: true,
					errorCode: true,
					errorParams: true,
					videoStatus: true,
					coverStatus: true,
					previewStatus: true,
					youtubeStatus: true,
					youtubeProgress: true,
				},
			})
		: null
	if (!episode) throw new Response('Episodio no encontrado', { status: 404 })
	return { ...episode, signature: statusSignature(episode) }
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
	const rendered = renderScript(parsed.script, names)
	if (await scriptEdited(episode.id, { data: parsed.script, text: rendered }, rendered !== episode.script)) return parsed
	return { ok: false, error: { key: 'episode.errors.notEditable' } satisfies ScriptTextError } as const
}
