import crypto from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { signIn } from '#app/utils/auth.server.ts'
import { e2eDb } from './e2e-database.ts'

export const PASSWORD = 'contraseña-segura'

/** An e-mail address no other test uses. */
export function newEmail(domain = 'ejemplo.es') {
	return `${crypto.randomUUID()}@${domain}`
}

export type UserOptions = { plan?: string; used?: number; firstName?: string | null }
export type TestUser = { id: string; email: string }

/** A user straight in the database: a plan, and `used` episodes already counted this month. */
export async function insertUser({ plan = 'esencial', used = 0, firstName = 'Lucía' }: UserOptions = {}): Promise<TestUser> {
	const user = await e2eDb().user.create({
		data: {
			email: newEmail(),
			password: await hashPassword(PASSWORD),
			firstName,
			planId: plan,
			episodesUsedThisMonth: used,
		},
		select: { id: true, email: true, billingPeriodStart: true },
	})
	await e2eDb().usageLedgerEntry.createMany({
		data: Array.from({ length: used }, () => ({
			userId: user.id,
			episodeId: crypto.randomUUID(),
			periodStart: user.billingPeriodStart,
		})),
	})
	return { id: user.id, email: user.email }
}

/** Users made by a test, with their sessions; their episodes, ledger and settings go with them (cascade). */
export async function deleteUsers(ids: string[]) {
	if (ids.length === 0) return
	for (const id of ids) await e2eDb().session.deleteMany({ where: { sess: { path: ['userId'], equals: id } } })
	await e2eDb().user.deleteMany({ where: { id: { in: ids } } })
}

/** The session cookie the app's own sign-in sets for this user (a new row in `sessions`). */
export async function sessionCookie(userId: string, baseURL: string) {
	const response = await signIn(new Request(baseURL), userId, '/dashboard')
	const header = response.headers.get('Set-Cookie') ?? ''
	const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
	const separator = pair.indexOf('=')
	const has = (name: string) => attributes.some((attribute) => attribute.toLowerCase() === name)
	return {
		name: pair.slice(0, separator),
		value: pair.slice(separator + 1),
		url: baseURL,
		httpOnly: has('httponly'),
		secure: has('secure'),
		sameSite: 'Lax' as const,
	}
}

/** Signs in through the real form. */
export async function loginThroughForm(page: Page, email: string, password = PASSWORD) {
	await page.goto('/login')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Contraseña').fill(password)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/** Demo access through its real form, landing on the demo screen. */
export async function enterDemo(page: Page, email: string) {
	await page.goto('/demo/acceso')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByRole('checkbox').check()
	await page.getByRole('button', { name: 'Acceder a demo' }).click()
	await expect(page).toHaveURL(/\/demo$/)
}

/**
 * The sign-up form for a plan (page or dialog): submitting without names shows both required messages, then with
 * names it goes through.
 */
export async function signUpForPlan(scope: Page | Locator, email: string, planName: string) {
	const submit = scope.getByRole('button', { name: `Continuar con Plan ${planName}`, exact: true })
	await scope.getByLabel('Email', { exact: true }).fill(email)
	await scope.getByLabel('Contraseña').fill(PASSWORD)
	await submit.click()
	await expect(scope.getByText('El nombre es obligatorio')).toBeVisible()
	await expect(scope.getByText('El apellido es obligatorio')).toBeVisible()
	await scope.getByLabel('Nombre').fill('Jon')
	await scope.getByLabel('Apellido').fill('Etxeberria')
	await scope.getByLabel('Contraseña').fill(PASSWORD)
	await submit.click()
}
