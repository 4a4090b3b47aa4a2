import { z } from 'zod'
import type { ApiCall } from './api-call.ts'
import { apiSettingsSchema, avatarBodySchema, settingsPatchSchema } from './settings-schemas.ts'

export const accountCalls: ApiCall[] = [
	{
		id: 'getSettings',
		method: 'get',
		path: '/api/settings',
		tag: 'settings',
		summary: {
			es: 'La configuración: cuenta, preferencias y avisos',
			en: 'The settings: account, preferences and notifications',
		},
		auth: 'user',
		responses: { 200: apiSettingsSchema },
		errors: [401],
	},
	{
		id: 'updateSettings',
		method: 'patch',
		path: '/api/settings',
		tag: 'settings',
		summary: {
			es: 'Cambiar una sección de la configuración (`account`, `preferences` o `notifications`); lo que no se envía se queda como estaba. Un email nuevo revoca los demás tokens de la cuenta',
			en: 'Change one section of the settings (`account`, `preferences` or `notifications`); what is not sent stays as it was. A new e-mail revokes the account’s other tokens',
		},
		auth: 'user',
		body: { type: 'json', schema: settingsPatchSchema },
		responses: { 200: apiSettingsSchema },
		errors: [400, 401, 409],
		example: { body: { account: { firstName: 'Ana', lastName: 'García' } } },
	},
	{
		id: 'deleteAccount',
		method: 'delete',
		path: '/api/account',
		tag: 'settings',
		summary: {
			es: 'Eliminar la cuenta con sus episodios, voces, archivos y tokens (la suscripción se cancela antes)',
			en: 'Delete the account with its episodes, voices, files and tokens (the subscription is cancelled first)',
		},
		auth: 'user',
		responses: { 200: z.object({ deleted: z.literal(true) }) },
		errors: [401, 503],
	},
	{
		id: 'setAvatar',
		method: 'put',
		path: '/api/user/avatar',
		tag: 'settings',
		summary: {
			es: 'Poner como foto de perfil una imagen subida con POST /api/objects/upload (hasta 5 MB; se recorta a 256×256)',
			en: 'Make an image uploaded with POST /api/objects/upload the profile picture (up to 5 MB; cropped to 256×256)',
		},
		auth: 'user',
		body: { type: 'json', schema: avatarBodySchema },
		responses: { 200: z.object({ objectPath: z.string().describe('the profile picture’s address on this server') }) },
		errors: [400, 401, 404, 413, 415],
		example: { body: { avatarURL: '/objects/7d0c2f4e-1b9a-4c53-8e2d-5a6f3b1c9e84' } },
	},
]
