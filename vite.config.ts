import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig({
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
	build: { target: 'es2022' },
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
})
