import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { S3Config } from '#app/integrations/storage/s3-storage.server.ts'
import { tempDir } from './test-postgres.ts'

/** s3rver's fixed credentials. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

export type TestS3 = {
	/** the environment of a node whose files live in this server's bucket */
	env: Record<string, string>
	/** the driver's settings for the same bucket */
	config: S3Config
	close: () => Promise<void>
}

/**
 * A real S3-compatible server (s3rver in a process of its own, on a free loopback port, files in a temporary folder)
 * with one empty bucket, for the storage contract test, the scale-out test and the media bench. Requests are signed
 * and checked as S3 does.
 */
export async function startTestS3(bucket = 'ondacast'): Promise<TestS3> {
	const directory = tempDir('ondacast-s3')
	const main = path.join(import.meta.dirname, 's3-server-main.ts')
	const child = spawn(process.execPath, ['--openssl-legacy-provider', main, directory, bucket], {
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const [line] = (await Promise.race([
		once(createInterface({ input: child.stdout! }), 'line'),
		once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver terminó al arrancar (código ${code})`))),
	])) as [string]
	const { port } = JSON.parse(line) as { port: number }
	const endpoint = `http://127.0.0.1:${port}`
	return {
		env: {
			STORAGE_DRIVER: 's3',
			S3_ENDPOINT: endpoint,
			S3_REGION: 'us-east-1',
			S3_BUCKET: bucket,
			S3_FORCE_PATH_STYLE: 'true',
			...KEYS,
		},
		config: {
			endpoint,
			region: 'us-east-1',
			bucket,
			accessKeyId: KEYS.S3_ACCESS_KEY_ID,
			secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
			forcePathStyle: true,
		},
		close: async () => {
			if (child.exitCode === null) {
				child.kill('SIGTERM')
				await once(child, 'exit')
			}
			fs.rmSync(directory, { recursive: true, force: true })
		},
	}
}
