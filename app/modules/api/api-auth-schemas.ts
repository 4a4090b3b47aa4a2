import { z } from 'zod'
import { registerSchema } from '#app/modules/auth/auth-schemas.ts'

/**
 * POST /api/auth/register: the register page's fields and rules (the same messages, in the `auth` namespace), with
 * what a JSON client sends: `consentMarketing` as a boolean, and the plan it chose as `selectedPlan`.
 */
export const apiRegisterSchema = registerSchema.omit({ redirectTo: true, plan: true }).extend({
	consentMarketing: z
		.union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
		.optional()
		.transform((value) => value === true || value === 'on' || value === 'true'),
	selectedPlan: z.string().trim().max(40).optional(),
})

/** POST /api/demo/register: the demo's one field. */
export const apiDemoSchema = registerSchema.pick({ email: true })
