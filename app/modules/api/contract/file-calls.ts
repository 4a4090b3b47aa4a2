import { z } from 'zod'
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '#app/modules/content/documents/document-rules.ts'
import { MAX_DOCUMENTS } from '#app/modules/episodes/episode-form-limits.ts'
import { AVATAR_MAX_BYTES } from '#app/modules/settings/settings-limits.ts'
import type { ApiCall } from './api-call.ts'

const apiFileSchema = z
	.object({
		id: z.string().describe('what a call that takes documents receives to use this one (`files: [id]`)'),
		name: z.string(),
		size: z.number().int().describe('bytes'),
		type: z.enum(DOCUMENT_TYPES),
	})
	.meta({ id: 'UploadedFile' })

export const fileCalls: ApiCall[] = [
	{
		id: 'uploadFiles',
		method: 'post',
		path: '/api/files/upload',
		tag: 'files',
		summary: {
			es: `Subir documentos para un episodio (PDF, DOC, DOCX, PPT, PPTX o TXT; hasta ${MAX_DOCUMENTS} de 10 MB). Si alguno se rechaza, la respuesta de error lleva \`rejected\` (nombre, código y texto de cada uno) y \`files\` con los aceptados, ya guardados`,
			en: `Upload documents for an episode (PDF, DOC, DOCX, PPT, PPTX or TXT; up to ${MAX_DOCUMENTS} of 10 MB). If any is refused, the error answer carries \`rejected\` (each one’s name, code and text) and \`files\` with the accepted ones, already stored`,
		},
		auth: 'user',
		body: {
			type: 'multipart',
			schema: z.object({ files: z.array(z.file()).max(MAX_DOCUMENTS) }),
			// ten documents at the most each may weigh, and room for the parts' headers
			maxBytes: MAX_DOCUMENTS * MAX_DOCUMENT_BYTES + 1024 * 1024,
		},
		responses: { 201: z.object({ files: z.array(apiFileSchema) }) },
		errors: [400, 401, 413, 415, 429],
	},
	{
		id: 'createUploadUrl',
		method: 'post',
		path: '/api/objects/upload',
		tag: 'files',
		summary: {
			es: 'Pedir una dirección de subida de un solo uso (15 minutos) para enviar una imagen con PUT',
			en: 'Ask for a one-use upload address (15 minutes) to send an image to with PUT',
		},
		auth: 'user',
		responses: {
			200: z.object({
				uploadURL: z.string().describe('PUT the image’s bytes here, with its Content-Type (image/…)'),
				expiresAt: z.iso.datetime(),
			}),
		},
		errors: [401],
	},
	{
		id: 'uploadObject',
		method: 'put',
		path: '/api/objects/{token}',
		tag: 'files',
		summary: {
			es: 'Enviar los bytes de una imagen (hasta 5 MB) a la dirección de subida; la dirección es la autorización',
			en: 'Send an image’s bytes (up to 5 MB) to the upload address; the address is the authorisation',
		},
		auth: 'none',
		body: { type: 'binary', mediaTypes: ['image/*'], maxBytes: AVATAR_MAX_BYTES },
		responses: { 201: z.object({ objectPath: z.string().describe('the object, for PUT /api/user/avatar') }) },
		errors: [400, 404, 413, 415, 429],
	},
]
