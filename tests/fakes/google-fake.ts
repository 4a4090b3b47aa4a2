import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP fake of the Google endpoints Ondacast uses, answered as Google documents them, for the real
 * `google-auth-library` and `@googleapis/youtube` to talk to (GOOGLE_OAUTH_URL and GOOGLE_API_URL point here):
 * - GET  /o/oauth2/v2/auth      the consent screen: the user agrees at once and is sent back with a code
 *                               (or `error=access_denied` after `denyNextConsent()`)
 * - POST /token                 authorization_code (with PKCE) and refresh_token grants; `invalid_grant` for a
 *                               revoked refresh token or after `expireRefreshTokens()`
 * - POST /revoke?token=…        revokes an access or refresh token (and the grant it belongs to)
 * - POST /upload/youtube/v3/videos?uploadType=resumable   opens a resumable session (Location header)
 * - PUT  <session>              chunks with Content-Range; 308 + Range while incomplete, the video when done;
 *                               `bytes * /total` asks how much arrived; `cutNextChunk()` drops the connection midway
 * - POST /upload/youtube/v3/thumbnails/set?videoId=…       a JPEG of at most 2 MB
 * `quotaExceededNext()` answers the next API call with YouTube's 403 quotaExceeded.
 */

export const FAKE_CLIENT_ID = 'ondacast-test.apps.googleusercontent.com'
const FAKE_CLIENT_SECRET = 'GOCSPX-fake-secret'
export const FAKE_CHANNEL = { id: 'UCfakeChannel0000000000', title: 'Canal de Pruebas' }

/** The environment that points the app's Google client at this fake (GOOGLE_* of app/utils/env.server.ts). */
export function googleFakeEnv(fake: { url: string }) {
	return {
		GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
		GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
		GOOGLE_OAUTH_URL: fake.url,
		GOOGLE_API_URL: fake.url,
	}
}

type Grant = { refreshToken: string; accessTokens: Set<string>; revoked: boolean; scope: string }
type Session = { id: string; total: number; received: Buffer[]; size: number; metadata: VideoMetadata; videoId?: string }
type VideoMetadata = {
	snippet?: { title?: string; description?: string; tags?: string[]; categoryId?: string; defaultLanguage?: string }
	status?: { privacyStatus?: string; containsSyntheticMedia?: boolean }
}
type FakeVideo = { id: string; metadata: VideoMetadata; bytes: Buffer; thumbnail?: Buffer }
type AuthorizeRequest = Record<string, string>

export type GoogleFake = {
	url: string
	authorizeRequests: AuthorizeRequest[]
	videos: Map<string, FakeVideo>
	/** every API request (method, path and query), in order */
	log: string[]
	denyNextConsent: () => void
	/** the next code exchange answers without a refresh token */
	omitNextRefreshToken: () => void
	/** every refresh token is now refused with invalid_grant (as when the user removed the app's access) */
	expireRefreshTokens: () => void
	quotaExceededNext: () => void
	/** the next chunk is cut after `bytes` of it arrived: the connection drops without an answer */
	cutNextChunk: (bytes: number) => void
	/** whether a refresh token (or the access tokens of its grant) were revoked */
	isRevoked: (refreshToken: string) => boolean
	grants: () => Array<{ refreshToken: string; revoked: boolean; scope: string }>
	close: () => Promise<void>
}

