import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { getPlan, getPricingPlans, loadPlans, plansAllowing } from './plans.server.ts'

const plans = loadPlans('config/plans.json')

test('defaults are the landing-page readings: Esencial 9 EUR / 2 episodes, Agencia 99 EUR / 24', () => {
	expect(getPlan('esencial', plans)).toMatchObject({ priceEur: 9, episodesPerMonth: 2, purchasable: true })
	expect(getPlan('agencia', plans)).toMatchObject({ priceEur: 99, episodesPerMonth: 24, purchasable: false, waitingList: true })
	expect(getPlan('creadores', plans)).toMatchObject({ priceEur: 19, episodesPerMonth: 4, cloningVoices: 2, video: true })
	expect(getPlan('creadores_plus', plans)).toMatchObject({ priceEur: 49, episodesPerMonth: 8 })
	expect(getPlan('creadores_plus', plans).languages).toContain('english')
	expect(getPlan('esencial', plans).languages).not.toContain('english')
})

test('aliases and unknown ids: agency is Agencia, anything unknown behaves as trial', () => {
	expect(getPlan('agency', plans).id).toBe('agencia')
	expect(getPlan('creadores-plus', plans).id).toBe('creadores_plus')
	expect(getPlan('enterprise', plans).id).toBe('trial')
	expect(getPlan(null, plans).id).toBe('trial')
	expect(getPlan('pro', plans).video).toBe(true)
})

test('the pricing section shows Demo, Esencial, Creadores, Creadores PLUS and Agencia, in that order', () => {
	expect(getPricingPlans(plans).map((plan) => plan.id)).toEqual(['demo', 'esencial', 'creadores', 'creadores_plus', 'agencia'])
})

test('the owner can switch to the other reading by editing the file; a broken file is a clear error', () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plans-'))
	const file = path.join(dir, 'plans.json')
	const json = JSON.parse(fs.readFileSync('config/plans.json', 'utf8'))
	json.plans.find((plan: { id: string }) => plan.id === 'esencial').priceEur = 3
	json.plans.find((plan: { id: string }) => plan.id === 'esencial').episodesPerMonth = 1
	fs.writeFileSync(file, JSON.stringify(json))
	expect(getPlan('esencial', loadPlans(file))).toMatchObject({ priceEur: 3, episodesPerMonth: 1 })

	json.plans[0].episodesPerMonth = 'muchos'
	fs.writeFileSync(file, JSON.stringify(json))
	expect(() => loadPlans(file)).toThrow(/no es válido[\s\S]*plans\.0\.episodesPerMonth/)
})

test('publishing in a feed: every paid plan has it, the trial and the demo do not; a refusal names the plans to buy', () => {
	const paid = plans.filter((plan) => plan.priceEur > 0)
	expect(paid.length).toBeGreaterThan(0)
	for (const plan of paid) expect(plan, plan.id).toMatchObject({ feedPublishing: true })
	expect(getPlan('trial', plans).feedPublishing).toBe(false)
	expect(getPlan('demo', plans).feedPublishing).toBe(false)
	// Pro is an old plan nobody can buy any more: a refusal does not send anyone to it
	expect(plansAllowing('feedPublishing', plans).map((plan) => plan.name)).toEqual([
		'Esencial',
		'Creadores',
		'Creadores PLUS',
		'Agencia',
	])
})
