import { z } from 'zod'

/** Demo access: an e-mail and the accepted terms, both required (spec section 5, 'Campos requeridos'). */
export const demoAccessSchema = z.object({
	email: z
		.string({ error: 'demo.errors.required' })
		.trim()
		.toLowerCase()
		.pipe(z.email({ error: 'demo.errors.emailInvalid' }).max(254)),
	acceptTerms: z.literal('on', { error: 'demo.errors.required' }),
})
