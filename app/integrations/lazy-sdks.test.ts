import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * Vendor SDKs that cost the server memory just by being imported (ElevenLabs: ~50 MB of heap) load on first use,
 * through their folder's sdk.server.ts (ADR 0040). A value import anywhere else would load them at start-up for
 * every server, also those without the vendor's key; type imports are free. Tests too go through the loader: the
 * package imported as ESM has other error classes than the copy the loader requires, so `instanceof` would fail.
 */
const LAZY = [
	{ sdk: '@elevenlabs/elevenlabs-js', loader: 'app/integrations/elevenlabs/sdk.server.ts' },
	{ sdk: 'openai', loader: 'app/integrations/openai/sdk.server.ts' },
	{ sdk: 'google-auth-library', loader: 'app/integrations/google/sdk.server.ts' },
	{ sdk: '@googleapis/youtube', loader: 'app/integrations/google/sdk.server.ts' },
	{ sdk: 'stripe', loader: 'app/integrations/stripe/sdk.server.ts' },
]

function sourceFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name)
		if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file)
		return /\.tsx?$/.test(entry.name) && entry.name !== 'lazy-sdks.test.ts' ? [file] : []
	})
}

describe('SDKs loaded on first use', () => {
	const files = ['app', 'jobs', 'server', 'tests', 'bench', 'scripts'].flatMap(sourceFiles)

	test.each(LAZY)('only $loader loads $sdk; other modules import its types only', ({ sdk, loader }) => {
		const quoted = sdk.replace(/[/.]/g, '\\$&')
		const valueImport = new RegExp(
			String.raw`(^\s*import(?!\s+type\b)[^'";]*?from\s*|(?<!typeof\s+)\bimport\(\s*|^\s*export[^'";]*?from\s*)['"]` +
				quoted +
				`['"]`,
			'm',
		)
		const offenders = files.filter((file) => file !== loader && valueImport.test(fs.readFileSync(file, 'utf8')))
		expect(offenders).toEqual([])
	})

	test('the loaders hand out the real SDK', async () => {
		const { elevenLabsSdk } = await import('./elevenlabs/sdk.server.ts')
		const { openAISdk } = await import('./openai/sdk.server.ts')
		const { stripeSdk } = await import('./stripe/sdk.server.ts')
		expect(typeof stripeSdk()).toBe('function')
		expect(typeof stripeSdk().webhooks.constructEventAsync).toBe('function')
		expect(stripeSdk()).toBe(stripeSdk())
		expect(typeof elevenLabsSdk().ElevenLabsClient).toBe('function')
		expect(typeof openAISdk().OpenAI).toBe('function')
		expect(elevenLabsSdk()).toBe(elevenLabsSdk())
	})
})
