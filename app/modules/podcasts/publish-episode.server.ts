import type { CodedError, FeedPublishErrorCode } from '#app/modules/errors/error-codes.ts'
import { planOf, plansAllowing } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { feedDescriptionHtml } from './feed-description.ts'
import type { PublishEpisodeForm } from './publish-episode-schema.ts'
import { formatPublishTime, instantToZonedTime, zonedTimeToInstant } from './publish-time.ts'

/** Why publishing was refused: a code of error-codes.ts (feedPublishErrorCodes) and its parameters. */
export class FeedPublishRefused extends Error {
	override name = 'FeedPublishRefused'
	readonly refusal: CodedError<FeedPublishErrorCode>
	constructor(code: FeedPublishErrorCode, params?: Record<string, string>) {
		super(code)
		this.refusal = { code, ...(params ? { params } : {}) }
	}
}

/** In the feed or not: not published, waiting for its date, or published (its date has come). */
export type FeedState = 'unpublished' | 'scheduled' | 'published'

export function feedState(publishAt: Date | null, now = new Date()): FeedState {
	if (!publishAt) return 'unpublished'
	return publishAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}

const userFields = { planId: true, isDemoUser: true, timeZone: true } as const

/** The plan's refusal ('FEED_PLAN', naming the plans that publish, as a list in `language`), or null when it publishes. */
function planRefusal(user: { planId: string; isDemoUser: boolean }, language: string) {
	if (planOf(user).feedPublishing) return null
	const names = plansAllowing('feedPublishing').map((plan) => plan.name)
	return new FeedPublishRefused('FEED_PLAN', {
		plans: new Intl.ListFormat(language, { type: 'conjunction' }).format(names),
	})
}

const isFinished = (episode: { step: string; audioUrl: string | null }) =>
	episode.step === 'complete' && Boolean(episode.audioUrl)

/**
 * What the publishing page shows of the user's own episode (the caller checked it is theirs): the plan's refusal, if
 * any; what else is missing (the episode unfinished, or in no show); the user's shows to choose from; the episode's
 * state in the feed with its date in the user's time zone; and the form's values: what was published, else the
 * episode's title and its YouTube description's summary and chapters as HTML.
 */
export async function publishingView(userId: string, episodeId: string, language: string, now = new Date()) {
	const [user, episode, podcasts] = await Promise.all([
		prisma.user.findUniqueOrThrow({ where: { id: userId }, select: userFields }),
		prisma.episode.findFirstOrThrow({
			where: { id: episodeId, userId },
			select: {
				title: true,
				step: true,
				audioUrl: true,
				description: true,
				podcastId: true,
				episodeNumber: true,
				season: true,
				feedPublishAt: true,
				feedTitle: true,
				feedDescription: true,
				feedEpisodeType: true,
				feedExplicit: true,
				podcast: { select: { name: true } },
			},
		}),
		prisma.podcast.findMany({ where: { userId }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
	])
	const state = feedState(episode.feedPublishAt, now)
	const missing: FeedPublishErrorCode[] = []
	if (!isFinished(episode)) missing.push('FEED_EPISODE_NOT_READY')
	if (!episode.podcastId) missing.push('FEED_NO_PODCAST')
	return {
		refusal: planRefusal(user, language)?.refusal ?? null,
		missing,
		podcasts,
		podcastName: episode.podcast?.name ?? null,
		state,
		timeZone: user.timeZone,
		publishAtText: episode.feedPublishAt ? formatPublishTime(episode.feedPublishAt, user.timeZone, language) : null,
		defaults: {
			podcastId: episode.podcastId ?? '',
			feedTitle: episode.feedTitle ?? episode.title,
			feedDescription: episode.feedDescription ?? feedDescriptionHtml(episode.description ?? ''),
			season: episode.season?.toString() ?? '',
			episodeNumber: episode.episodeNumber?.toString() ?? '',
			feedEpisodeType: episode.feedEpisodeType,
			explicit: episode.feedExplicit === null ? 'show' : episode.feedExplicit ? 'yes' : 'no',
			when: state === 'scheduled' ? 'later' : 'now',
			publishAt: state === 'scheduled' && episode.feedPublishAt ? instantToZonedTime(episode.feedPublishAt, user.timeZone) : '',
		},
	}
}

/** The user's time zone, in which the publishing form's date and time are typed. */
export async function publishTimeZone(userId: string) {
	return (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })).timeZone
}

