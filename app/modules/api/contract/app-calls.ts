import { z } from 'zod'
import { apiDemoEmailCaptureSchema, apiWaitingListSchema } from '../api-app-schemas.ts'
import type { ApiCall } from './api-call.ts'

export const appCalls: ApiCall[] = [
	{
		id: 'featureFlags',
		method: 'get',
		path: '/api/feature-flags',
		tag: 'app',
		summary: { es: 'Qué ofrece esta instalación', en: 'What this installation offers' },
		auth: 'none',
		responses: { 200: z.object({ trialEnabled: z.boolean() }) },
		errors: [],
	},
	{
		id: 'agencyWaitingList',
		method: 'post',
		path: '/api/agency-waiting-list',
		tag: 'app',
		summary: { es: 'Apuntarse a la lista de espera de Agencia', en: 'Join the Agencia waiting list' },
		auth: 'none',
		body: { type: 'json', schema: apiWaitingListSchema },
		responses: {
			200: z.object({ alreadyExists: z.literal(true) }),
			201: z.object({ alreadyExists: z.literal(false) }),
		},
		errors: [400, 429],
		example: { body: { email: 'ana@agencia.es', companyName: 'Agencia Ejemplo' } },
	},
	{
		id: 'demoEmailCapture',
		method: 'post',
		path: '/api/demo/email-capture',
		tag: 'app',
		summary: { es: 'El e-mail de una demo antes de su descarga', en: 'A demo’s e-mail before its download' },
		auth: 'user',
		body: { type: 'json', schema: apiDemoEmailCaptureSchema },
		responses: { 200: z.object({ captured: z.literal(true) }) },
		errors: [400, 401, 403],
		example: { body: { episodeTitle: 'Mi primer episodio', email: 'ana@ejemplo.es', consentMarketing: true } },
	},
]
