import { featureFlags } from '#app/modules/billing/trial.server.ts'

/** GET /api/feature-flags: `{ trialEnabled }` (TRIAL_ENABLED), as JSON. */
export function loader() {
	return Response.json(featureFlags(), { headers: { 'Cache-Control': 'no-store' } })
}
