import { z } from 'zod'
import { languages } from '#app/modules/script/script-options.ts'

const mediaStatus = z.enum(['idle', 'processing', 'ready', 'failed'])

/** An episode as the list and GET /api/episodes/{id} answer it (app/modules/api/api-episodes.server.ts). */
export const apiEpisodeSchema = z
	.object({
		id: z.string(),
		title: z.string(),
		podcastName: z.string().nullable(),
		episodeNumber: z.number().int().nullable(),
		createdAt: z.iso.datetime(),
		duration: z.number().nullable().describe('seconds'),
		step: z.enum(['input', 'generating', 'preview', 'audio', 'complete']),
		status: z.string(),
		audioUrl: z.string().nullable(),
		coverUrl: z.string().nullable(),
		coverStatus: mediaStatus,
		videoStatus: mediaStatus,
		videoUrl: z.string().nullable(),
		youtubeStatus: z.string(),
		youtubeProgress: z.number().int(),
		youtubeVideoUrl: z.string().nullable(),
		language: z.enum(languages),
		versionOfId: z.string().nullable().describe('the episode this one is a version of, in another market (or null)'),
	})
	.meta({ id: 'Episode' })

export const apiEpisodeListSchema = z.object({
	episodes: z.array(apiEpisodeSchema),
	page: z.number().int(),
	hasMore: z.boolean(),
})

export const episodeListQuery = z.object({
	q: z.string().max(200).optional().describe('words searched in the title, the podcast and the script'),
	page: z.coerce.number().int().min(1).optional(),
})
