import { z } from 'zod'
import { renameSchema } from '#app/modules/library/library-schemas.ts'
import type { ApiCall } from './api-call.ts'
import { apiEpisodeListSchema, apiEpisodeSchema, episodeListQuery } from './episode-schemas.ts'

const EXAMPLE_ID = '0b5d3c1e-6f0a-4f7e-9a51-2f1c8d7e4a10'

export const episodeCalls: ApiCall[] = [
	{
		id: 'listEpisodes',
		method: 'get',
		path: '/api/episodes',
		tag: 'episodes',
		summary: { es: 'Los episodios de la biblioteca', en: 'The library’s episodes' },
		auth: 'user',
		query: episodeListQuery,
		responses: { 200: apiEpisodeListSchema },
		errors: [401],
		example: { path: '/api/episodes?q=entrevista&page=1' },
	},
	{
		id: 'getEpisode',
		method: 'get',
		path: '/api/episodes/{episodeId}',
		tag: 'episodes',
		summary: { es: 'Un episodio', en: 'One episode' },
		auth: 'user',
		responses: { 200: apiEpisodeSchema },
		errors: [401, 404],
		example: { path: `/api/episodes/${EXAMPLE_ID}` },
	},
	{
		id: 'renameEpisode',
		method: 'patch',
		path: '/api/episodes/{episodeId}',
		tag: 'episodes',
		summary: { es: 'Cambiar el título', en: 'Change the title' },
		auth: 'user',
		body: { type: 'json', schema: renameSchema.strict() },
		responses: { 200: apiEpisodeSchema },
		errors: [400, 401, 404],
		example: { path: `/api/episodes/${EXAMPLE_ID}`, body: { title: 'Nuevo título' } },
	},
	{
		id: 'deleteEpisode',
		method: 'delete',
		path: '/api/episodes/{episodeId}',
		tag: 'episodes',
		summary: { es: 'Borrar un episodio y sus archivos', en: 'Delete an episode and its files' },
		auth: 'user',
		responses: { 200: z.object({ deleted: z.literal(true) }) },
		errors: [401, 404],
		example: { path: `/api/episodes/${EXAMPLE_ID}` },
	},
]
