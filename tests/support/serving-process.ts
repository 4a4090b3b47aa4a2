// Which process answers a request, seen from the operating system (Linux's /proc) rather than from anything the app
// says: for tests of `npm start` with several web processes (server/web-processes.ts).
import fs from 'node:fs'
import http from 'node:http'

/** The web processes `npm start` (pid `primary`) runs: its children whose command is scripts/web-process.ts. */
export function webProcessesOf(primary: number) {
	return fs
		.readdirSync('/proc')
		.filter((name) => /^\d+$/.test(name))
		.map(Number)
		.filter((pid) => parentOf(pid) === primary && commandOf(pid).includes('scripts/web-process.ts'))
}

export function isRunning(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

type Answer = { status: number; body: string; pid: number | undefined }

/**
 * One request on a connection of its own (a new connection is what the primary hands round), and which of
 * `candidates` holds the server's end of that connection while it is still open.
 */
export async function requestOnNewConnection(
	port: number,
	candidates: number[],
	{
		method = 'GET',
		path = '/healthz',
		headers = {},
		body,
	}: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
	try {
		const { status, text, clientPort } = await new Promise<{ status: number; text: string; clientPort: number }>(
			(resolve, reject) => {
				const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
					const clientPort = response.socket.localPort ?? 0
					let text = ''
					response.setEncoding('utf8')
					response.on('data', (chunk) => {
						text += chunk
					})
					response.on('end', () => resolve({ status: response.statusCode ?? 0, text, clientPort }))
				})
				request.on('error', reject)
				request.end(body)
			},
		)
		const inode = serverSocketInode(port, clientPort)
		const pid = inode ? candidates.find((candidate) => holdsSocket(candidate, inode)) : undefined
		return { status, body: text, pid }
	} finally {
		agent.destroy()
	}
}

function parentOf(pid: number) {
	try {
		// "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
		return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
	} catch {
		return 0
	}
}

function commandOf(pid: number) {
	try {
		return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
	} catch {
		return ''
	}
}

/** The inode of the server's socket for the connection from 127.0.0.1:clientPort to port `port`. */
function serverSocketInode(port: number, clientPort: number) {
	const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0')
	for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
		for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
			const fields = line.trim().split(/\s+/)
			if (fields.length < 10) continue
			if (fields[1]!.endsWith(`:${hex(port)}`) && fields[2]!.endsWith(`:${hex(clientPort)}`)) return fields[9]!
		}
	}
	return null
}

function holdsSocket(pid: number, inode: string) {
	try {
		return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
			try {
				return fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`
			} catch {
				return false
			}
		})
	} catch {
		return false
	}
}
