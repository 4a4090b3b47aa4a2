// A child process running s3rver: `node --openssl-legacy-provider tests/support/s3-server-main.ts <folder> <bucket>`.
// s3rver signs its list continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider, and a flag for
// that belongs to a process of its own rather than to the test runner. Prints {"port":N} once it listens.
import fs from 'node:fs/promises'
import S3rver from 's3rver'

const [directory, bucket] = process.argv.slice(2)
const server = new S3rver({
	address: '127.0.0.1',
	port: 0,
	silent: !process.env.S3RVER_VERBOSE,
	directory: directory!,
	configureBuckets: [{ name: bucket! }],
})
commitPutsWhole(server)
tolerateConcurrentDeletes(server)
listNoUnfinishedUploads(server)
const { port } = await server.run()
console.log(JSON.stringify({ port }))
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))

type S3Object = { bucket: string; key: string }
type Store = {
	putObject(object: S3Object): Promise<unknown>
	deleteObject(bucket: string, key: string): Promise<void>
	getResourcePath(bucket: string, key: string, resource: string): string
}

/**
 * S3 commits a PUT whole: nobody sees an object until all of it has arrived ("Amazon S3 never adds partial
 * objects"). s3rver writes the object's file in place as the bytes arrive, so here a PUT is written under a
 * hidden key and its files are renamed into place, the object's own last.
 */
function commitPutsWhole(s3rver: S3rver) {
	const store = (s3rver as unknown as { store: Store }).store
	const putObject = store.putObject.bind(store)
	store.putObject = async (object) => {
		const hidden = `${object.key}.${process.hrtime.bigint()}.partial`
		const result = await putObject(Object.assign(Object.create(Object.getPrototypeOf(object)), object, { key: hidden }))
		for (const resource of ['metadata.json', 'object.md5', 'object']) {
			await fs
				.rename(
					store.getResourcePath(object.bucket, hidden, resource),
					store.getResourcePath(object.bucket, object.key, resource),
				)
				.catch((error: NodeJS.ErrnoException) => {
					if (error.code !== 'ENOENT') throw error
				})
		}
		return result
	}
}

/**
 * s3rver deletes the keys of one DeleteObjects call concurrently, each then removing its folders once empty, and
 * two of them can race on the same folder (ENOENT, ENOTEMPTY) after the files themselves are gone: a 500 that S3
 * never answers. Those races are ignored.
 */
function tolerateConcurrentDeletes(s3rver: S3rver) {
	const store = (s3rver as unknown as { store: Store }).store
	const deleteObject = store.deleteObject.bind(store)
	store.deleteObject = (bucket, key) =>
		deleteObject(bucket, key).catch((error: NodeJS.ErrnoException) => {
			if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY') throw error
		})
}

type KoaContext = { method: string; path: string; query: Record<string, unknown>; type: string; body: unknown }

/**
 * The minio client asks for a key's unfinished multipart uploads before sending a file larger than one part (to
 * resume one), and s3rver, which does multipart uploads, answers that listing NotImplemented. It keeps none between
 * runs that the client could resume, so here the answer is S3's empty list.
 */
function listNoUnfinishedUploads(s3rver: S3rver) {
	const koa = s3rver as unknown as { middleware: ((context: KoaContext, next: () => Promise<void>) => Promise<void>)[] }
	koa.middleware.unshift(async (context, next) => {
		const bucketOnly = /^\/[^/]+\/?$/.test(context.path)
		if (context.method !== 'GET' || !bucketOnly || !('uploads' in context.query)) return next()
		context.type = 'application/xml'
		context.body =
			'<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
			'<IsTruncated>false</IsTruncated></ListMultipartUploadsResult>'
	})
}
