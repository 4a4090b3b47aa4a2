import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

/**
 * What every page that runs JavaScript loads (the framework, the translator, and what root.tsx and entry.client.tsx
 * import), in one file instead of a handful of small ones: each costs a request and compresses worse alone.
 */
const everyPage = [
	'/node_modules/react/',
	'/node_modules/react-dom/',
	'/node_modules/scheduler/',
	'/node_modules/react-router/',
	'/node_modules/react-router-dom/',
	'/node_modules/@remix-run/react/',
	'/node_modules/@remix-run/router/',
	'/node_modules/turbo-stream/',
	'/node_modules/remix-utils/build/react/honeypot',
	'/node_modules/remix-utils/build/react/use-hydrated',
	'vite/preload-helper',
	'/app/utils/translation.tsx',
	'/app/utils/translator.ts',
	'/app/utils/page-strings.ts',
	'/app/utils/root-data.ts',
	'/app/components/ui/button.tsx',
]

export default defineConfig(({ isSsrBuild }) => ({
	plugins: [
		tailwindcss(),
		remix({
			ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
			serverModuleFormat: 'esm',
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_singleFetch: true,
				v3_lazyRouteDiscovery: true,
			},
		}),
	],
	build: {
		target: 'es2022',
		rollupOptions: isSsrBuild
			? {}
			: { output: { manualChunks: (id: string) => (everyPage.some((part) => id.includes(part)) ? 'framework' : undefined) } },
	},
	// Every dependency the routes import (server ones too: the scanner sees them before Remix strips loaders), so
	// the dev server never re-optimises and reloads in the middle of a session.
	optimizeDeps: {
		include: [
			'@conform-to/react',
			'@conform-to/zod/v4',
			'@prisma/adapter-pg',
			'@prisma/client/runtime/client',
			'@remix-run/node',
			'pg-boss',
			'remix-i18next/server',
			'remix-utils/honeypot/react',
			'remix-utils/honeypot/server',
			'remix-utils/use-hydrated',
			'zod',
		],
	},
}))
