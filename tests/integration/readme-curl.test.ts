// The README's API examples are runnable: each `curl` of its "API" section runs, in order, against the real server
// (`npm start`'s process), with the real curl when this machine has one (else the same request by fetch), and
// answers the status its comment says. The shell variables they use are set as a reader would: BASE to the server,
// TOKEN to the token the first example answers, EPISODE to an episode of that account.

import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findCall } from '#app/modules/api/contract/api-calls.ts'
import { expectContract } from '#tests/support/api-contract.ts'
import { type RunningApp, startRunningApp } from '#tests/support/signed-in-app.ts'
import { tempDir } from '#tests/support/test-postgres.ts'

type Step = { kind: 'set'; name: string; line: string } | { kind: 'curl'; command: string; status: number; comment: string }

/** The shell block of the README's "API" section, as steps: variables to set, and curl commands with their status. */
function readmeSteps(): Step[] {
	const readme = fs.readFileSync('README.md', 'utf8')
	const section = readme.slice(readme.indexOf('\n## API\n'))
	const block = /```sh\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('\n## ', 1)))?.[1]
	if (!block) throw new Error('README.md: the API section has no ```sh block')
	const steps: Step[] = []
	let pending = ''
	for (const line of block.split('\n').filter((text) => text.trim())) {
		const [, code = '', comment = ''] = /^(.*?)(?:\s+# (.*))?$/.exec(line) ?? []
		if (code.endsWith('\\')) {
			pending += `${code.slice(0, -1).trim()} `
			continue
		}
		const command = `${pending}${code.trim()}`
		pending = ''
		const variable = /^([A-Z_]+)=/.exec(command)?.[1]
		if (variable) steps.push({ kind: 'set', name: variable, line: command })
		else if (command.startsWith('curl ')) {
			const status = Number(/^(\d{3})\b/.exec(comment)?.[1])
			if (!status) throw new Error(`README.md: «${command}» says no status in its comment`)
			steps.push({ kind: 'curl', command, status, comment })
		} else throw new Error(`README.md: «${command}» is neither a variable nor a curl command`)
	}
	return steps
}

/** The words of a shell command as sh would pass them: quotes removed, `$NAME` expanded outside single quotes. */
function shellWords(command: string, variables: Record<string, string>) {
	const words: string[] = []
	let word: string | null = null
	for (let index = 0; index < command.length; index++) {
		const char = command[index] as string
		if (/\s/.test(char)) {
			if (word !== null) words.push(word)
			word = null
		} else if (char === "'") {
			const end = command.indexOf("'", index + 1)
			word = (word ?? '') + command.slice(index + 1, end)
			index = end
		} else if (char === '"') {
			const end = command.indexOf('"', index + 1)
			word = (word ?? '') + expand(command.slice(index + 1, end), variables)
			index = end
		} else {
			const bare = /^[^\s'"]+/.exec(command.slice(index))?.[0] as string
			word = (word ?? '') + expand(bare, variables)
			index += bare.length - 1
		}
	}
	if (word !== null) words.push(word)
	return words
}

function expand(text: string, variables: Record<string, string>) {
	return text.replace(/\$\{?([A-Z_]+)\}?/g, (_match, name: string) => variables[name] ?? '')
}

/** The request a curl command makes (the options the README uses: -s, -X, -H, -d). */
function curlRequest(words: string[]) {
	let url = ''
	let method: string | undefined
	let body: string | undefined
	const headers = new Headers()
	for (let index = 1; index < words.length; index++) {
		const word = words[index] as string
		if (word === '-X') method = words[++index]
		else if (word === '-H') {
			const [name, ...value] = (words[++index] as string).split(':')
			headers.set(name as string, value.join(':').trim())
		} else if (word === '-d' || word === '--data') body = words[++index]
		else if (word === '-s') continue
		else if (word.startsWith('-')) throw new Error(`curl option ${word} is not understood by this test`)
		else url = word
	}
	return { url, init: { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body } }
}

const hasCurl = spawnSync('curl', ['--version']).status === 0
const run = promisify(execFile)
const dataDir = tempDir('ondacast-readme-curl')
let app: RunningApp

async function answer(command: string, variables: Record<string, string>) {
	if (!hasCurl) {
		const { url, init } = curlRequest(shellWords(command, variables))
		const response = await fetch(url, init)
		return { status: response.status, body: await response.text() }
	}
	const output = path.join(dataDir, 'curl-answer')
	fs.rmSync(output, { force: true })
	const { stdout } = await run('sh', ['-c', `${command} -o '${output}' -w '%{http_code}'`], {
		env: { ...process.env, ...variables },
	})
	return { status: Number(stdout), body: fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '' }
}

const steps = readmeSteps()

beforeAll(async () => {
	// the environment a comment names (the CORS example's API_CORS_ORIGINS) is the server's
	const env: Record<string, string> = { RATE_LIMIT_FACTOR: '1000' }
	for (const step of steps) {
		if (step.kind === 'curl') for (const [, name, value] of step.comment.matchAll(/\b([A-Z_]+)=(\S+)/g)) env[name!] = value!
	}
	app = await startRunningApp(dataDir, env)
}, 600_000)
afterAll(async () => {
	await app?.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

test(`the README's API examples (${steps.length} steps) answer as it says, against the real server`, async () => {
	expect(steps.filter((step) => step.kind === 'curl').length).toBeGreaterThanOrEqual(5)
	const variables: Record<string, string> = {}
	const known: Record<string, string> = {}
	for (const step of steps) {
		if (step.kind === 'set') {
			const value = step.name === 'BASE' ? app.base : known[step.name]
			expect(value, `README: ${step.line} (nothing earlier gives ${step.name})`).toBeDefined()
			variables[step.name] = value as string
			continue
		}
		const got = await answer(step.command, variables)
		expect(got.status, `README: ${step.command}\n${got.body.slice(0, 500)}`).toBe(step.status)
		const { url, init } = curlRequest(shellWords(step.command, variables))
		const { pathname, search } = new URL(url)
		if (findCall(init.method, pathname))
			expectContract(init.method, `${pathname}${search}`, { status: got.status, body: JSON.parse(got.body) })
		// what later lines use: the first token answered, the episode the generation made
		const json = /^\s*\{/.test(got.body) ? (JSON.parse(got.body) as { token?: string; episodeId?: string }) : {}
		if (json.token && known.TOKEN === undefined) known.TOKEN = json.token
		if (json.episodeId) known.EPISODE = json.episodeId
	}
})
