import { z } from 'zod'

/** The account as the API answers it (app/modules/account/account.server.ts getAccountSummary). */
export const apiUserSchema = z
	.object({
		id: z.string(),
		email: z.string(),
		firstName: z.string().nullable(),
		lastName: z.string().nullable(),
		avatarUrl: z.string().nullable(),
		planId: z.string(),
		isDemoUser: z.boolean(),
	})
	.meta({ id: 'User' })

const apiPlanSchema = z
	.object({ id: z.string(), name: z.string(), canClone: z.boolean(), canUpgrade: z.boolean(), canManage: z.boolean() })
	.meta({ id: 'Plan' })

/** Episodes used this month of the plan's limit (-1: no limit), and the plan the limit messages suggest. */
const apiQuotaSchema = z
	.object({ used: z.number().int(), limit: z.number().int(), reached: z.boolean(), nextPlan: z.string().nullable() })
	.meta({ id: 'Quota' })

export const apiAccountSchema = z.object({ user: apiUserSchema, quota: apiQuotaSchema, plan: apiPlanSchema })
