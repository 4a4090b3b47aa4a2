import fs from 'node:fs'
import i18next from 'i18next'
import { expect, test } from 'vitest'
import { getPlan, loadPlans, nextPlanUp } from '#app/modules/plans/plans.server.ts'
import { limitTextValues } from './limit-text.ts'

const plans = loadPlans('config/plans.json')
const nextFor = (planId: string) => nextPlanUp(getPlan(planId, plans), plans)?.name ?? null

const i18n = i18next.createInstance()
await i18n.init({
	lng: 'es',
	resources: {
		es: {
			episodes: JSON.parse(fs.readFileSync('locales/es/episodes.json', 'utf8')),
			common: JSON.parse(fs.readFileSync('locales/es/common.json', 'utf8')),
		},
	},
	interpolation: { escapeValue: false },
})

test('the next plan up is the first with more episodes a month that can be bought or waited for', () => {
	expect(nextFor('demo')).toBe('Esencial')
	expect(nextFor('trial')).toBe('Esencial')
	expect(nextFor('esencial')).toBe('Creadores')
	expect(nextFor('creadores')).toBe('Creadores PLUS')
	expect(nextFor('pro')).toBe('Creadores PLUS')
	expect(nextFor('creadores_plus')).toBe('Agencia')
	expect(nextFor('agencia')).toBeNull()
})

test('a Creadores user at the limit is told to move to Creadores PLUS, never to Pro or to Creadores', () => {
	const values = limitTextValues({ used: 4, limit: 4, nextPlan: nextFor('creadores') })
	const usage = i18n.t('create.errors.limitUsage', { ns: 'episodes', ...values })
	const refused = i18n.t('create.errors.limit', { ns: 'episodes', ...values })
	const toast = i18n.t('toasts.limitReachedText', { ns: 'common', ...values })
	expect(usage).toBe('Has consumido 4/4 episodios este mes. Actualiza a Creadores PLUS para crear más.')
	expect(refused).toBe('Has alcanzado el límite de episodios de tu plan. Actualiza a Creadores PLUS para crear más.')
	expect(toast).toBe(refused)
	expect(i18n.t('library.limitReason', { ns: 'episodes', ...values })).toBe(usage)
})

test('on the largest plan there is nothing to suggest', () => {
	const values = limitTextValues({ used: 24, limit: 24, nextPlan: nextFor('agencia') })
	expect(i18n.t('create.errors.limit', { ns: 'episodes', ...values })).toBe('Has alcanzado el límite de episodios de tu plan.')
	expect(i18n.t('create.errors.limitUsage', { ns: 'episodes', ...values })).toBe(
		'Has consumido 24/24 episodios este mes: tu plan es el mayor; tendrás más el próximo mes.',
	)
})
