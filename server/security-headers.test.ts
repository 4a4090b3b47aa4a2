import express from 'express'
import { afterEach, expect, test } from 'vitest'
import { resetEnv } from '#app/utils/env.server.ts'
import { listen } from '#tests/support/listen.ts'
import { cspNonce, feedCrossOrigin, securityHeaders } from './security.ts'

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
const saved = Object.fromEntries(STRIPE_KEYS.map((name) => [name, process.env[name]]))
afterEach(() => {
	for (const name of STRIPE_KEYS) {
		if (saved[name] === undefined) delete process.env[name]
		else process.env[name] = saved[name]
	}
	resetEnv()
})

/** The form-action sources of the Content-Security-Policy a page is served with, for the current environment. */
async function formAction() {
	resetEnv()
	const app = express()
		.use(cspNonce)
		.use(securityHeaders({ dev: false }))
		.get('/', (_req, res) => {
			res.send('ok')
		})
	const { base, close } = await listen(app)
	try {
		const csp = (await fetch(base)).headers.get('content-security-policy') ?? ''
		return csp
			.split(';')
			.map((directive) => directive.trim().split(/\s+/))
			.find(([name]) => name === 'form-action')
			?.slice(1)
	} finally {
		close()
	}
}

test('with a Stripe key, form-action lets the subscribe and portal forms’ redirects reach Stripe Checkout and the portal', async () => {
	Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp' })
	const sources = await formAction()
	expect(sources).toContain("'self'")
	expect(sources).toContain('https://checkout.stripe.com')
	expect(sources).toContain('https://billing.stripe.com')
})

test('without a Stripe key, form-action names no Stripe origin', async () => {
	for (const name of STRIPE_KEYS) delete process.env[name]
	const sources = await formAction()
	expect(sources).toContain("'self'")
	expect(sources?.some((source) => source.includes('stripe.com'))).toBe(false)
})

test('a feed and its files may be read and embedded by any site (web podcast players); the rest stays same-origin', async () => {
	const app = express()
		.use(cspNonce)
		.use(securityHeaders({ dev: false }))
		.use(feedCrossOrigin)
		.get('*', (_req, res) => {
			res.send('ok')
		})
	const { base, close } = await listen(app)
	try {
		const feed = await fetch(`${base}/feeds/t0k3n/artwork`)
		expect(feed.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
		expect(feed.headers.get('access-control-allow-origin')).toBe('*')
		expect(feed.headers.get('access-control-allow-credentials')).toBeNull()
		const page = await fetch(`${base}/library`)
		expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin')
		expect(page.headers.get('access-control-allow-origin')).toBeNull()
	} finally {
		close()
	}
})
