import type { SubmissionResult } from '@conform-to/react'
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

/** How a sign-up ended: on the list now, already on it, or not stored (null: the form has errors). */
type WaitingListOutcome = 'success' | 'alreadyExists' | 'failure'

/** The waiting-list action's answer, to a fetcher or (without JavaScript) to the page. */
export type WaitingListAnswer = { result: SubmissionResult<string[]>; outcome: WaitingListOutcome | null }
