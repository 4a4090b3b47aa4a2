import type { LoaderFunctionArgs } from '@remix-run/node'
import { listClonedVoices } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/** GET /api/voice/cloned: the signed-in user's cloned voices as JSON, never anyone else's. */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const voices = await listClonedVoices(userId)
	return Response.json(
		voices.map((voice) => ({
			id: voice.id,
			name: voice.name,
			status: voice.status,
			errorCode: voice.errorCode,
			engine: voice.engine,
			canPreview: voice.canPreview,
			createdAt: voice.createdAt.toISOString(),
		})),
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}
