import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { oneLine } from '#app/utils/one-line.ts'

/** Auth forms, shared by the server and the browser. Messages are keys of the `auth` namespace. */
const email = z
	.string({ error: 'errors.emailInvalid' })
	.trim()
	.toLowerCase()
	.pipe(z.email({ error: 'errors.emailInvalid' }).max(254, { error: 'errors.emailInvalid' }))
const password = z
	.string({ error: 'errors.passwordMin' })
	.min(6, { error: 'errors.passwordMin' })
	.max(200, { error: 'errors.passwordMax' })
const optionalName = z.string().overwrite(oneLine).max(80, { error: 'errors.nameTooLong' }).optional()
const checkbox = z
	.literal('on')
	.optional()
	.transform((value) => value === 'on')

export const loginSchema = z.object({ email, password, redirectTo: z.string().optional() })

/** /register: names optional, beta code trimmed, marketing consent off by default. */
export const registerSchema = z.object({
	firstName: optionalName,
	lastName: optionalName,
	email,
	password,
	betaCode: z.string().trim().max(64).optional(),
	consentMarketing: checkbox,
	marketingSource: z.string().trim().max(80).optional(),
	plan: z.string().trim().max(40).optional(),
	redirectTo: z.string().optional(),
})

/** The landing sign-up (a plan was chosen): names are required. */
export const signupSchema = registerSchema.extend({
	firstName: z
		.string({ error: 'errors.firstNameRequired' })
		.overwrite(oneLine)
		.min(1, { error: 'errors.firstNameRequired' })
		.max(80),
	lastName: z
		.string({ error: 'errors.lastNameRequired' })
		.overwrite(oneLine)
		.min(1, { error: 'errors.lastNameRequired' })
		.max(80),
})

export type RegisterInput = z.infer<typeof registerSchema>

/** What the /register action answers when it does not sign in: the form's reply (field errors, the e-mail taken). */
export type RegisterAnswer = { result: SubmissionResult<string[]> }
