import crypto from 'node:crypto'
import { z } from 'zod'
import { hasFile, putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { takeUploadAllowance } from '#app/modules/quota/upload-allowance.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { signedTokens } from '#app/utils/signed-token.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/**
 * The object upload pair of the JSON API (POST /api/objects/upload, then PUT to the address it gives): a client that
 * cannot send a multipart form gets a one-use, short-lived address on this server to PUT a picture's bytes to, and
 * then names the object it made (PUT /api/user/avatar). Never a pre-signed bucket address: the bucket stays private
 * and every byte goes through the storage integration (ADR 0046).
 *
 * The address carries a signed ticket (user, a new object id, expiry); nothing is stored until the PUT. It is one-use
 * because the PUT refuses a ticket whose object exists, and an object outlives its ticket: objects are kept beside
 * the user's documents (`uploads/<user>/objects/<id>`), where the daily purge of documents no episode uses deletes
 * them after a day (app/modules/episodes/orphan-uploads.server.ts), and the account's deletion with its uploads.
 */

/** An upload address works this long: enough to send 5 MB over a slow phone connection, too short to be shared. */
const UPLOAD_URL_MINUTES = 15

const tokens = signedTokens('ondacast:api-object-upload')
const ticketSchema = z.object({ p: z.literal('object'), u: z.uuid(), o: z.uuid(), x: z.number() })

type UploadTicket = { userId: string; objectId: string }

const objectKey = ({ userId, objectId }: UploadTicket) => `uploads/${userId}/objects/${objectId}`
const objectPath = (objectId: string) => `/objects/${objectId}`

/** A new upload address for the user, on this server (`origin`), and when it stops working. */
export function newUploadUrl(userId: string, origin: string, now = new Date()) {
	const expiresAt = new Date(now.getTime() + UPLOAD_URL_MINUTES * 60 * 1000)
	const token = tokens.sign({ p: 'object', u: userId, o: crypto.randomUUID(), x: Math.floor(expiresAt.getTime() / 1000) })
	return { uploadURL: `${origin}/api/objects/${token}`, expiresAt }
}

/** The upload address's user and object, or null when it is forged, damaged or expired. */
export function readUploadTicket(token: string | undefined, now = new Date()): UploadTicket | null {
	const ticket = tokens.read(token, ticketSchema, { now })
	return ticket && { userId: ticket.u, objectId: ticket.o }
}

/**
 * Whether the ticket may still be used: its object is not there yet, and its account still is (a deleted account's
 * address makes nothing).
 */
export async function uploadTicketUnused(ticket: UploadTicket) {
	if (await hasFile(objectKey(ticket))) return false
	return (await prisma.user.count({ where: { id: ticket.userId } })) > 0
}

/**
 * Stores the object's bytes, counted against the account's daily upload allowance (ADR 0042) as documents and voice
 * samples are: its path for the calls that take it, or null when today's allowance is used up.
 */
export async function storeUploadedObject(ticket: UploadTicket, bytes: Buffer) {
	if (!(await takeUploadAllowance(ticket.userId, bytes.byteLength))) return null
	await putFile(objectKey(ticket), bytes)
	return objectPath(ticket.objectId)
}

/**
 * The bytes of an object the user uploaded, named by its path (`/objects/<id>`, what the PUT answered) or by the
 * upload address itself (what some clients send back; its ticket may have expired since, but must be the user's).
 * null for another user's object, a missing one or anything else: the caller answers 404 to all of them alike.
 */
export async function readOwnObject(userId: string, named: string) {
	const objectId = objectIdFrom(userId, named)
	return objectId ? readFile(objectKey({ userId, objectId })) : null
}

function objectIdFrom(userId: string, named: string) {
	let path: string
	try {
		path = new URL(named, 'http://localhost').pathname
	} catch {
		return null
	}
	const byPath = /^\/objects\/([^/]+)$/.exec(path)?.[1]
	if (byPath) return isUuid(byPath) ? byPath.toLowerCase() : null
	const token = /^\/api\/objects\/([^/]+)$/.exec(path)?.[1]
	const ticket = tokens.read(token, ticketSchema, { expired: true })
	return ticket?.u === userId ? ticket.o : null
}

/**
 * The request's body, read as it streams in up to `cap` bytes: null as soon as it passes them (the rest is not
 * read: the body limit in front refuses a larger body before it arrives, this is the route's own guard).
 */
export async function readCappedBody(request: Request, cap: number): Promise<Buffer | null> {
	if (!request.body) return Buffer.alloc(0)
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) return Buffer.concat(chunks)
		size += value.byteLength
		if (size > cap) {
			await reader.cancel()
			return null
		}
		chunks.push(value)
	}
}
