import type { LoaderFunctionArgs } from '@remix-run/node'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** Profile pictures (public, like any avatar): content-addressed names, so they are cached for a year. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { userId = '', file = '' } = params
	if (!isUuid(userId) || !/^[0-9a-f]{16}\.webp$/.test(file)) throw await notFound(request)
	const body = await readFile(`avatars/${userId}/${file}`)
	if (!body) throw await notFound(request)
	return new Response(body, {
		headers: {
			'Content-Type': 'image/webp',
			'Content-Length': String(body.length),
			'Cache-Control': 'public, max-age=31536000, immutable',
		},
	})
}
