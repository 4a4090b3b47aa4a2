import { Honeypot, SpamError } from 'remix-utils/honeypot/server'
import { getSecrets } from './secrets.server.ts'
import { singleton } from './singleton.server.ts'

export const honeypot = singleton('honeypot', () => new Honeypot({ encryptionSeed: getSecrets().honeypotSecret }))

/** Throws a 400 response when a bot filled the hidden field or submitted too fast. */
export function checkHoneypot(formData: FormData) {
	try {
		honeypot.check(formData)
	} catch (error) {
		if (error instanceof SpamError) throw new Response('Formulario no válido', { status: 400 })
		throw error
	}
}
