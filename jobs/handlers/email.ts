import { deliverEmail } from '#app/modules/email/outbox.server.ts'
import { defineJob } from '../define-job.ts'

/** Queue `email`: one outbox message, sent at most once; a throw lets pg-boss retry with backoff. */
export const handleEmail = defineJob('email', {
	run: async ({ messageId }) => ({ outcome: await deliverEmail(messageId) }),
})
