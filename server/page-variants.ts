import fs from 'node:fs'
import type { Request } from 'express'
import { readCookieConsent } from '#app/utils/cookies.server.ts'
import { i18nServer } from '#app/utils/i18n.server.ts'

/** How often the plans file is looked at: a change to it is seen within this time. */
const PLANS_CHECK_MS = 1000

/**
 * What every kept page depends on besides its address and its visitor: the build (a deploy is a new process, but the
 * ETags must differ too) and `config/plans.json` (prices, limits, the plan badges), by its modification time and
 * size, looked at once a second. Null until `setBuildId` is called: the caches are off (the dev server's build
 * changes under it). ADR 0054, 0058.
 */
export function deployVersion({ plansFile, now = Date.now }: { plansFile: string; now?: () => number }) {
	let buildId: string | null = null
	let plansVersion = ''
	let plansCheckedAt = Number.NEGATIVE_INFINITY
	return {
		setBuildId(id: string) {
			buildId = id
		},
		current(): string | null {
			if (!buildId) return null
			const time = now()
			if (time - plansCheckedAt >= PLANS_CHECK_MS) {
				plansCheckedAt = time
				const stat = fs.statSync(plansFile, { throwIfNoEntry: false })
				plansVersion = stat ? `${stat.mtimeMs}:${stat.size}` : 'none'
			}
			return `${buildId}|${plansVersion}`
		},
	}
}

export type DeployVersion = ReturnType<typeof deployVersion>

/**
 * What a page depends on of its visitor's headers, as the app itself reads them: the language (the switch's cookie,
 * then Accept-Language) and the cookie banner's choice. Null when the headers cannot be read as the app would.
 * Remembered by the two headers' text (most visitors send one of a few), so that a hit builds no Request.
 */
const visitorKeys = new Map<string, string | null>()
const MAX_VISITOR_KEYS = 1024

export async function visitorKey(req: Request) {
	const cookie = req.headers.cookie ?? ''
	const language = req.headers['accept-language'] ?? ''
	const headers = `${cookie}\n${language}`
	const known = visitorKeys.get(headers)
	if (known !== undefined) return known
	let key: string | null
	try {
		const request = new globalThis.Request('http://localhost/', { headers: { cookie, 'accept-language': language } })
		key = `${await i18nServer.getLocale(request)}|${readCookieConsent(request) ?? 'none'}`
	} catch {
		key = null
	}
	if (headers.length > 512) return key
	if (visitorKeys.size >= MAX_VISITOR_KEYS) visitorKeys.delete(visitorKeys.keys().next().value!)
	visitorKeys.set(headers, key)
	return key
}
