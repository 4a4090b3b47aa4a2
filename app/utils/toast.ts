import { z } from 'zod'

/** A message shown once on the next page (flash), so it works without JavaScript. Texts are i18n keys. */
export const toastSchema = z.object({
	type: z.enum(['success', 'error']),
	title: z.string(),
	description: z.string().optional(),
	/** interpolation values of the description, e.g. the next plan's name */
	values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type Toast = z.infer<typeof toastSchema>
