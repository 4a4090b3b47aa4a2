import { expect, test } from 'vitest'
import { deleteAccount } from '#app/modules/account/delete-account.server.ts'
import { createUser } from '#app/modules/auth/users.server.ts'
import { deliverEmail } from '#app/modules/email/outbox.server.ts'
import { sendPaymentFailedMail, sendSubscriptionCancelledMail, sendWelcomeMail } from '#app/modules/email/service-mail.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { catchMailForFile, MAIL_TEST_APP_URL } from '#tests/support/smtp-catcher.ts'

const APP_URL = MAIL_TEST_APP_URL
const smtp = catchMailForFile()

async function deliverTo(address: string) {
	for (const message of await prisma.emailMessage.findMany({ where: { recipient: address, status: 'queued' } })) {
		await deliverEmail(message.id)
	}
	return smtp().to(address)
}

test('registering schedules the welcome mail with the plan, once', async () => {
	const email = `nueva-${crypto.randomUUID()}@ejemplo.es`
	const { id } = await createUser({ email, password: 'contraseña-segura', firstName: 'Nuria', consentMarketing: false })
	expect(await sendWelcomeMail(id)).toBeNull() // already scheduled at registration
	const [mail] = await deliverTo(email)
	expect(mail!.subject).toBe('Te damos la bienvenida a Ondacast')
	expect(mail!.text).toContain('¡Hola, Nuria! Tu cuenta está lista')
	expect(mail!.text).toContain('Tu plan es Prueba: 1 episodio al mes.')
	expect(mail!.text).toContain(`${APP_URL}/create`)
	expect(mail!.text).toContain('mensaje de servicio')
	expect(smtp().to(email)).toHaveLength(1)
})

test('registering on the way to a checkout: the welcome names the plan being bought, not only the trial', async () => {
	const email = `compra-${crypto.randomUUID()}@ejemplo.es`
	await createUser({ email, password: 'contraseña-segura', consentMarketing: false }, { buyingPlanName: 'Creadores' })
	const [mail] = await deliverTo(email)
	expect(mail!.text).toContain('En cuanto se confirme tu pago tendrás el Plan Creadores; hasta entonces tu plan es Prueba')
	expect(mail!.text).not.toContain('Tu plan es Prueba')
})

test('service mail goes even with every switch off: payment failed with the card link, once per event', async () => {
	const user = await prisma.user.create({
		data: { email: `pago-${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores', notifyEmail: false },
	})
	await sendPaymentFailedMail(user.id, { eventId: 'in_123', updateCardPath: '/settings?tab=plan' })
	await sendPaymentFailedMail(user.id, { eventId: 'in_123', updateCardPath: '/settings?tab=plan' })
	const [mail] = await deliverTo(user.email)
	expect(smtp().to(user.email)).toHaveLength(1)
	expect(mail!.subject).toBe('No hemos podido cobrar tu plan de Ondacast')
	expect(mail!.text).toContain('Tu banco ha rechazado el último cobro de tu plan Creadores.')
	expect(mail!.text).toContain(`Actualizar mi tarjeta:\n${APP_URL}/settings?tab=plan`)

	// a link elsewhere is never put in the mail
	await sendPaymentFailedMail(user.id, { eventId: 'in_456', updateCardPath: '//malicioso.example/tarjeta' })
	const mails = await deliverTo(user.email)
	expect(mails[1]!.text).toContain(`Actualizar mi tarjeta:\n${APP_URL}/settings\n`)
})

test('subscription cancelled: the end date in the reader’s language', async () => {
	const es = await prisma.user.create({ data: { email: `baja-${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })
	const en = await prisma.user.create({
		data: { email: `bye-${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores', defaultLanguage: 'english' },
	})
	const endsAt = new Date('2026-12-03T10:00:00Z')
	await sendSubscriptionCancelledMail(es.id, { subscriptionId: 'sub_1', endsAt })
	await sendSubscriptionCancelledMail(en.id, { subscriptionId: 'sub_2', endsAt })
	const [spanish] = await deliverTo(es.email)
	const [english] = await deliverTo(en.email)
	expect(spanish!.text).toContain('Puedes seguir usándolo hasta el 3 de diciembre de 2026')
	expect(english!.subject).toBe('Your Ondacast subscription is cancelled')
	expect(english!.text).toContain('until 3 December 2026')
})

test('deleting the account sends its confirmation to the address it had, after the account is gone', async () => {
	const email = `adios-${crypto.randomUUID()}@ejemplo.es`
	const { id } = await createUser({ email, password: 'contraseña-segura', consentMarketing: false })
	await deleteAccount(id)
	expect(await prisma.user.findUnique({ where: { id } })).toBeNull()
	const mails = await deliverTo(email)
	const deleted = mails.find((mail) => mail.subject === 'Tu cuenta de Ondacast se ha eliminado')
	expect(deleted!.text).toContain(`hemos eliminado la cuenta ${email} con todos sus episodios`)
	expect(deleted!.raw).not.toMatch(/List-Unsubscribe/i)
	// the welcome mail and the confirmation stay in the outbox, without the address
	const rows = await prisma.emailMessage.findMany()
	expect(rows.length).toBeGreaterThanOrEqual(2)
	expect(JSON.stringify(rows)).not.toContain(email)
})
