// `node --import ./tests/support/record-modules.ts <entry>` with RECORD_MODULES_TO=<file>: every module the process
// resolves (import and require alike, Node's synchronous hooks) is appended to that file, once, as a URL. The
// variable is removed at once, so processes this one starts (the build, PostgreSQL, ffmpeg) record nothing.
import fs from 'node:fs'
import { registerHooks } from 'node:module'

const target = process.env.RECORD_MODULES_TO
delete process.env.RECORD_MODULES_TO
if (target) {
	const seen = new Set<string>()
	registerHooks({
		resolve(specifier, context, nextResolve) {
			const resolved = nextResolve(specifier, context)
			if (!seen.has(resolved.url)) {
				seen.add(resolved.url)
				fs.appendFileSync(target, `${resolved.url}\n`)
			}
			return resolved
		},
	})
}
