import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { descriptionFromApi } from '#app/modules/api/api-description.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { descriptionBody } from '#app/modules/api/contract/generation-schemas.ts'

/** POST /api/episodes/generate-youtube-description → `{ description }` of an episode, or of the script sent. */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const description = await descriptionFromApi(request, userId, await readApiBody(request, descriptionBody, 'episodes'))
	return Response.json({ description }, { headers: { 'Cache-Control': 'no-store' } })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
