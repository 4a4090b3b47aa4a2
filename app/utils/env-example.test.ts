import fs from 'node:fs'
import { expect, test } from 'vitest'
import { envSchema } from './env.server.ts'

test('.env.example documents every variable the app reads, and nothing else', () => {
	const documented = fs
		.readFileSync('.env.example', 'utf8')
		.split('\n')
		.filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
		.map((line) => line.split('=')[0])
	expect(documented.sort()).toEqual(Object.keys(envSchema.shape).sort())
})
