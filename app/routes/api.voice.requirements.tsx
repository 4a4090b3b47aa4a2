import { voiceRequirementsJson } from '#app/modules/voices/cloning/voice-requirements.ts'

/** GET /api/voice/requirements: what a voice sample must be (the same figures as the /voice-cloning card). */
export function loader() {
	return Response.json(voiceRequirementsJson(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
