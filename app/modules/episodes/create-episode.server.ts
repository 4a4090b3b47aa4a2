import type { Prisma } from '#app/generated/prisma/client.ts'
import { showForEpisode } from '#app/modules/podcasts/episode-shows.server.ts'
import type { EpisodeFormat, ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { generatingFields, givenScriptFields, startAudio, startGeneration } from './episode-lifecycle.server.ts'
import type { SourceFile } from './source-types.ts'

export type NewEpisode = {
	title: string
	podcastName: string
	episodeNumber?: number | null
	presenterName: string
	guestName: string
	format: EpisodeFormat
	tone: Tone
	language: ScriptLanguage
	presenterVoiceId: string
	guestVoiceId?: string | null
	content?: string | null
	urls: string[]
	files: SourceFile[]
}

/**
 * Creates an episode and starts writing its script, all or nothing in one transaction: the episode row in its show
 * (the user's show of that podcast name, or a new one), one unit of the month's quota (refused when none is left:
 * QuotaExceededError, and nothing is created, not even the show) and the `episode-script` job, which exists only if
 * the transaction commits.
 */
export async function createEpisode(userId: string, input: NewEpisode) {
	return prisma.$transaction(async (tx) => {
		const episode = await tx.episode.create({
			data: { userId, ...episodeFields(input), ...(await inShow(tx, userId, input)) },
			select: { id: true },
		})
		await startGeneration(tx, userId, episode.id)
		return episode
	})
}

/**
 * An episode from a script the client wrote (the JSON API): created in the audio step with that script, its quota
 * unit and the `episode-audio` job, all or nothing as above. No sources: the script is the content.
 */
export async function createEpisodeWithScript(userId: string, input: NewEpisode, script: { data: object; text: string }) {
	return prisma.$transaction(async (tx) => {
		const episode = await tx.episode.create({
			data: {
				userId,
				...episodeFields(input),
				...(await inShow(tx, userId, input)),
				...givenScriptFields,
				scriptData: script.data,
				script: script.text,
			},
			select: { id: true },
		})
		await startAudio(tx, userId, episode.id)
		return episode
	})
}

/**
 * An episode sent back to the input step, generated again with what the user corrected: the same all-or-nothing
 * steps as creating it (its quota unit was refunded when it failed).
 */
export async function retryEpisode(userId: string, episodeId: string, input: NewEpisode) {
	await prisma.$transaction(async (tx) => {
		const updated = await tx.episode.updateMany({
			where: { id: episodeId, userId, step: 'input' },
			data: { ...episodeFields(input), ...(await inShow(tx, userId, input)) },
		})
		if (updated.count === 0) return // already retried (a second click): nothing more to do
		await startGeneration(tx, userId, episodeId)
	})
}

/** The episode's show, and its name as the show writes it (Episode.podcastName is always its show's name). */
async function inShow(tx: Prisma.TransactionClient, userId: string, input: NewEpisode) {
	const show = await showForEpisode(tx, userId, input)
	return { podcastId: show.id, podcastName: show.name }
}

function episodeFields(input: NewEpisode) {
	return {
		title: input.title,
		podcastName: input.podcastName,
		episodeNumber: input.episodeNumber ?? null,
		presenterName: input.presenterName,
		guestName: input.guestName,
		episodeFormat: input.format,
		tone: input.tone,
		language: input.language,
		presenterVoiceId: input.presenterVoiceId,
		guestVoiceId: input.guestVoiceId ?? input.presenterVoiceId,
		isMonologue: !input.guestVoiceId,
		content: input.content ?? null,
		urls: input.urls.map((url) => url.trim()).filter(Boolean),
		sourceFiles: input.files,
		...generatingFields,
	}
}
