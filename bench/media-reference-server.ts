// The reference of the media bench (bench/media.ts): a bare node:http server answering one file by ranges, in a
// process of its own so that its memory is measured as the app's is. `node bench/media-reference-server.ts file
// <path>` reads the file with fs.createReadStream; `node bench/media-reference-server.ts s3 <key>` reads the object
// from the bucket of the S3_* variables through the minio client, one GET with a Range a request. Prints {"port":N}
// once it listens.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Client } from 'minio'

type Source = { size: number; read: (start: number, end: number) => Promise<Readable> }

const [kind, name] = process.argv.slice(2) as [string, string]
const source = kind === 's3' ? await s3Source(name) : fileSource(name)

const server = http.createServer(async (request, response) => {
	const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '')
	const start = match ? Number(match[1]) : 0
	const end = match?.[2] ? Math.min(Number(match[2]), source.size - 1) : source.size - 1
	response.writeHead(match ? 206 : 200, {
		'Content-Type': 'video/mp4',
		'Accept-Ranges': 'bytes',
		'Content-Length': end - start + 1,
		...(match ? { 'Content-Range': `bytes ${start}-${end}/${source.size}` } : {}),
	})
	// a client that stops reading early (a player seeking) closes the response: the source is let go
	await pipeline(await source.read(start, end), response).catch(() => {})
})
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })))
process.on('SIGTERM', () => process.exit(0))

function fileSource(file: string): Source {
	const { size } = fs.statSync(file)
	return { size, read: async (start, end) => fs.createReadStream(file, { start, end }) }
}

async function s3Source(key: string): Promise<Source> {
	const endpoint = new URL(process.env.S3_ENDPOINT!)
	const bucket = process.env.S3_BUCKET!
	const client = new Client({
		endPoint: endpoint.hostname,
		port: Number(endpoint.port),
		useSSL: false,
		region: process.env.S3_REGION,
		accessKey: process.env.S3_ACCESS_KEY_ID!,
		secretKey: process.env.S3_SECRET_ACCESS_KEY!,
		pathStyle: true,
	})
	const { size } = await client.statObject(bucket, key)
	return { size, read: (start, end) => client.getPartialObject(bucket, key, start, end - start + 1) }
}
