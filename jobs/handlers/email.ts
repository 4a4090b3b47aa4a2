import { sendMail } from '#app/integrations/mail/mail.server.ts'
import { renderEmail } from '#app/modules/email/render-email.server.ts'
import { defineJob } from '../define-job.ts'

/** Queue `email`: render the template, send it (SMTP or outbox). A throw lets pg-boss retry with backoff. */
export const handleEmail = defineJob('email', {
	run: async (payload) => ({ transport: (await sendMail(await renderEmail(payload))).transport }),
})
