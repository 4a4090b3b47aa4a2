import type { z } from 'zod'
import { descriptionCredit } from '#app/modules/description/local-description.ts'
import { writeDescription } from '#app/modules/description/write-description.server.ts'
import { storedScript } from '#app/modules/episodes/episode-script.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { languages, type ScriptLanguage, type Tone, tones } from '#app/modules/script/script-options.ts'
import { parseScriptText } from '#app/modules/script/script-text.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { scriptRefusal, speakersOf } from './api-new-episode.server.ts'
import { apiError } from './api-responses.server.ts'
import type { descriptionBody } from './contract/generation-schemas.ts'

/**
 * POST /api/episodes/generate-youtube-description: the episode's YouTube description — the one made with its audio
 * (with the chapters' real times) once it is complete, else written now from its script; or, without an episode,
 * from the script sent. The same writer as the audio job's: the model when configured, else (or when it fails) the
 * local text. It is quick, so the answer is the description itself.
 */
export async function descriptionFromApi(request: Request, userId: string, body: z.output<typeof descriptionBody>) {
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { planId: true, isDemoUser: true } })
	const credit = (language: ScriptLanguage) =>
		descriptionCredit({ paid: planOf(user).purchasable, language }, getEnv().DESCRIPTION_CREDIT)
	const signal = request.signal
	if (body.episodeId) {
		const episode = await requireOwnEpisode(userId, body.episodeId, {
			request,
			select: { step: true, description: true, scriptData: true, title: true, podcastName: true, tone: true, language: true },
		})
		if (episode.step === 'complete' && episode.description) return episode.description
		const script = storedScript(episode)
		if (!script) throw await apiError(request, 409, { code: 'API_WRONG_STEP', params: { step: episode.step } })
		const language = episode.language as ScriptLanguage
		const input = { title: episode.title, podcastName: episode.podcastName ?? '', tone: episode.tone as Tone, language }
		return writeDescription({ ...input, script, chapters: [], credit: credit(language) }, { signal })
	}
	const language = languages.find((code) => code === body.language) ?? 'castellano'
	const [presenter = 'Presentador', guest = 'Invitado'] = speakersOf(body.script ?? '')
	const firstSectionTitle = language === 'english' ? 'Introduction' : 'Introducción'
	const parsed = parseScriptText(body.script ?? '', { presenter, guest }, { monologue: false, firstSectionTitle })
	if (!parsed.ok) throw await scriptRefusal(request, parsed.error)
	const tone = tones.find((name) => name === body.tone) ?? 'innovacion'
	const input = { title: body.episodeTitle ?? '', podcastName: body.podcastName ?? '', tone, language }
	return writeDescription({ ...input, script: parsed.script, chapters: [], credit: credit(language) }, { signal })
}
