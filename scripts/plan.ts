// npm run plan -- list | set <email> <planId>: the operator's way to give plans without Stripe (a self-hosted
// install, a support case). Uses DATABASE_URL, or the embedded PostgreSQL of DATA_DIR: the running app's when it
// is up, else started for the occasion and stopped afterwards.
import fs from 'node:fs'
import path from 'node:path'
import { loadDotEnv } from '../server/dotenv.ts'

loadDotEnv()
const [command, ...rest] = process.argv.slice(2)
const usage = 'Uso: npm run plan -- list\n     npm run plan -- set <email> <planId>'

async function main() {
	const { planListLines, setPlanByEmail } = await import('#app/modules/billing/operator-plan.server.ts')
	if (command === 'list') {
		for (const line of planListLines()) console.info(line)
		return
	}
	if (command !== 'set' || rest.length !== 2) throw new Error(usage)
	const { dataDir, getEnv } = await import('#app/utils/env.server.ts')
	const { resolveDatabase } = await import('../server/database.ts')
	const env = getEnv()
	const appRunning = !env.DATABASE_URL && fs.existsSync(path.join(dataDir(env), 'postgres', 'postmaster.pid'))
	const database = await resolveDatabase({ start: !appRunning, log: () => {} })
	try {
		const [email, planId] = rest as [string, string]
		const result = await setPlanByEmail(email, planId)
		console.info(`${result.email}: plan ${result.previousPlanId} → ${result.plan.id} (${result.plan.name}).`)
	} finally {
		const { prisma } = await import('#app/utils/db.server.ts')
		await prisma.$disconnect()
		await database.stop()
	}
}

try {
	await main()
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
