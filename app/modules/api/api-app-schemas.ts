import { z } from 'zod'
import { demoDownloadSchema } from '#app/modules/auth/demo-download-schema.ts'
import { renameSchema } from '#app/modules/library/library-schemas.ts'
import { waitingListSchema } from '#app/modules/waiting-list/waiting-list-schema.ts'

/**
 * POST /api/agency-waiting-list `{ email, companyName }`: the waiting-list form's fields and rules (messages in the
 * `landing` namespace). The form's privacy checkbox is the client's own: the spec's client enables its button only
 * once it is ticked, and sends these two fields.
 */
export const apiWaitingListSchema = waitingListSchema.omit({ acceptPrivacy: true })

/**
 * POST /api/demo/email-capture `{ episodeTitle, email?, consentMarketing? }`: the capture the complete step asks of a
 * demo user before the download (messages in the `episodes` namespace). Without `email` it is the one the demo was
 * opened with; `episodeTitle`, which the spec's client sends, is checked as a title and not stored (the demo's
 * episode is its account's).
 */
export const apiDemoEmailCaptureSchema = demoDownloadSchema.omit({ intent: true }).extend({
	email: demoDownloadSchema.shape.email.optional(),
	consentMarketing: z
		.union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
		.optional()
		.transform((value) => value === true || value === 'on' || value === 'true'),
	episodeTitle: renameSchema.shape.title.optional(),
})
