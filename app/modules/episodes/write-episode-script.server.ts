import { Prisma } from '#app/generated/prisma/client.ts'
import { TranslationError } from '#app/integrations/apertium/apertium.server.ts'
import type { EpisodeErrorCode } from '#app/modules/errors/error-codes.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { NotEnoughContentError } from '#app/modules/script/local-composer.ts'
import { ModelScriptError } from '#app/modules/script/openai-writer.server.ts'
import {
	type EpisodeFormat,
	openingOf,
	renderScript,
	type ScriptLanguage,
	type Tone,
	targetWords,
} from '#app/modules/script/script-types.ts'
import { writeScript } from '#app/modules/script/write-script.server.ts'
import { voiceGenders } from '#app/modules/voices/voice-gender.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { scriptFailed, scriptWritten, sourcesRead } from './episode-lifecycle.server.ts'
import { gatherSources } from './gather-sources.server.ts'
import type { SourceFile } from './source-types.ts'
import { originalScript, writeVersionScript } from './write-version-script.server.ts'

/** How this podcast's last episodes opened (the user's, same podcast name, latest first). */
async function previousOpenings(episode: { id: string; userId: string; podcastName: string | null }) {
	const earlier = await prisma.episode.findMany({
		where: {
			userId: episode.userId,
			podcastName: episode.podcastName,
			id: { not: episode.id },
			scriptData: { not: Prisma.DbNull },
		},
		orderBy: { createdAt: 'desc' },
		take: OPENINGS_REMEMBERED,
		select: { scriptData: true },
	})
	return earlier.map((other) => openingOf(other.scriptData)).filter((line): line is string => line !== null)
}

/** An episode opens unlike the last this many of its podcast (more than the openings there are to choose from). */
const OPENINGS_REMEMBERED = 12

/**
 * The script job's work: sources → script (a version's first take: its original's script translated), generating →
 * preview. `variation` marks a regeneration (another take on the same sources). Idempotent: an episode that is not
 * generating any more is left alone.
 */
export async function writeEpisodeScript(episodeId: string, variation?: number) {
	const episode = await prisma.episode.findUnique({
		where: { id: episodeId },
		include: { user: { select: { planId: true, isDemoUser: true } } },
	})
	if (episode?.step !== 'generating') return { skipped: true }
	// a version's first take is its original's script in its own language, not a script from the sources
	const original = await originalScript(episode)
	if (original) return writeVersionScript(episode, original)
	const sources = await gatherSources({
		content: episode.content,
		urls: episode.urls,
		files: episode.sourceFiles as SourceFile[],
		language: episode.language as ScriptLanguage,
		title: episode.title,
	})
	await sourcesRead(episodeId, sources.warnings, Boolean(variation))
	const plan = planOf(episode.user)
	const genders = await voiceGenders({ presenter: episode.presenterVoiceId, guest: episode.guestVoiceId })
	const request = {
		sources: sources.text,
		title: episode.title,
		podcastName: episode.podcastName ?? 'MI PODCAST',
		presenterName: episode.presenterName ?? 'Presentador',
		guestName: episode.guestName ?? 'Invitado',
		format: episode.episodeFormat as EpisodeFormat,
		tone: episode.tone as Tone,
		language: episode.language as ScriptLanguage,
		monologue: episode.isMonologue,
		targetWords: targetWords(plan.lengthMinutes),
		variation,
		sections: sources.sections,
		otherLanguageSources: sources.otherLanguage,
		genders,
		previousOpenings: await previousOpenings(episode),
	}
	const script = await writeScript(request)
	const text = renderScript(script, { presenter: request.presenterName, guest: request.guestName })
	await scriptWritten(episodeId, { data: script, text })
	return { sections: script.sections.length }
}

/**
 * Too little content: retrying cannot help, the user has to add more. A model that could not write a usable script
 * even after being asked to correct it: the user decides whether to try again, rather than the queue running the
 * whole episode's requests three more times.
 */
export function isPermanentScriptError(error: unknown) {
	return (
		error instanceof NotEnoughContentError ||
		error instanceof ModelScriptError ||
		(error instanceof TranslationError && error.code === 'TRANSLATION_UNAVAILABLE')
	)
}

/** The script job gave up: why, as the user reads it; then back to the input step (or the previous script). */
export async function giveUpScript(episodeId: string, variation: number | undefined, error: unknown) {
	const code: EpisodeErrorCode =
		error instanceof NotEnoughContentError
			? 'NOT_ENOUGH_CONTENT'
			: error instanceof ModelScriptError
				? error.code
				: error instanceof TranslationError
					? 'VERSION_TRANSLATION_FAILED'
					: 'GENERATION_FAILED'
	await scriptFailed(episodeId, { regenerating: Boolean(variation), code })
	return { failed: true }
}
