import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { hash } from '@node-rs/argon2'
import { expect, type Locator, type Page } from '@playwright/test'
import type pg from 'pg'
import { e2eDataDir } from '../support/e2e-paths.ts'
import { queryEmbedded } from '../support/embedded-query.ts'

/** A query against the e2e server's own (embedded) database. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values: unknown[] = []) {
	const dataDir = e2eDataDir()
	const { pgPort } = JSON.parse(fs.readFileSync(path.join(dataDir, 'e2e.json'), 'utf8'))
	return queryEmbedded<T>({ dataDir, port: pgPort }, sql, values)
}

export const PASSWORD = 'contraseña-segura'

/** A user straight in the database: a plan, and `used` episodes already counted this month. */
export async function createUser({ plan = 'esencial', used = 0, firstName = 'Lucía' as string | null } = {}) {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const password = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 })
	const [user] = await query<{ id: string; billingPeriodStart: Date }>(
		`INSERT INTO users (email, password, "firstName", "planId", "episodesUsedThisMonth", "updatedAt")
		 VALUES ($1, $2, $3, $4, $5, now()) RETURNING id, "billingPeriodStart"`,
		[email, password, firstName, plan, used],
	)
	for (let i = 0; i < used; i++) {
		await query(`INSERT INTO usage_ledger ("userId", "episodeId", "periodStart") VALUES ($1, $2, $3)`, [
			user!.id,
			crypto.randomUUID(),
			user!.billingPeriodStart,
		])
	}
	return { id: user!.id, email }
}

/** Signs in through the real form. */
export async function login(page: Page, email: string, password = PASSWORD) {
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

/** A new user of the plan, signed in, on the dashboard. */
export async function signedIn(page: Page, options?: Parameters<typeof createUser>[0]) {
	const user = await createUser(options)
	await login(page, user.email)
	await expect(page).toHaveURL(/\/dashboard$/)
	return user
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
