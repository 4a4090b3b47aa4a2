import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { voiceRequirementsJson } from '#app/modules/voices/cloning/voice-requirements.ts'

/** GET /api/voice/requirements: what a voice sample must be (the same figures as the /voice-cloning card); public. */
export function loader() {
	return Response.json(voiceRequirementsJson(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
