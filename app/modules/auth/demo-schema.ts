import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'

/** Demo access: an e-mail and the accepted terms, both required. */
export const demoAccessSchema = z.object({
	email: z
		.string({ error: 'demo.errors.required' })
		.trim()
		.toLowerCase()
		.pipe(z.email({ error: 'demo.errors.emailInvalid' }).max(254)),
	acceptTerms: z.literal('on', { error: 'demo.errors.required' }),
})

/**
 * What the /demo/acceso action answers when it does not sign in: the form's reply, and for an existing demo the
 * address its sign-in link went to. The page and the landing dialog both read it.
 */
export type DemoAccessAnswer = { result: SubmissionResult<string[]>; linkSent?: { email: string; minutes: number } }
