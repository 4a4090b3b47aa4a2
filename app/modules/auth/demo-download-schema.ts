import { z } from 'zod'

/** The e-mail capture before a demo download: a demo user gives an e-mail before downloading. */
export const demoDownloadSchema = z.object({
	intent: z.literal('demo-download'),
	email: z
		.string()
		.trim()
		.toLowerCase()
		.pipe(z.email({ error: 'episode.demo.emailInvalid' }).max(254)),
	consentMarketing: z
		.literal('on')
		.optional()
		.transform((value) => value === 'on'),
})
