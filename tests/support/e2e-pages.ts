import fs from 'node:fs'
import type { Page } from '@playwright/test'

export type PlanFromFile = { id: string; name: string; priceEur: number; episodesPerMonth: number; showOnPricing: boolean }

export function plansFromFile(): PlanFromFile[] {
	return JSON.parse(fs.readFileSync('config/plans.json', 'utf8')).plans
}

/** Records every script the page requests, to prove a page ships no JavaScript. */
export function trackScripts(page: Page) {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(request.url())
	})
	return scripts
}
