import { z } from 'zod'
import { oneLine } from '#app/utils/one-line.ts'

/** Agency waiting-list form (landing pricing card and settings). Messages are i18n keys of the `landing` namespace. */
export const waitingListSchema = z.object({
	email: z
		.string({ error: 'waitingList.errors.emailRequired' })
		.trim()
		.toLowerCase()
		.pipe(z.email({ error: 'waitingList.errors.emailInvalid' }).max(254, { error: 'waitingList.errors.emailInvalid' })),
	companyName: z.string().overwrite(oneLine).max(120, { error: 'waitingList.errors.companyTooLong' }).optional(),
	acceptPrivacy: z.literal('on', { error: 'waitingList.errors.privacyRequired' }),
})

export type WaitingListInput = z.infer<typeof waitingListSchema>
