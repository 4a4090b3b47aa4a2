import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { requireUserId } from '#app/utils/auth.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/**
 * Where a mail's episode link leads a signed-in reader: the episode's page, its MP3 to download, or null when the
 * episode no longer exists or is not theirs (the friendly 'Este episodio ya no existe' page, never telling which).
 */
async function episodeLinkTarget(userId: string, episodeId: string, what: 'page' | 'download') {
	const episode = isUuid(episodeId)
		? await prisma.episode.findFirst({ where: { id: episodeId, userId }, select: { id: true, audioUrl: true } })
		: null
	if (!episode) return null
	if (what === 'download' && episode.audioUrl) {
		const url = new URL(episode.audioUrl, 'http://localhost')
		url.searchParams.set('download', '1')
		return `${url.pathname}${url.search}`
	}
	return `/create/${episode.id}`
}

/**
 * The loader of a mail's episode link (/library/{id} and its /download): a signed-out reader signs in first and
 * comes back (the guard keeps the address in redirectTo); then a redirect to the target, or the friendly page's
 * title with a 404.
 */
export async function episodeLinkLoader(args: LoaderFunctionArgs, what: 'page' | 'download') {
	const target = await episodeLinkTarget(await requireUserId(args.request), args.params.episodeId ?? '', what)
	if (target) throw redirect(target)
	return data(await pageTitleLoader(args, 'email', 'episodeGone.title'), { status: 404 })
}
