import crypto from 'node:crypto'
import { getEnv } from './env.server.ts'
import { getSecrets } from './secrets.server.ts'

/**
 * Secrets at rest (the YouTube tokens): AES-256-GCM with a 32-byte key from the environment (ENCRYPTION_KEY, or the
 * generated one in secrets.json). A sealed value reads `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url): the key id
 * (a hash of the key, never the key) says which key sealed it, so a new ENCRYPTION_KEY can replace the old one while
 * ENCRYPTION_KEYS_PREVIOUS still opens what the old one sealed. The associated data (the owner's user id) is
 * authenticated: a value copied to another user's row does not open. See docs/decisions/0034-youtube-uploads.md.
 */

export type Keyring = { current: Buffer; previous: Buffer[] }

export class SealedSecretError extends Error {
	override name = 'SealedSecretError'
}

const VERSION = 'v1'
/** GCM's full 128-bit tag, the only length `open` accepts. */
const TAG_BYTES = 16

/** A short id of a key: the first 12 hex characters of its SHA-256, tagged so it is not a plain hash of the key. */
export function keyId(key: Buffer) {
	return crypto.createHash('sha256').update('ondacast-key-id:').update(key).digest('hex').slice(0, 12)
}

/** The app's keys: the current one seals; it and the previous ones open. */
export function appKeyring(): Keyring {
	const previous = getEnv().ENCRYPTION_KEYS_PREVIOUS?.split(',') ?? []
	return {
		current: Buffer.from(getSecrets().encryptionKey, 'hex'),
		previous: previous.map((hex) => Buffer.from(hex.toLowerCase(), 'hex')),
	}
}

export function seal(plaintext: string, associatedData: string, keyring: Keyring = appKeyring()) {
	const iv = crypto.randomBytes(12)
	const cipher = crypto.createCipheriv('aes-256-gcm', keyring.current, iv, { authTagLength: TAG_BYTES })
	cipher.setAAD(Buffer.from(associatedData, 'utf8'))
	const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
	const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'))
	return [VERSION, keyId(keyring.current), ...parts].join('.')
}

/** The plaintext, or SealedSecretError when the value is damaged, was sealed for other associated data or by an unknown key. */
export function open(sealed: string, associatedData: string, keyring: Keyring = appKeyring()) {
	const [version, id, iv, ciphertext, tag, ...rest] = sealed.split('.')
	if (version !== VERSION || !id || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) {
		throw new SealedSecretError('El valor cifrado no tiene el formato esperado.')
	}
	const key = [keyring.current, ...keyring.previous].find((candidate) => keyId(candidate) === id)
	if (!key) throw new SealedSecretError(`La clave ${id} que cifró este valor ya no está configurada.`)
	try {
		// the tag's length is fixed: GCM would otherwise accept a truncated tag (4 bytes and up), which is easier to forge
		const authTag = Buffer.from(tag, 'base64url')
		if (authTag.length !== TAG_BYTES) throw new Error('tag length')
		const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
		decipher.setAAD(Buffer.from(associatedData, 'utf8'))
		decipher.setAuthTag(authTag)
		return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
	} catch {
		throw new SealedSecretError('El valor cifrado no se pudo abrir: está dañado o pertenece a otro usuario.')
	}
}

/** Whether the value was sealed by a key other than the current one (it should be sealed again). */
export function sealedWithOldKey(sealed: string, keyring: Keyring = appKeyring()) {
	return sealed.split('.')[1] !== keyId(keyring.current)
}
