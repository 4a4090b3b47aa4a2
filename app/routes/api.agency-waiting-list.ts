import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiWaitingListSchema } from '#app/modules/api/api-app-schemas.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { joinWaitingList } from '#app/modules/waiting-list/waiting-list.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'

/**
 * POST /api/agency-waiting-list `{ email, companyName }` (anyone; rate-limited as the landing's form,
 * server/security.ts): the landing's waiting list, its confirmation e-mail in the client's language. 201
 * `{ alreadyExists: false }` for a new address, 200 `{ alreadyExists: true }` for one already on it (no second mail).
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const input = await readApiBody(request, apiWaitingListSchema, 'landing')
	const { alreadyExists } = await joinWaitingList(input, await getLanguage(request))
	return Response.json({ alreadyExists }, { status: alreadyExists ? 200 : 201 })
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
