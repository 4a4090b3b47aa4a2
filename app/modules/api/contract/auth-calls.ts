import { z } from 'zod'
import { loginSchema } from '#app/modules/auth/auth-schemas.ts'
import { apiDemoSchema, apiRegisterSchema } from '../api-auth-schemas.ts'
import { apiAccountSchema, apiUserSchema } from './account-schemas.ts'
import type { ApiCall } from './api-call.ts'

const tokenSchema = z.string().describe('the bearer token, shown once: send it as `Authorization: Bearer <token>`')

export const authCalls: ApiCall[] = [
	{
		id: 'login',
		method: 'post',
		path: '/api/auth/login',
		tag: 'auth',
		summary: { es: 'Iniciar sesión y recibir un token', en: 'Sign in and receive a token' },
		auth: 'none',
		body: { type: 'json', schema: loginSchema },
		responses: { 200: z.object({ token: tokenSchema, user: apiUserSchema }) },
		errors: [400, 401, 409, 429],
		example: { body: { email: 'ana@ejemplo.es', password: 'una-contraseña-larga' } },
	},
	{
		id: 'register',
		method: 'post',
		path: '/api/auth/register',
		tag: 'auth',
		summary: { es: 'Crear una cuenta y recibir un token', en: 'Create an account and receive a token' },
		auth: 'none',
		body: { type: 'json', schema: apiRegisterSchema },
		responses: { 201: z.object({ token: tokenSchema, user: apiUserSchema }) },
		errors: [400, 409, 429],
		example: {
			body: {
				firstName: 'Ana',
				lastName: 'García',
				email: 'ana@ejemplo.es',
				password: 'una-contraseña-larga',
				consentMarketing: false,
			},
		},
	},
	{
		id: 'demoRegister',
		method: 'post',
		path: '/api/demo/register',
		tag: 'auth',
		summary: { es: 'Abrir una demo', en: 'Open a demo' },
		auth: 'none',
		body: { type: 'json', schema: apiDemoSchema },
		responses: { 201: z.object({ token: tokenSchema }), 202: z.object({ linkSent: z.literal(true) }) },
		errors: [400, 409, 429],
		example: { body: { email: 'ana@ejemplo.es' } },
	},
	{
		id: 'me',
		method: 'get',
		path: '/api/auth/me',
		tag: 'auth',
		summary: { es: 'La cuenta, su plan y los episodios del mes', en: 'The account, its plan and the month’s episodes' },
		auth: 'user',
		responses: { 200: apiAccountSchema },
		errors: [401],
	},
	{
		id: 'logout',
		method: 'post',
		path: '/api/auth/logout',
		tag: 'auth',
		summary: { es: 'Revocar el token', en: 'Revoke the token' },
		auth: 'user',
		responses: { 200: z.object({ loggedOut: z.literal(true) }) },
		errors: [401],
	},
]
