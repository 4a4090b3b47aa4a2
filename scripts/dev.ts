// npm run dev: the same process as npm start, with Vite's dev server (HMR) instead of the production build.
import { loadDotEnv } from '../server/dotenv.ts'

loadDotEnv()
process.env.NODE_ENV ??= 'development'
try {
	const { boot } = await import('../server/main.ts')
	await boot({ dev: true })
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
