import { spawn } from 'node:child_process'
import { expect, test } from 'vitest'
import { createUser } from '#app/modules/auth/users.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { OperatorPlanError, planListLines, setPlanByEmail } from './operator-plan.server.ts'

/** `npm run plan -- …` as an operator types it, against this test's database. */
async function runPlanCommand(...args: string[]) {
	const run = spawn(process.execPath, ['scripts/plan.ts', ...args], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
	let output = ''
	run.stdout.on('data', (chunk) => {
		output += chunk
	})
	run.stderr.on('data', (chunk) => {
		output += chunk
	})
	const code = await new Promise<number | null>((resolve) => run.once('exit', resolve))
	return { code, output }
}

test('list shows every plan of config/plans.json with its price and whether it is sold', () => {
	const lines = planListLines()
	expect(lines.find((line) => line.startsWith('creadores ')))?.toMatch(/Creadores\s+19 €\/mes\s+4 episodios\/mes\s+\(se vende\)/)
	expect(lines.find((line) => line.startsWith('agencia')))?.toContain('(no se vende)')
	expect(lines.some((line) => line.startsWith('trial'))).toBe(true)
})

test('set gives the account the plan (any case of e-mail, aliases too) and clears a pending cancellation', async () => {
	const user = await createUser({ email: 'operador@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	await prisma.user.update({ where: { id: user.id }, data: { cancelledAt: new Date() } })
	const result = await setPlanByEmail('Operador@Ejemplo.es', 'creadores-plus')
	expect(result).toMatchObject({ previousPlanId: 'trial', plan: { id: 'creadores_plus' } })
	expect(await prisma.user.findUnique({ where: { id: user.id }, select: { planId: true, cancelledAt: true } })).toEqual({
		planId: 'creadores_plus',
		cancelledAt: null,
	})
	// Agencia is never sold, but an operator may give it
	await setPlanByEmail('operador@ejemplo.es', 'agencia')
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).planId).toBe('agencia')
})

test('an unknown plan or e-mail is refused with a message naming it, and nothing changes', async () => {
	const user = await createUser({ email: 'sin-cambios@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	await expect(setPlanByEmail('sin-cambios@ejemplo.es', 'enterprise')).rejects.toThrow(/No existe el plan "enterprise"/)
	await expect(setPlanByEmail('nadie@ejemplo.es', 'creadores')).rejects.toThrow(OperatorPlanError)
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).planId).toBe('trial')
})

test('the command itself: set prints the change, a typo exits 1 with the list of plans, no arguments prints the usage', async () => {
	const user = await createUser({ email: 'comando@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	const set = await runPlanCommand('set', 'comando@ejemplo.es', 'creadores')
	expect(set).toEqual({ code: 0, output: 'comando@ejemplo.es: plan trial → creadores (Creadores).\n' })
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).planId).toBe('creadores')
	const typo = await runPlanCommand('set', 'comando@ejemplo.es', 'creadore')
	expect(typo.code).toBe(1)
	expect(typo.output).toContain('No existe el plan "creadore". Planes: demo, trial, esencial, creadores')
	expect(await runPlanCommand()).toMatchObject({ code: 1, output: expect.stringContaining('Uso: npm run plan -- list') })
	const list = await runPlanCommand('list')
	expect(list.code).toBe(0)
	expect(list.output).toContain('creadores_plus')
})