export async function startGoogleFake(): Promise<GoogleFake> {
	const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>()
	const grants: Grant[] = []
	const sessions = new Map<string, Session>()
	const videos = new Map<string, FakeVideo>()
	const authorizeRequests: AuthorizeRequest[] = []
	const log: string[] = []
	let deny = false
	let omitRefresh = false
	let refreshExpired = false
	let quota = false
	let cutAfter: number | null = null
	let url = ''

	const random = (bytes = 18) => crypto.randomBytes(bytes).toString('base64url')
	const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
		res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
		res.end(JSON.stringify(body))
	}
	const apiError = (res: http.ServerResponse, status: number, reason: string, message: string) =>
		json(res, status, { error: { code: status, message, errors: [{ reason, domain: 'youtube', message }] } })
	const grantOfAccess = (req: http.IncomingMessage) => {
		const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
		return grants.find((grant) => !grant.revoked && token && grant.accessTokens.has(token))
	}
	const issueAccess = (grant: Grant) => {
		const token = `ya29.${random()}`
		grant.accessTokens.add(token)
		return token
	}

	async function body(req: http.IncomingMessage) {
		const chunks: Buffer[] = []
		for await (const chunk of req) chunks.push(chunk as Buffer)
		return Buffer.concat(chunks)
	}

	async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
		const address = new URL(req.url ?? '/', 'http://fake')
		const query = Object.fromEntries(address.searchParams)
		const path = address.pathname

		if (req.method === 'GET' && path === '/o/oauth2/v2/auth') {
			authorizeRequests.push(query)
			const back = new URL(query.redirect_uri ?? '')
			if (deny) {
				deny = false
				back.searchParams.set('error', 'access_denied')
			} else {
				const code = `4/${random()}`
				codes.set(code, {
					challenge: query.code_challenge ?? '',
					redirectUri: query.redirect_uri ?? '',
					scope: query.scope ?? '',
				})
				back.searchParams.set('code', code)
				back.searchParams.set('scope', query.scope ?? '')
			}
			if (query.state) back.searchParams.set('state', query.state)
			res.writeHead(302, { location: back.toString() })
			return res.end()
		}

		if (req.method === 'POST' && path === '/token') {
			const form = Object.fromEntries(new URLSearchParams((await body(req)).toString('utf8')))
			const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1]
			const [clientId, clientSecret] = basic
				? Buffer.from(basic, 'base64').toString('utf8').split(':')
				: [form.client_id, form.client_secret]
			if (clientId !== FAKE_CLIENT_ID || clientSecret !== FAKE_CLIENT_SECRET) {
				return json(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' })
			}
			if (form.grant_type === 'authorization_code') {
				const code = codes.get(form.code ?? '')
				codes.delete(form.code ?? '')
				const verified =
					code &&
					code.redirectUri === form.redirect_uri &&
					crypto
						.createHash('sha256')
						.update(form.code_verifier ?? '')
						.digest('base64url') === code.challenge
				if (!verified) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
				const grant: Grant = { refreshToken: `1//${random()}`, accessTokens: new Set(), revoked: false, scope: code.scope }
				grants.push(grant)
				const tokens = { access_token: issueAccess(grant), expires_in: 3599, scope: code.scope, token_type: 'Bearer' }
				if (omitRefresh) {
					omitRefresh = false
					return json(res, 200, tokens)
				}
				return json(res, 200, { ...tokens, refresh_token: grant.refreshToken })
			}
			if (form.grant_type === 'refresh_token') {
				const grant = grants.find((candidate) => candidate.refreshToken === form.refresh_token)
				if (!grant || grant.revoked || refreshExpired) {
					return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' })
				}
				return json(res, 200, { access_token: issueAccess(grant), expires_in: 3599, scope: grant.scope, token_type: 'Bearer' })
			}
			return json(res, 400, { error: 'unsupported_grant_type' })
		}

		if (req.method === 'POST' && path === '/revoke') {
			const token = query.token ?? new URLSearchParams((await body(req)).toString('utf8')).get('token') ?? ''
			const grant = grants.find((candidate) => candidate.refreshToken === token || candidate.accessTokens.has(token))
			if (!grant) return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' })
			grant.revoked = true
			return json(res, 200, {})
		}

		log.push(`${req.method} ${path}${address.search}`)
		if (quota) {
			quota = false
			await body(req)
			return apiError(res, 403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.')
		}

		if (req.method === 'POST' && path === '/upload/youtube/v3/videos' && query.uploadType === 'resumable') {
			const metadata = JSON.parse((await body(req)).toString('utf8') || '{}') as VideoMetadata
			if (!grantOfAccess(req)) return apiError(res, 401, 'authError', 'Invalid Credentials')
			const total = Number(req.headers['x-upload-content-length'])
			if (!(total > 0)) return apiError(res, 400, 'badContent', 'X-Upload-Content-Length is required.')
			const id = random(12)
			sessions.set(id, { id, total, received: [], size: 0, metadata })
			const location = `${url}/upload/youtube/v3/videos?uploadType=resumable&part=${query.part ?? ''}&upload_id=${id}`
			res.writeHead(200, { location, 'content-length': '0' })
			return res.end()
		}

		if (req.method === 'PUT' && path === '/upload/youtube/v3/videos' && query.upload_id) {
			const session = sessions.get(query.upload_id)
			if (!session) {
				await body(req)
				return apiError(res, 404, 'notFound', 'The upload session was not found or has expired.')
			}
			const range = /^bytes (\*|(\d+)-(\d+))\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''))
			const cut = cutAfter
			cutAfter = null
			if (cut !== null) {
				const socket = req.socket
				// read part of the chunk, keep it as received, then drop the connection without answering
				let kept = 0
				for await (const chunk of req) {
					const room = cut - kept
					const part = (chunk as Buffer).subarray(0, Math.max(0, room))
					if (range && range[2] !== undefined && Number(range[2]) === session.size && part.length > 0) {
						session.received.push(Buffer.from(part))
						session.size += part.length
					}
					kept += part.length
					if (kept >= cut) break
				}
				socket.destroy()
				return
			}
			const data = await body(req)
			if (!range) return apiError(res, 400, 'badContent', 'Content-Range is required.')
			if (range[1] !== '*') {
				const start = Number(range[2])
				if (start !== session.size) {
					return apiError(res, 400, 'badContent', `Expected the chunk at ${session.size}, not at ${start}.`)
				}
				session.received.push(data)
				session.size += data.length
			}
			if (session.size < session.total) {
				res.writeHead(
					308,
					session.size > 0 ? { range: `bytes=0-${session.size - 1}`, 'content-length': '0' } : { 'content-length': '0' },
				)
				return res.end()
			}
			session.videoId ??= random(8).replace(/[-_]/g, 'x').slice(0, 11)
			if (!videos.has(session.videoId)) {
				videos.set(session.videoId, { id: session.videoId, metadata: session.metadata, bytes: Buffer.concat(session.received) })
			}
			return json(res, 200, {
				kind: 'youtube#video',
				id: session.videoId,
				snippet: { ...session.metadata.snippet, channelId: FAKE_CHANNEL.id, channelTitle: FAKE_CHANNEL.title },
				status: { uploadStatus: 'uploaded', ...session.metadata.status },
			})
		}

		if (req.method === 'POST' && path === '/upload/youtube/v3/thumbnails/set') {
			const image = await body(req)
			if (!grantOfAccess(req)) return apiError(res, 401, 'authError', 'Invalid Credentials')
			const video = videos.get(query.videoId ?? '')
			if (!video) return apiError(res, 404, 'videoNotFound', 'The video that you are trying to update cannot be found.')
			if (!String(req.headers['content-type']).startsWith('image/jpeg')) {
				return apiError(res, 400, 'invalidImage', 'The thumbnail image is not a JPEG.')
			}
			if (image.length > 2 * 1024 * 1024) return apiError(res, 413, 'mediaBodyTooBig', 'The thumbnail image is over 2 MB.')
			video.thumbnail = image
			return json(res, 200, {
				kind: 'youtube#thumbnailSetResponse',
				items: [{ default: { url: `${url}/vi/${video.id}/default.jpg`, width: 120, height: 90 } }],
			})
		}

		await body(req)
		return apiError(res, 404, 'notFound', `No fake for ${req.method} ${path}`)
	}

	const server = http.createServer((req, res) => {
		handle(req, res).catch((error: Error) => {
			if (!res.headersSent) json(res, 500, { error: { code: 500, message: `fake crashed: ${error.message}` } })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

	return {
		url,
		authorizeRequests,
		videos,
		log,
		denyNextConsent: () => {
			deny = true
		},
		omitNextRefreshToken: () => {
			omitRefresh = true
		},
		expireRefreshTokens: () => {
			refreshExpired = true
		},
		quotaExceededNext: () => {
			quota = true
		},
		cutNextChunk: (bytes) => {
			cutAfter = bytes
		},
		isRevoked: (refreshToken) => grants.some((grant) => grant.refreshToken === refreshToken && grant.revoked),
		grants: () => grants.map(({ refreshToken, revoked, scope }) => ({ refreshToken, revoked, scope })),
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections()
				server.close((error) => (error ? reject(error) : resolve()))
			}),
	}
}
