import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { featureFlags } from '#app/modules/billing/trial.server.ts'

/** GET /api/feature-flags (anyone): `{ trialEnabled }` (TRIAL_ENABLED). */
export function loader() {
	return Response.json(featureFlags(), { headers: { 'Cache-Control': 'no-store' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
