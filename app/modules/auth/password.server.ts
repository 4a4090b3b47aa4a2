import { hash, verify } from '@node-rs/argon2'

/** argon2id (the library's `Algorithm.Argon2id`, a const enum we cannot import) with the OWASP minimum: 19 MiB,
 * 2 iterations, 1 lane. */
const ARGON2ID = 2
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string) {
	return hash(password, options)
}

/** A hash of nothing in particular: verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a stored hash (unknown e-mail, demo account) it still spends the
 * time of a real check, so the answer's timing does not tell whether the e-mail exists.
 */
export async function verifyPassword(password: string, storedHash: string | null | undefined) {
	if (!storedHash) {
		dummyHash ??= hashPassword('ondacast-timing-equaliser')
		await verify(await dummyHash, password).catch(() => false)
		return false
	}
	return verify(storedHash, password).catch(() => false)
}
