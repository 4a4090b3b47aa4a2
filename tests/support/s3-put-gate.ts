import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type S3PutGate = {
	/** the S3_ENDPOINT of a node that goes through the gate */
	endpoint: string
	/** PUTs under the prefix held unanswered right now */
	held: () => number
	close: () => Promise<void>
}

/**
 * A proxy in front of the test S3 server that lets the first `admitted` PUTs whose path starts with `prefix` through
 * and holds every later one unanswered; everything else passes untouched. In front of the worker that makes an
 * episode's audio, with `/<bucket>/speech-cache/` as prefix, it stops the job for certain with some lines stored in
 * the bucket and the others in flight: the moment to kill the worker is a state, not a guess at how fast the local
 * speech is. Requests go through byte for byte with their Host header, so their S3 signatures still match.
 */
export async function startS3PutGate(
	target: string,
	{ prefix, admitted }: { prefix: string; admitted: number },
): Promise<S3PutGate> {
	const upstream = new URL(target)
	let passed = 0
	let holding = 0
	const server = http.createServer((req, res) => {
		if (req.method === 'PUT' && req.url?.startsWith(prefix)) {
			if (passed >= admitted) {
				holding++
				req.socket.once('close', () => holding--)
				return // held until its worker is killed
			}
			passed++
		}
		const forwarded = http.request(
			{ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers)
				answer.pipe(res)
			},
		)
		forwarded.once('error', (error) => res.destroy(error))
		req.pipe(forwarded)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		endpoint: `http://127.0.0.1:${port}`,
		held: () => holding,
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections()
				server.close((error) => (error ? reject(error) : resolve()))
			}),
	}
}
