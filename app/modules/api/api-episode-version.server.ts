import type { z } from 'zod'
import { QuotaExceededError } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { createVersion, versionOriginalSelect } from '#app/modules/episodes/episode-version.server.ts'
import { versionSchema } from '#app/modules/episodes/episode-version-schema.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { limitReached } from './api-new-episode.server.ts'
import { apiError } from './api-responses.server.ts'
import type { createVersionBody } from './contract/generation-schemas.ts'

/**
 * POST /api/episodes/{id}/versions: a version of a finished episode in another market, through the version page's
 * own module and checks (issue 25): 404 for an episode that is not the caller's, 409 for one that is not finished with
 * a script, 400 with each field's message (the page's), 403 for a language outside the plan or the month's episodes
 * used up. Answers the version's id; its script is being adapted.
 */
export async function versionFromApi(
	request: Request,
	userId: string,
	episodeId: string,
	body: z.output<typeof createVersionBody>,
) {
	const original = await requireOwnEpisode(userId, episodeId, { request, select: versionOriginalSelect })
	const parsed = versionSchema({ language: original.language as ScriptLanguage, monologue: original.isMonologue }).safeParse(body)
	if (!parsed.success) {
		const keys: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) {
			const field = String(issue.path[0] ?? 'body')
			keys[field] = [...(keys[field] ?? []), issue.message]
		}
		throw await fieldRefusal(request, keys)
	}
	try {
		const made = await createVersion(userId, original, parsed.data)
		if (made.ok) return made.episodeId
		const { refusal } = made
		if (refusal.code === 'notReady') throw await apiError(request, 409, 'API_VERSION_NOT_READY')
		if (refusal.code === 'languageNotInPlan') throw await apiError(request, 403, 'API_LANGUAGE_PLAN')
		throw await fieldRefusal(request, refusal.fieldErrors)
	} catch (error) {
		if (error instanceof QuotaExceededError) throw await limitReached(request, userId)
		throw error
	}
}

/** 400 with each field's message in the client's language (the keys are the page's, of the `episodes` namespace). */
async function fieldRefusal(request: Request, keys: Record<string, string[]>) {
	const t = getFixedT(await getLanguage(request), 'episodes')
	const fields = Object.fromEntries(Object.entries(keys).map(([name, list]) => [name, list.map((key) => t(key))]))
	return apiError(request, 400, 'API_BAD_REQUEST', { fields })
}
