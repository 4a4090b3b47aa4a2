import { z } from 'zod'
import { youtubeUploadSchema } from '#app/modules/youtube/youtube-upload-schema.ts'
import type { ApiCall } from './api-call.ts'

const EXAMPLE_ID = '0b5d3c1e-6f0a-4f7e-9a51-2f1c8d7e4a10'

export const youtubeCalls: ApiCall[] = [
	{
		id: 'youtubeStatus',
		method: 'get',
		path: '/api/youtube/status',
		tag: 'youtube',
		summary: { es: 'Si tu canal de YouTube está conectado', en: 'Whether your YouTube channel is connected' },
		auth: 'user',
		responses: {
			200: z.object({
				configured: z.boolean().describe('Google is set up on this server'),
				connected: z.boolean(),
				connectedAt: z.string().nullable(),
				channelName: z.string().nullable().describe('known after the first upload'),
			}),
		},
		errors: [401],
	},
	{
		id: 'youtubeAuthUrl',
		method: 'get',
		path: '/auth/youtube/url',
		tag: 'youtube',
		summary: { es: 'La dirección para conectar YouTube', en: 'The address to connect YouTube' },
		auth: 'user',
		responses: { 200: z.object({ authUrl: z.string().describe('Google’s consent screen, to open in a browser') }) },
		errors: [401, 503],
	},
	{
		id: 'youtubeDisconnect',
		method: 'delete',
		path: '/api/youtube/disconnect',
		tag: 'youtube',
		summary: { es: 'Desconectar YouTube', en: 'Disconnect YouTube' },
		auth: 'user',
		responses: { 200: z.object({ connected: z.literal(false) }) },
		errors: [401],
	},
	{
		id: 'youtubeUploadVideo',
		method: 'post',
		path: '/api/youtube/upload-video/{episodeId}',
		tag: 'youtube',
		summary: { es: 'Subir el vídeo del episodio a YouTube', en: 'Upload the episode’s video to YouTube' },
		auth: 'user',
		// every field may be left out: the episode's title and description, private
		body: { type: 'json', schema: youtubeUploadSchema.partial() },
		responses: {
			200: z.object({ status: z.literal('uploaded'), videoUrl: z.string() }),
			202: z.object({
				status: z.string().describe('queued or uploading'),
				progress: z.number().int(),
				statusUrl: z.string().describe('the episode’s status, which gives videoUrl once it is on YouTube'),
			}),
		},
		errors: [400, 401, 403, 404, 409, 503],
		example: { path: `/api/youtube/upload-video/${EXAMPLE_ID}`, body: { privacy: 'unlisted' } },
	},
]
