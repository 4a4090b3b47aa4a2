import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// Every file the app writes or reads goes through the storage port (ADR 0046): with STORAGE_DRIVER=s3 a file put
// anywhere else under DATA_DIR is on one node's disk only, and a job on another node would not find it.
const ROOT = path.resolve(import.meta.dirname, '../../..')
const SOURCES = ['app', 'server', 'jobs', 'scripts']

/** What may name DATA_DIR, and why none of it is a file another node needs. */
const DATA_DIR_USERS: Record<string, string> = {
	'app/utils/env.server.ts': 'defines dataDir()',
	'app/utils/secrets.server.ts': "this node's generated secrets (several nodes set theirs: server/node-role.ts)",
	'server/database.ts': 'the embedded PostgreSQL of a single node',
	'app/integrations/mail/mail.server.ts': "the outbox of a node without SMTP, read on that node's /dev/outbox",
	'app/modules/episodes/episode-uploads.server.ts':
		'a request reads its documents there before storeDocuments puts them in storage',
	'app/integrations/storage/storage.server.ts': 'the local driver keeps files under DATA_DIR/storage',
	'scripts/plan.ts': 'reads the plans of the local database',
	'app/integrations/sherpa/neural-voice-paths.server.ts':
		"the operator's voice models (read-only input, mounted on each worker) and this node's copies prepared from them",
}

function sourceFiles() {
	return SOURCES.flatMap((folder) =>
		fs
			.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
			.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
			.map((file) => path.join(folder, file).split(path.sep).join('/')),
	)
}

test('only the storage integration reaches DATA_DIR/storage; every other use of DATA_DIR has a reason', () => {
	const touching: string[] = []
	const naming: string[] = []
	for (const file of sourceFiles()) {
		const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
		if (file.startsWith('app/integrations/storage/')) continue
		// the folder's name as a path segment of its own (`path.join(dataDir(), 'storage')`, '.data/storage/…')
		if (/['"`]\/?storage\/?['"`]|\.data\/storage\b/.test(text)) touching.push(file)
		if (/\bdataDir\(|\benv\.DATA_DIR\b/.test(text) && !(file in DATA_DIR_USERS)) naming.push(file)
	}
	expect(touching).toEqual([])
	expect(naming).toEqual([])
})
