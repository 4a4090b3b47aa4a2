import { scheduleEmail } from '#app/modules/email/outbox.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { Language } from '#app/utils/i18n.ts'
import type { WaitingListInput } from './waiting-list-schema.ts'

/**
 * Adds an address to the agency waiting list and queues its confirmation e-mail in the same transaction.
 * An address already on the list is reported, not duplicated, and gets no second e-mail.
 */
export async function joinWaitingList(input: Pick<WaitingListInput, 'email' | 'companyName'>, locale: Language) {
	return prisma.$transaction(async (tx) => {
		const { count } = await tx.agencyWaitingListEntry.createMany({
			data: [{ email: input.email, companyName: input.companyName || null, acceptedPrivacyPolicy: true }],
			skipDuplicates: true,
		})
		if (count === 0) return { alreadyExists: true as const }
		await scheduleEmail(tx, {
			key: 'waiting-list',
			kind: 'waiting-list-confirmation',
			to: input.email,
			locale,
			data: input.companyName ? { companyName: input.companyName } : {},
		})
		return { alreadyExists: false as const }
	})
}