/** The publishing page's summary for the complete step and the library: the state and its date, as the user reads it. */
export async function feedSummary(userId: string, episodeId: string, language: string, now = new Date()) {
	const [user, episode] = await Promise.all([
		prisma.user.findUniqueOrThrow({ where: { id: userId }, select: userFields }),
		prisma.episode.findFirstOrThrow({
			where: { id: episodeId, userId },
			select: { feedPublishAt: true, podcast: { select: { name: true } } },
		}),
	])
	return {
		state: feedState(episode.feedPublishAt, now),
		podcastName: episode.podcast?.name ?? null,
		publishAtText: episode.feedPublishAt ? formatPublishTime(episode.feedPublishAt, user.timeZone, language) : null,
		timeZone: user.timeZone,
	}
}

/**
 * Publishes the user's episode in a show's feed (`publish`: at once, or at the date and time typed in their time
 * zone), or saves what the feed says of it (`save`); the show may be changed here. Refused (FeedPublishRefused) on a
 * plan without publishing, for an episode not finished with its audio, and for a show that is not the user's: the
 * form's own checks can be forged. Every id is looked up with the user's own id.
 */
export async function publishEpisode(
	userId: string,
	episodeId: string,
	form: Exclude<PublishEpisodeForm, { intent: 'unpublish' }>,
	{ language, now = new Date() }: { language: string; now?: Date },
) {
	const [user, episode, podcast] = await Promise.all([
		prisma.user.findUniqueOrThrow({ where: { id: userId }, select: userFields }),
		prisma.episode.findFirst({ where: { id: episodeId, userId }, select: { step: true, audioUrl: true, podcastId: true } }),
		prisma.podcast.findFirst({ where: { id: form.podcastId, userId }, select: { id: true, name: true } }),
	])
	const refused = planRefusal(user, language)
	if (refused) throw refused
	if (!episode || !isFinished(episode)) throw new FeedPublishRefused('FEED_EPISODE_NOT_READY')
	if (!podcast) throw new FeedPublishRefused('FEED_NO_PODCAST')
	const publishAt =
		form.intent === 'save'
			? undefined
			: form.when === 'now'
				? now
				: // the schema checked it is a time ahead of now in this zone
					zonedTimeToInstant(form.publishAt ?? '', user.timeZone)
	if (publishAt === null) throw new Error('La fecha de publicación no es válida.')
	// an episode moved to another show leaves its old feed: that feed's Last-Modified must move on for the apps that
	// ask with If-Modified-Since only
	if (episode.podcastId && episode.podcastId !== podcast.id)
		await prisma.podcast.updateMany({ where: { id: episode.podcastId, userId }, data: { updatedAt: now } })
	// linkedom loads with the first description sanitised, not at start-up (tests/support/job-only-packages.ts)
	const { sanitiseFeedHtml } = await import('./feed-html.server.ts')
	await prisma.episode.updateMany({
		where: { id: episodeId, userId },
		data: {
			podcastId: podcast.id,
			// the name as text too: the MP3's tags, the cover and YouTube's tags read it
			podcastName: podcast.name,
			feedTitle: form.feedTitle,
			// a description with nothing left after sanitising lets the feed fall back to the episode's own
			feedDescription: sanitiseFeedHtml(form.feedDescription) || null,
			season: form.season ?? null,
			episodeNumber: form.episodeNumber ?? null,
			feedEpisodeType: form.feedEpisodeType,
			feedExplicit: form.explicit === 'show' ? null : form.explicit === 'yes',
			...(publishAt ? { feedPublishAt: publishAt } : {}),
		},
	})
	if (publishAt) {
		console.info(`[feed] Episodio ${episodeId} publicado en el pódcast ${podcast.id} (${publishAt.toISOString()})`)
	}
	return { state: publishAt ? feedState(publishAt, now) : undefined }
}

/** Takes the user's episode out of its feed (whatever their plan: a plan that lost publishing may still unpublish). */
export async function unpublishEpisode(userId: string, episodeId: string) {
	const { count } = await prisma.episode.updateMany({
		where: { id: episodeId, userId, feedPublishAt: { not: null } },
		data: { feedPublishAt: null },
	})
	if (count > 0) console.info(`[feed] Episodio ${episodeId} retirado del feed`)
	return count > 0
}
