import { z } from 'zod'
import { voiceRequirements } from '#app/modules/voices/cloning/voice-requirements.ts'
import { audioPreviewSchema, clonedVoicePreviewSchema } from '#app/modules/voices/voice-preview-schema.ts'
import type { ApiCall } from './api-call.ts'

const EXAMPLE_VOICE = '3f6b2a4e-8c1d-4b7a-9e2f-5d0c6a1b7e93'

/** A voice as the product's data model has it (app/ports/speech.ts Voice: ElevenLabs' shape, every catalogue mapped to it). */
const apiVoiceSchema = z
	.object({
		voice_id: z.string().describe('what an episode names the voice by (presenterVoiceId, guestVoiceId)'),
		name: z.string(),
		description: z.string(),
		category: z.enum(['cloned', 'professional', 'high_quality', 'other']),
		labels: z.object({
			language: z.enum(['castellano', 'latino', 'english']),
			accent: z.string(),
			gender: z.enum(['female', 'male']),
		}),
	})
	.meta({ id: 'Voice' })

const clonedVoiceSchema = z
	.object({
		id: z.string(),
		voiceId: z.string().describe('the voice_id episodes and the voice lists name it by'),
		name: z.string(),
		accent: z.enum(['castellano', 'latino']),
		status: z.string().describe('processing, completed or failed'),
		errorCode: z.string().nullable().describe('why it failed: a code of the error catalogue'),
		engine: z.string().nullable().describe('elevenlabs, or local (an approximation, not a copy of the voice)'),
		canPreview: z.boolean(),
		createdAt: z.string(),
	})
	.meta({ id: 'ClonedVoice' })

/**
 * The voice form's fields, for the reference page: readVoiceForm and checkVoiceForm
 * (app/modules/voices/cloning/voice-upload.server.ts) read and judge them, as the page's form.
 */
const voiceUploadFields = z.object({
	audio: z.file().describe(`the sample: ${voiceRequirements.minDuration} s to ${voiceRequirements.maxDuration / 60} min`),
	name: z.string().describe('the voice’s name, up to 60 characters'),
	acceptedTerms: z.literal('true').describe('the rights to the voice are yours and its processing is authorised'),
	accent: z.enum(['castellano', 'latino']).optional(),
})

export const voiceCalls: ApiCall[] = [
	{
		id: 'listVoices',
		method: 'get',
		path: '/api/voices/{language}',
		tag: 'voices',
		summary: { es: 'Las voces que puedes elegir en un idioma', en: 'The voices you can choose in a language' },
		auth: 'user',
		responses: { 200: z.object({ voices: z.array(apiVoiceSchema) }) },
		errors: [401, 404],
		example: { path: '/api/voices/spanish' },
	},
	{
		id: 'voiceRequirements',
		method: 'get',
		path: '/api/voice/requirements',
		tag: 'voices',
		summary: { es: 'Los requisitos de una muestra de voz', en: 'What a voice sample must be' },
		auth: 'none',
		responses: {
			200: z.object({
				minDuration: z.number().describe('seconds'),
				maxDuration: z.number().describe('seconds'),
				acceptedFormats: z.array(z.string()).describe('file extensions'),
				acceptedFormatNames: z.array(z.string()),
				acceptedMimeTypes: z.array(z.string()),
				maxFileSize: z.number().describe('bytes'),
				recommendedBitrateKbps: z.number(),
			}),
		},
		errors: [],
	},
	{
		id: 'listClonedVoices',
		method: 'get',
		path: '/api/voice/cloned',
		tag: 'voices',
		summary: { es: 'Tus voces clonadas', en: 'Your cloned voices' },
		auth: 'user',
		responses: { 200: z.array(clonedVoiceSchema) },
		errors: [401],
	},
	{
		id: 'uploadVoice',
		method: 'post',
		path: '/api/voice/upload',
		tag: 'voices',
		summary: { es: 'Clonar una voz desde una muestra', en: 'Clone a voice from a sample' },
		auth: 'user',
		// twice the largest sample, as the page's form: a file somewhat over the limit still gets its own
		// VOICE_UPLOAD_TOO_LARGE (the reader drops what is over), far more is refused before anything reads it
		body: { type: 'multipart', schema: voiceUploadFields, maxBytes: 2 * voiceRequirements.maxFileSize },
		responses: {
			201: z.object({ id: z.string(), voiceId: z.string(), status: z.literal('processing') }),
		},
		errors: [400, 401, 403, 409, 413, 415, 422, 429],
		idempotent: true,
	},
	{
		id: 'deleteClonedVoice',
		method: 'delete',
		path: '/api/voice/cloned/{voiceId}',
		tag: 'voices',
		summary: { es: 'Eliminar una voz clonada', en: 'Delete a cloned voice' },
		auth: 'user',
		responses: { 200: z.object({ deleted: z.literal(true) }) },
		errors: [401, 404, 502],
		example: { path: `/api/voice/cloned/${EXAMPLE_VOICE}` },
	},
	{
		id: 'previewClonedVoice',
		method: 'post',
		path: '/api/voice/preview',
		tag: 'voices',
		summary: { es: 'Escuchar una voz clonada (MP3)', en: 'Hear a cloned voice (MP3)' },
		auth: 'user',
		body: { type: 'json', schema: clonedVoicePreviewSchema },
		responses: { 200: 'audio' },
		errors: [400, 401, 403, 404, 429, 502],
		example: { body: { voiceId: EXAMPLE_VOICE, text: 'Hola, así sonará mi voz en tus episodios.' } },
	},
	{
		id: 'audioPreview',
		method: 'post',
		path: '/api/audio-preview',
		tag: 'voices',
		summary: { es: 'Escuchar cualquier voz (MP3, 8 s)', en: 'Hear any voice (MP3, 8 s)' },
		auth: 'user',
		body: { type: 'json', schema: audioPreviewSchema },
		responses: { 200: 'audio' },
		errors: [400, 401, 404, 429, 502],
		example: { body: { voiceId: 'local-es-presentador', text: 'Bienvenidos a un nuevo episodio.', duration: 8 } },
	},
]
