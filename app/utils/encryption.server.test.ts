import crypto from 'node:crypto'
import { expect, test } from 'vitest'
import { appKeyring, type Keyring, keyId, open, SealedSecretError, seal, sealedWithOldKey } from './encryption.server.ts'

const key = () => crypto.randomBytes(32)
const keyring = (current = key(), previous: Buffer[] = []): Keyring => ({ current, previous })

test('a sealed value opens with the same key and associated data, and shows nothing of the plaintext', () => {
	const keys = keyring()
	const token = 'ya29.a0AfH6SMB-token-de-acceso'
	const sealed = seal(token, 'user-1', keys)
	expect(sealed).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/)
	expect(sealed).not.toContain('ya29')
	expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString('utf8')).not.toContain('token')
	expect(open(sealed, 'user-1', keys)).toBe(token)
	// a fresh IV each time: the same token never seals to the same text
	expect(seal(token, 'user-1', keys)).not.toBe(sealed)
})

test('other associated data (another user), another key, or a changed byte is refused', () => {
	const keys = keyring()
	const sealed = seal('refresh-token', 'user-1', keys)
	expect(() => open(sealed, 'user-2', keys)).toThrow(SealedSecretError)
	expect(() => open(sealed, 'user-1', keyring())).toThrow(/ya no está configurada/)
	const parts = sealed.split('.')
	const ciphertext = Buffer.from(parts[3]!, 'base64url')
	ciphertext[0] = ciphertext[0]! ^ 1
	parts[3] = ciphertext.toString('base64url')
	expect(() => open(parts.join('.'), 'user-1', keys)).toThrow(SealedSecretError)
	expect(() => open('texto plano', 'user-1', keys)).toThrow(/formato/)
})

test("a truncated tag is refused even when its bytes are the real tag's first ones", () => {
	const keys = keyring()
	const parts = seal('refresh-token', 'user-1', keys).split('.')
	parts[4] = Buffer.from(parts[4]!, 'base64url').subarray(0, 4).toString('base64url')
	expect(() => open(parts.join('.'), 'user-1', keys)).toThrow(SealedSecretError)
})

test('rotation: a value sealed by a previous key still opens, and is known to need sealing again', () => {
	const old = key()
	const sealed = seal('refresh-token', 'user-1', keyring(old))
	const rotated = keyring(key(), [old])
	expect(sealed.split('.')[1]).toBe(keyId(old))
	expect(open(sealed, 'user-1', rotated)).toBe('refresh-token')
	expect(sealedWithOldKey(sealed, rotated)).toBe(true)
	expect(sealedWithOldKey(seal('refresh-token', 'user-1', rotated), rotated)).toBe(false)
})

test('the app keyring: ENCRYPTION_KEY (or the generated key) seals, what it sealed opens', () => {
	const sealed = seal('secreto', 'user-9')
	expect(sealed.split('.')[1]).toBe(keyId(appKeyring().current))
	expect(open(sealed, 'user-9')).toBe('secreto')
})
