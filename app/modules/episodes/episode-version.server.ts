import type { Prisma } from '#app/generated/prisma/client.ts'
import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { languages, type ScriptLanguage } from '#app/modules/script/script-options.ts'
import { scriptSchema } from '#app/modules/script/script-types.ts'
import { canTranslateScript } from '#app/modules/translation/translate-script.server.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { episodeFileKey, episodeFileUrl } from './episode-files.ts'
import { generatingFields, startVersion } from './episode-lifecycle.server.ts'
import { voiceFieldErrors } from './episode-submission.server.ts'
import type { VersionChoice } from './episode-version-schema.ts'
import { episodeUser, voiceOptions } from './input-step.server.ts'

/**
 * Versions of an episode (issue 25): «Crear versión» makes a new episode from a finished one in another market —
 * castellano ↔ latino, Spanish ↔ English — with voices of that language, the same chapters and cover, and a script
 * the script job translates from the original's (write-version-script.server.ts), edited and approved like any other.
 */

/** What a version is made from: the original's fields (requireOwnEpisode with this select). */
export const versionOriginalSelect = {
	id: true,
	title: true,
	podcastName: true,
	podcastId: true,
	episodeNumber: true,
	presenterName: true,
	guestName: true,
	tone: true,
	episodeFormat: true,
	isMonologue: true,
	content: true,
	urls: true,
	language: true,
	presenterVoiceId: true,
	guestVoiceId: true,
	step: true,
	scriptData: true,
	coverStatus: true,
	versionOfId: true,
} as const satisfies Prisma.EpisodeSelect

export type VersionOriginal = Prisma.EpisodeGetPayload<{ select: typeof versionOriginalSelect }>

/** Only a finished episode with a script has what a version is made of. */
export function canHaveVersion(original: Pick<VersionOriginal, 'step' | 'scriptData'>) {
	return original.step === 'complete' && scriptSchema.safeParse(original.scriptData).success
}

/**
 * The version page: the markets other than the episode's own (those outside the plan shown, not offered), the voices
 * of those in the plan, and the voices it starts with — for each role the first voice of the target language of the same gender as
 * the original's, so a version sounds like its original.
 */
export async function versionStepFor(userId: string, original: VersionOriginal) {
	const user = await episodeUser(userId)
	const own = original.language as ScriptLanguage
	const targets = languages.filter((code) => code !== own).map((code) => ({ code, inPlan: user.plan.languages.includes(code) }))
	const voices = await userVoices(userId)
	const genderOf = (id: string) => voices.find((voice) => voice.voice_id === id)?.labels.gender
	const language = targets.find((target) => target.inPlan)?.code ?? targets[0]!.code
	const speaking = voices.filter((voice) => voice.labels.language === language)
	const like = (id: string, not?: string) =>
		(
			speaking.find((voice) => voice.labels.gender === genderOf(id) && voice.voice_id !== not) ??
			speaking.find((voice) => voice.voice_id !== not)
		)?.voice_id ?? ''
	const presenter = like(original.presenterVoiceId)
	return {
		targets,
		monologue: original.isMonologue,
		voices: voiceOptions(
			voices.filter((voice) => targets.some((target) => target.inPlan && target.code === voice.labels.language)),
		),
		initial: { language, presenter, guest: original.isMonologue ? '' : like(original.guestVoiceId, presenter) },
	}
}

export type VersionRefusal =
	| { code: 'notReady' }
	| { code: 'languageNotInPlan' }
	/** field → message keys of the `episodes` namespace */
	| { code: 'fields'; fieldErrors: Record<string, string[]> }

/**
 * The version of a finished episode, made after the checks the creation form makes — the plan's languages (the form
 * is never trusted), voices the user has that speak the language — in ONE transaction with its own quota unit and
 * the script job (QuotaExceededError when none is left, and nothing is made). Then its original's cover is copied to
 * the version's own key, so that deleting either one leaves the other's. A version of a version is one of the root.
 */
export async function createVersion(
	userId: string,
	original: VersionOriginal,
	choice: VersionChoice,
): Promise<{ ok: true; episodeId: string } | { ok: false; refusal: VersionRefusal }> {
	if (!canHaveVersion(original)) return { ok: false, refusal: { code: 'notReady' } }
	if (choice.language === original.language) {
		return { ok: false, refusal: { code: 'fields', fieldErrors: { language: ['version.errors.sameLanguage'] } } }
	}
	const user = await episodeUser(userId)
	if (!user.plan.languages.includes(choice.language)) return { ok: false, refusal: { code: 'languageNotInPlan' } }
	// Spanish ↔ English without a model needs Apertium on this server: said before anything is charged
	if (!canTranslateScript(original.language as ScriptLanguage, choice.language)) {
		return { ok: false, refusal: { code: 'fields', fieldErrors: { language: ['version.errors.translationUnavailable'] } } }
	}
	const guestVoiceId = original.isMonologue ? null : (choice.guestVoiceId ?? null)
	const fieldErrors = voiceFieldErrors(
		{ language: choice.language, presenterVoiceId: choice.presenterVoiceId, guestVoiceId },
		await userVoices(userId),
	)
	if (!original.isMonologue && !guestVoiceId) fieldErrors.guestVoiceId = ['version.errors.guestVoice']
	if (Object.keys(fieldErrors).length > 0) return { ok: false, refusal: { code: 'fields', fieldErrors } }
	const version = await prisma.$transaction(async (tx) => {
		const created = await tx.episode.create({
			data: {
				userId,
				versionOfId: original.versionOfId ?? original.id,
				title: original.title,
				// in the original's show (published there only if its owner chooses to)
				podcastName: original.podcastName,
				podcastId: original.podcastId,
				episodeNumber: original.episodeNumber,
				presenterName: original.presenterName,
				guestName: original.guestName,
				tone: original.tone,
				episodeFormat: original.episodeFormat,
				isMonologue: original.isMonologue,
				content: original.content,
				urls: original.urls,
				// not its documents: their storage keys are the original's, deleted with it
				language: choice.language,
				presenterVoiceId: choice.presenterVoiceId,
				guestVoiceId: guestVoiceId ?? choice.presenterVoiceId,
				...generatingFields,
			},
			select: { id: true },
		})
		await startVersion(tx, userId, created.id)
		return created
	})
	if (original.coverStatus === 'ready') await copyCover(original.id, version.id)
	return { ok: true, episodeId: version.id }
}

/**
 * The original's cover (and its thumbnail) as the version's own files. Kept by the version's cover job
 * (make-episode-media.server.ts) instead of making one; if the copy fails the version gets a cover of its own then.
 */
async function copyCover(fromId: string, toId: string) {
	try {
		const [png, webp] = await Promise.all([
			readFile(episodeFileKey(fromId, 'cover.png')),
			readFile(episodeFileKey(fromId, 'cover.webp')),
		])
		if (!png || !webp) return
		await putFile(episodeFileKey(toId, 'cover.png'), png)
		await putFile(episodeFileKey(toId, 'cover.webp'), webp)
		await prisma.episode.update({ where: { id: toId }, data: { coverUrl: episodeFileUrl(toId, 'cover.png', Date.now()) } })
	} catch (error) {
		console.error('[web] no se pudo copiar la portada a la versión; tendrá una propia', toId, error)
	}
}

/** The original a version was made from, for its page («Versión de «…»»): null for an episode that is not one. */
export async function originalOf(userId: string, versionOfId: string | null) {
	if (!versionOfId) return null
	return prisma.episode.findFirst({ where: { id: versionOfId, userId }, select: { id: true, title: true } })
}
