import { z } from 'zod'

/**
 * A plan chosen by its id (POST /api/create-payment-link, /api/create-subscription); which plans are sold is the
 * billing modules' to say. The message is a code of the `errors` namespace.
 */
export const planChoiceSchema = z.object({
	planId: z.string({ error: 'PLAN_NOT_FOUND' }).trim().min(1, { error: 'PLAN_NOT_FOUND' }).max(40, { error: 'PLAN_NOT_FOUND' }),
})
