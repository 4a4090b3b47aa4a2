import type { Job } from 'pg-boss'
import { sendMail } from '#app/integrations/mail/mail.server.ts'
import { renderEmail } from '#app/modules/email/render-email.server.ts'
import { queues } from '#app/utils/queue.server.ts'

/** Queue `email`: render the template, send it (SMTP or outbox). A throw lets pg-boss retry with backoff. */
export async function handleEmail([job]: Job<unknown>[]) {
	const payload = queues.email.payload.parse(job.data)
	const result = await sendMail(await renderEmail(payload))
	return { transport: result.transport }
}
