import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getDemoScreen } from '#app/modules/account/demo-account.server.ts'
import { apiDemoEmailCaptureSchema } from '#app/modules/api/api-app-schemas.ts'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { captureDemoEmail } from '#app/modules/auth/demo-download.server.ts'

/**
 * POST /api/demo/email-capture `{ episodeTitle, email?, consentMarketing? }` (a demo account): what the complete
 * step records when a demo user downloads (captureDemoEmail: the address to write to, unless it is another account's,
 * the marketing consent, and that it came from a demo download); `{ captured: true }`. Another account is a 403
 * `API_DEMO_ONLY`.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const demo = await getDemoScreen(userId)
	if (!demo) return apiError(request, 403, 'API_DEMO_ONLY')
	const { email, consentMarketing } = await readApiBody(request, apiDemoEmailCaptureSchema, 'episodes')
	await captureDemoEmail(userId, { email: email ?? demo.email, consentMarketing })
	return Response.json({ captured: true })
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
