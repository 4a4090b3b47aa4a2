import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { apiVoicesIn } from '#app/modules/api/api-voices.server.ts'
import { voiceLanguagesNamed } from '#app/modules/voices/voice-languages.ts'

/**
 * GET /api/voices/{language} → `{ voices }`: the voices the user can choose for an episode in that language (the
 * create form's catalogue, their own cloned voices included). `spanish` (or `es`) is both Spanish accents;
 * `castellano`, `latino`, `english` (`en`) one each. Another name is a 404 `VOICE_LANGUAGE_NOT_FOUND`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	const languages = voiceLanguagesNamed(params.language ?? '')
	if (!languages) throw await apiError(request, 404, { code: 'VOICE_LANGUAGE_NOT_FOUND' })
	// the spec's client keeps the list 5 minutes; a voice cloned meanwhile shows on the next look
	return Response.json({ voices: await apiVoicesIn(userId, languages) }, { headers: { 'Cache-Control': 'private, max-age=300' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
