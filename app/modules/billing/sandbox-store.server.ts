import crypto from 'node:crypto'
import type { Prisma } from '#app/generated/prisma/client.ts'
import type { SubscriptionSnapshot } from '#app/integrations/stripe/subscription.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getSecrets } from '#app/utils/secrets.server.ts'

/**
 * The billing sandbox's stand-ins for Stripe's objects (BILLING_SANDBOX=true, no Stripe key): its checkout
 * sessions and subscriptions live in `billing_sandbox_objects`, and its webhook events are read back from here as
 * Stripe's are read from Stripe's API.
 */
export type SandboxSession = {
	id: string
	userId: string
	planId: string
	priceId: string
	customerId: string
	status: 'open' | 'complete'
	subscriptionId: string | null
}

const newId = (prefix: string) => `${prefix}_sandbox_${crypto.randomBytes(12).toString('hex')}`

/** The secret the sandbox signs its events with, derived from the session secret (never a Stripe secret). */
export function sandboxWebhookSecret() {
	return `whsec_sandbox_${crypto.createHmac('sha256', getSecrets().sessionSecret).update('billing-sandbox').digest('hex')}`
}

async function save(id: string, kind: string, data: unknown) {
	const json = data as Prisma.InputJsonValue
	await prisma.billingSandboxObject.upsert({ where: { id }, create: { id, kind, data: json }, update: { data: json } })
}

async function load<T>(id: string, kind: string): Promise<T | null> {
	const row = await prisma.billingSandboxObject.findUnique({ where: { id } })
	return row?.kind === kind ? (row.data as T) : null
}

export async function createSandboxSession(input: { userId: string; planId: string; priceId: string; customerId: string }) {
	const session: SandboxSession = { id: newId('cs'), status: 'open', subscriptionId: null, ...input }
	await save(session.id, 'checkout.session', session)
	return session
}

export function readSandboxSession(id: string) {
	return load<SandboxSession>(id, 'checkout.session')
}

export function saveSandboxSession(session: SandboxSession) {
	return save(session.id, 'checkout.session', session)
}

export function newSandboxCustomerId() {
	return newId('cus')
}

type StoredSubscription = Omit<SubscriptionSnapshot, 'periodStart' | 'periodEnd' | 'canceledAt' | 'endedAt'> & {
	periodStart: string
	periodEnd: string
	canceledAt: string | null
	endedAt: string | null
}

export async function saveSandboxSubscription(subscription: SubscriptionSnapshot) {
	await save(subscription.id, 'subscription', subscription)
}

export function newSandboxSubscriptionId() {
	return newId('sub')
}

/** A sandbox subscription's current state, as the webhook re-reads it (the SubscriptionReader of the sandbox). */
export async function readSandboxSubscription(id: string): Promise<SubscriptionSnapshot> {
	const stored = await load<StoredSubscription>(id, 'subscription')
	if (!stored) throw new Error(`La suscripción de prueba ${id} no existe`)
	const date = (value: string | null) => (value ? new Date(value) : null)
	return {
		...stored,
		periodStart: new Date(stored.periodStart),
		periodEnd: new Date(stored.periodEnd),
		canceledAt: date(stored.canceledAt),
		endedAt: date(stored.endedAt),
	}
}
