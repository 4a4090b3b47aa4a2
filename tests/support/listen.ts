import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'

/** Serves an Express app on a free loopback port: its base URL and how to stop it. */
export async function listen(app: Express) {
	const server: Server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}
