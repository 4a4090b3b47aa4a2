import crypto from 'node:crypto'
import type { Prisma } from '#app/generated/prisma/client.ts'
import type { SubscriptionSnapshot } from '#app/ports/payments.ts'
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
	status: 'open' | 'complete' | 'expired'
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

/** Marks an open session complete, once: false when it was not open any more (paid already, or expired). */
export async function claimSandboxSession(session: SandboxSession) {
	const claimed = await prisma.billingSandboxObject.updateMany({
		where: { id: session.id, kind: 'checkout.session', data: { path: ['status'], equals: 'open' } },
		data: { data: { ...session, status: 'complete' } },
	})
	return claimed.count === 1
}

/** Expires the customer's open sessions except `keep`: how many. */
export function expireSandboxSessions(customerId: string, keep: string) {
	return prisma.$executeRaw`
		UPDATE "billing_sandbox_objects" SET "data" = jsonb_set("data", '{status}', '"expired"')
		WHERE "kind" = 'checkout.session' AND "data"->>'customerId' = ${customerId} AND "data"->>'status' = 'open'
			AND "id" <> ${keep}`
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

function fromStored(stored: StoredSubscription): SubscriptionSnapshot {
	const date = (value: string | null) => (value ? new Date(value) : null)
	return {
		...stored,
		periodStart: new Date(stored.periodStart),
		periodEnd: new Date(stored.periodEnd),
		canceledAt: date(stored.canceledAt),
		endedAt: date(stored.endedAt),
	}
}

/** A sandbox subscription's current state, or null when the sandbox never made it. */
export async function readSandboxSubscription(id: string): Promise<SubscriptionSnapshot | null> {
	const stored = await load<StoredSubscription>(id, 'subscription')
	return stored ? fromStored(stored) : null
}

/** The customer's subscriptions in these statuses, newest first. */
export async function sandboxSubscriptionsOf(customerId: string, statuses: string[]) {
	const rows = await prisma.$queryRaw<Array<{ data: StoredSubscription }>>`
		SELECT "data" FROM "billing_sandbox_objects"
		WHERE "kind" = 'subscription' AND "data"->>'customerId' = ${customerId} AND "data"->>'status' = ANY(${statuses})
		ORDER BY "createdAt" DESC`
	return rows.map((row) => fromStored(row.data))
}

/** The ids of subscriptions in these statuses whose period has ended by `now` (the sandbox clock's work). */
export async function dueSandboxSubscriptions(now: Date, statuses: string[]) {
	const rows = await prisma.$queryRaw<Array<{ id: string }>>`
		SELECT "id" FROM "billing_sandbox_objects"
		WHERE "kind" = 'subscription' AND "data"->>'status' = ANY(${statuses})
			AND ("data"->>'periodEnd')::timestamptz <= ${now}::timestamptz`
	return rows.map((row) => row.id)
}
