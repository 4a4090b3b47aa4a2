import { deliverEmail, giveUpEmail } from '#app/modules/email/outbox.server.ts'
import { defineJob } from '../define-job.ts'

/**
 * Queue `email`: one outbox message, sent at most once; a throw lets pg-boss retry with backoff, and after the last
 * retry the message is recorded as failed (without its secrets).
 */
export const handleEmail = defineJob('email', {
	run: async ({ messageId }) => ({ outcome: await deliverEmail(messageId) }),
	giveUp: ({ messageId }, error) => giveUpEmail(messageId, error),
})
