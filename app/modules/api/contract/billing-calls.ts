import { z } from 'zod'
import { planChoiceSchema } from '#app/modules/billing/plan-choice-schema.ts'
import type { ApiCall } from './api-call.ts'

export const billingCalls: ApiCall[] = [
	{
		id: 'createPaymentLink',
		method: 'post',
		path: '/api/create-payment-link',
		tag: 'billing',
		summary: { es: 'Dónde pagar un plan', en: 'Where to pay for a plan' },
		auth: 'user',
		body: { type: 'json', schema: planChoiceSchema },
		responses: { 200: z.object({ paymentLink: z.string().describe('the payment page, or the plan’s page for a subscriber') }) },
		errors: [400, 401, 402, 404, 409, 422, 502, 503],
		idempotent: true,
		example: { body: { planId: 'creadores' } },
	},
	{
		id: 'createSubscription',
		method: 'post',
		path: '/api/create-subscription',
		tag: 'billing',
		summary: {
			es: 'Pago con tarjeta en la aplicación (no disponible: usa createPaymentLink)',
			en: 'Card payment inside the app (not available: use createPaymentLink)',
		},
		auth: 'user',
		body: { type: 'json', schema: planChoiceSchema },
		// never a client secret: 400 EMBEDDED_PAYMENT_UNAVAILABLE names the plan's page (docs/decisions/0032)
		responses: {},
		errors: [400, 401, 404],
		example: { body: { planId: 'esencial' } },
	},
	{
		id: 'planPaymentLink',
		method: 'get',
		path: '/api/subscription/payment-link/{planId}',
		tag: 'billing',
		summary: { es: 'La página de un plan', en: 'A plan’s page' },
		auth: 'none',
		responses: { 200: z.object({ url: z.string() }) },
		errors: [404],
		example: { path: '/api/subscription/payment-link/creadores' },
	},
]
