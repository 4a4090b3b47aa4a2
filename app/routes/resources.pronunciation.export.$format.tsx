import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { exportPronunciations } from '#app/modules/pronunciation/pronunciation-export.server.ts'
import { pronunciationFormats } from '#app/modules/pronunciation/pronunciation-schemas.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { contentDisposition } from '#app/utils/media-response.server.ts'

/** The user's pronunciation dictionary to download: `pls` (W3C PLS) or `csv`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const format = pronunciationFormats.find((known) => known === params.format)
	if (!format) throw await notFound(request)
	const { fileName, contentType, body } = await exportPronunciations(userId, format)
	return new Response(body, {
		headers: {
			'Content-Type': contentType,
			'Content-Disposition': contentDisposition(fileName, 'attachment'),
			'Cache-Control': 'private, no-store',
		},
	})
}
