// What every e2e test file imports instead of @playwright/test: `test` with fixtures for users made straight in the
// database and signed in by the app's own session code, and a page whose console errors fail the test.
import { test as base, expect, type Page, type Response } from '@playwright/test'
import type { PrismaClient } from '#app/generated/prisma/client.ts'
import { disconnectE2eDb, e2eDb } from './e2e-database.ts'
import { deleteUsers, insertUser, sessionCookie, type TestUser, type UserOptions } from './e2e-users.ts'

type Fixtures = {
	/** A user straight in the database (deleted after the test, with everything of theirs). */
	createUser: (options?: UserOptions) => Promise<TestUser>
	/** A new user whose session cookie (made by the app's sign-in) is already in this page's browser context. */
	signedIn: (options?: UserOptions) => Promise<TestUser>
	/** Console errors this test expects (e.g. the browser reporting a 404 it asked for on purpose). */
	allowedConsoleErrors: RegExp[]
}

/**
 * Console errors that are not failures: the browser reports every 4xx answer, and those to a page or a form post
 * (`.data`) are answers the tests ask for (a 404 page, a refused form). A 4xx for a file (script, style, image,
 * media) still fails, as does any 5xx.
 */
const expectedErrors = [
	/^console\.error: Failed to load resource: the server responded with a status of 4\d\d .*\(https?:\/\/[^/]+(\/[^./?]*)*(\.data)?(\?[^)]*)?\)$/,
	// Remix's single fetch reports a revalidation that a newer one or a navigation interrupts (the episode page polls
	// and revalidates while its jobs run) with this error instead of dropping it quietly; an upstream fix is open
	// (remix-run/react-router#14761). It changes nothing on the page.
	/AbortError: signal is aborted without reason/,
	// React 18 with Remix's single fetch now and then throws 'Root did not complete' (#345) from a render that a
	// revalidation interrupts, seen here on the episode page that polls while its job fails; upstream it is open and
	// unexplained (remix-run/react-router#12763, remix-run/remix#10214). React renders again and the page works on:
	// the tests that met it went on to pass every step after it.
	/Minified React error #345/,
]

/** True once the page has no module script to run, or React has hydrated it (the root layout marks `html[data-hydrated]`). */
const isReady = () => !document.querySelector('script[type=module]') || document.documentElement.dataset.hydrated === 'true'

/**
 * With JavaScript, a page a test opens is ready once React has hydrated it: a click before that is the plain HTML's
 * (a radio that does not clear its partner, a link instead of a dialog), and the test would race the scripts. So
 * `goto`, `reload`, `goBack` and `goForward` wait for hydration when they wait for the page's load (the default);
 * a test about the moment before hydration asks for `waitUntil: 'domcontentloaded'` or 'commit' and acts at once.
 */
function waitForHydrationOnLoad(page: Page) {
	for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
		const original = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>
		;(page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
			const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined
			const response = await original(...args)
			const waitsForLoad = (options?.waitUntil ?? 'load') === 'load' || options?.waitUntil === 'networkidle'
			if (waitsForLoad) await page.waitForFunction(isReady)
			return response
		}
	}
}

export const test = base.extend<Fixtures, { db: PrismaClient }>({
	db: [
		// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name what they use in the first argument
		async ({}, use) => {
			await use(e2eDb())
			await disconnectE2eDb()
		},
		{ scope: 'worker' },
	],
	createUser: async ({ db: _db }, use) => {
		const made: string[] = []
		await use(async (options) => {
			const user = await insertUser(options)
			made.push(user.id)
			return user
		})
		await deleteUsers(made)
	},
	signedIn: async ({ createUser, context, baseURL }, use) => {
		await use(async (options) => {
			const user = await createUser(options)
			await context.addCookies([await sessionCookie(user.id, baseURL!)])
			return user
		})
	},
	allowedConsoleErrors: [[], { option: true }],
	page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
		if (testInfo.project.name !== 'no-js') waitForHydrationOnLoad(page)
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`)
		})
		page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error}`))
		await use(page)
		const allowed = [...expectedErrors, ...allowedConsoleErrors]
		const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))
		expect(unexpected, 'the page logged errors (allow the expected ones with allowedConsoleErrors)').toEqual([])
	},
})

export { expect }
