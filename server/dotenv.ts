import fs from 'node:fs'

/** Loads ./.env when present (variables already in the environment win). */
export function loadDotEnv(file = '.env') {
	if (fs.existsSync(file)) process.loadEnvFile(file)
}
