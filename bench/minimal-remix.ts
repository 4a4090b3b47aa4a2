import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { tempDir } from '../tests/support/test-postgres.ts'

/**
 * The "minimal Remix, same page" reference: a Remix 2.17 app of its own (Express + compression, a root with
 * Meta/Links/Scripts, one route; bench/minimal-remix-server.ts) rendering `html`'s body as a React element tree under
 * the same head, or answering `json` from a resource route. It runs in a process of its own in production mode, as
 * the app does, so that the load generator in the bench's process does not slow it down. Its URL answers any path.
 */
export async function minimalRemixServerFor(content: { html: string } | { json: unknown }) {
	const dir = tempDir('ondacast-minimal-remix')
	const file = path.join(dir, 'content.json')
	fs.writeFileSync(file, JSON.stringify(content))
	const child = spawn(process.execPath, [path.resolve(import.meta.dirname, 'minimal-remix-server.ts'), file], {
		env: { ...process.env, NODE_ENV: 'production' },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const port = await new Promise<number>((resolve, reject) => {
		let output = ''
		child.stdout.on('data', (chunk) => {
			output += chunk
			const match = /listening (\d+)/.exec(output)
			if (match) resolve(Number(match[1]))
		})
		child.once('exit', (code) => reject(new Error(`the minimal Remix server stopped (${code}):\n${output}`)))
	})
	const exited = new Promise((resolve) => child.once('exit', resolve))
	return {
		url: `http://127.0.0.1:${port}/`,
		close: async () => {
			child.kill('SIGTERM')
			await exited
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}
