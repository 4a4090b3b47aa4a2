import { consumeQuota } from '#app/modules/quota/quota.server.ts'
import { parseScriptText, type ScriptTextError } from '#app/modules/script/script-text.ts'
import { renderScript, type Script, scriptSchema } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { enqueue } from '#app/utils/queue.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { QuotaExceededError } from './create-episode.server.ts'

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
					errorMessage: true,
					videoStatus: true,
					coverStatus: true,
					previewStatus: true,
				},
			})
		: null
	if (!episode) throw new Response('Episodio no encontrado', { status: 404 })
	return { ...episode, signature: statusSignature(episode) }
}

/** What the page compares while polling: it reloads when any of these moved. */
export function statusSignature(episode: {
	step: string
	progress: number
	videoStatus: string
	coverStatus: string
	previewStatus: string
}) {
	return [episode.step, episode.progress, episode.previewStatus, episode.coverStatus, episode.videoStatus].join(':')
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
		data: {
			scriptData: parsed.script,
			script: renderScript(parsed.script, names),
			// the audio sample says the old text: it goes
			...(renderScript(parsed.script, names) === episode.script ? {} : { previewStatus: 'idle', previewUrl: null }),
		},
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
			where: { id: episodeId, step: 'preview' },
			data: { step: 'generating', status: 'generating', progress: 25, errorMessage: null },
		})
		if (updated.count === 0) return
		await enqueue('episode-script', { episodeId, variation: 1 + Math.floor(Math.random() * 1_000_000) }, { tx })
	})
}

/**
 * The approved script becomes audio: preview → audio at 70 and the `episode-audio` job, in one transaction. The
 * episode's quota unit is taken here if a failed audio run gave it back (QuotaExceededError when none is left).
 */
export async function startAudio(userId: string, episodeId: string) {
	await prisma.$transaction(async (tx) => {
		const updated = await tx.episode.updateMany({
			where: { id: episodeId, step: 'preview' },
			data: { step: 'audio', status: 'audio', progress: 70, errorMessage: null },
		})
		if (updated.count === 0) return // a second click: already on its way
		const consumed = await consumeQuota({ userId, episodeId }, tx)
		if (!consumed.ok) throw new QuotaExceededError(consumed.quota)
		await enqueue('episode-audio', { episodeId }, { tx })
	})
}

/** The preview step's audio sample (spec 'generate-preview'): its own job, the script stays editable meanwhile. */
export async function startPreview(episodeId: string) {
	await prisma.$transaction(async (tx) => {
		const updated = await tx.episode.updateMany({
			where: { id: episodeId, step: 'preview', previewStatus: { not: 'processing' } },
			data: { previewStatus: 'processing' },
		})
		if (updated.count === 1) await enqueue('episode-preview', { episodeId }, { tx })
	})
}

/** Makes the cover (or the video) again after its job failed. */
export async function retryMedia(episodeId: string, media: 'cover' | 'video') {
	await prisma.$transaction(async (tx) => {
		const field = media === 'cover' ? 'coverStatus' : 'videoStatus'
		const updated = await tx.episode.updateMany({
			where: { id: episodeId, step: 'complete', [field]: 'failed' },
			data: { [field]: 'processing' },
		})
		if (updated.count === 1) await enqueue(media === 'cover' ? 'episode-cover' : 'episode-video', { episodeId }, { tx })
	})
}
