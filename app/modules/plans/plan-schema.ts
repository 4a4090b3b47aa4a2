import { z } from 'zod'
import { planFeatures } from './plan-features.ts'

const episodeLanguages = ['castellano', 'latino', 'english'] as const

const planSchema = z.object({
	id: z.string().regex(/^[a-z0-9_]+$/),
	aliases: z.array(z.string()).default([]),
	name: z.string().min(1),
	priceEur: z.number().min(0),
	/** -1 means unlimited */
	episodesPerMonth: z.number().int().min(-1),
	mostPopular: z.boolean().default(false),
	features: z.array(z.enum(planFeatures)),
	cloningVoices: z.number().int().min(0),
	/** entries of the pronunciation dictionary an account may keep (app/modules/pronunciation) */
	pronunciationEntries: z.number().int().min(0),
	video: z.boolean(),
	youtubeUpload: z.boolean(),
	/** publishing episodes in a show's RSS feed (issue 26); a plan without it may still create shows */
	feedPublishing: z.boolean(),
	languages: z.array(z.enum(episodeLanguages)).min(1),
	lengthMinutes: z.object({ min: z.number().positive(), max: z.number().positive() }),
	purchasable: z.boolean(),
	waitingList: z.boolean().default(false),
	showOnPricing: z.boolean(),
})

export const plansFileSchema = z
	.object({ currency: z.literal('EUR'), plans: z.array(planSchema).min(1) })
	.refine((file) => file.plans.some((plan) => plan.id === 'trial'), { message: 'plans.json necesita el plan "trial"' })

export type Plan = z.infer<typeof planSchema>
