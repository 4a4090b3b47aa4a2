import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { loader } from '#app/routes/resources.voices.$voiceId.sample.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { getSessionStorage } from '#app/utils/session.server.ts'
import { localVoices, samplePhrase } from './local-voices.ts'
import { getVoiceSample, VoiceNotFoundError, voiceSampleKey } from './voice-sample.server.ts'

const storedFile = (voiceId: string) => path.join(dataDir(), 'storage', voiceSampleKey(voiceId))

test('each voice introduces itself by name in its own language', () => {
	const byId = (id: string) => localVoices.find((voice) => voice.voice_id === id)!
	expect(samplePhrase(byId('local-es-invitada'))).toBe('Hola, soy Lucía. Así sonará mi voz en tu podcast.')
	expect(samplePhrase(byId('local-419-invitado'))).toBe('Hola, soy Mateo. Así sonará mi voz en tu podcast.')
	expect(samplePhrase(byId('local-en-us-host'))).toBe("Hi, I'm Emma. This is how my voice will sound in your podcast.")
})

test('the first request makes an MP3 and stores it; later requests are served from storage', async () => {
	const voiceId = 'local-es-invitada'
	const first = await getVoiceSample(voiceId)
	const info = await probeMedia(first)
	expect(info).toMatchObject({ formatName: 'mp3', streams: [{ codecName: 'mp3', sampleRate: 44_100 }] })
	expect(info.durationSeconds).toBeGreaterThan(2)
	expect(info.durationSeconds).toBeLessThan(6)
	expect(await readFile(voiceSampleKey(voiceId))).toEqual(first)

	const { mtimeMs } = await fs.stat(storedFile(voiceId))
	expect((await getVoiceSample(voiceId)).equals(first)).toBe(true)
	expect((await fs.stat(storedFile(voiceId))).mtimeMs).toBe(mtimeMs)

	// Whatever storage holds is what is served: nothing is synthesised again while the file is there.
	await putFile(voiceSampleKey(voiceId), Buffer.from('muestra guardada'))
	expect((await getVoiceSample(voiceId)).toString()).toBe('muestra guardada')
})

test('requests arriving together for a voice without a sample share a single synthesis', async () => {
	const voiceId = 'local-en-gb-guest'
	const samples = await Promise.all(Array.from({ length: 6 }, () => getVoiceSample(voiceId)))
	// The very same Buffer object: one synthesis answered them all (separate ones would each return their own).
	for (const sample of samples) expect(sample).toBe(samples[0])
	expect(await readFile(voiceSampleKey(voiceId))).toEqual(samples[0])
})

test('an unknown voice is VoiceNotFoundError and stores nothing', async () => {
	await expect(getVoiceSample('local-es-robot')).rejects.toThrow(VoiceNotFoundError)
	await expect(getVoiceSample('../../secrets')).rejects.toThrow(VoiceNotFoundError)
	await expect(fs.access(storedFile('local-es-robot'))).rejects.toThrow()
})

/** The route's loader as Remix calls it, signed in as a new user when `signedIn`. */
async function requestSample(voiceId: string, { signedIn = true, headers = {} as Record<string, string> } = {}) {
	const request = new Request(`http://localhost/resources/voices/${voiceId}/sample`, { headers })
	if (signedIn) {
		const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
		const storage = getSessionStorage()
		const session = await storage.getSession()
		session.set('userId', user.id)
		request.headers.set('Cookie', (await storage.commitSession(session)).split(';')[0]!)
	}
	return loader({ request, params: { voiceId }, context: { cspNonce: '' } }).catch((thrown: unknown) => thrown as Response)
}

test('the sample route: sign-in required, MP3 with ranges and private caching, 404 for an unknown voice', async () => {
	const signedOut = await requestSample('local-es-narradora', { signedIn: false })
	expect(signedOut.status).toBe(302)
	expect(signedOut.headers.get('location')).toBe(
		`/login?redirectTo=${encodeURIComponent('/resources/voices/local-es-narradora/sample')}`,
	)

	const response = await requestSample('local-es-narradora')
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toBe('audio/mpeg')
	expect(response.headers.get('cache-control')).toBe('private, max-age=86400')
	const body = Buffer.from(await response.arrayBuffer())
	expect(body.equals(await getVoiceSample('local-es-narradora'))).toBe(true)

	const partial = await requestSample('local-es-narradora', { headers: { Range: 'bytes=0-99' } })
	expect(partial.status).toBe(206)
	expect(Buffer.from(await partial.arrayBuffer()).equals(body.subarray(0, 100))).toBe(true)

	const unknown = await requestSample('local-es-robot')
	expect(unknown.status).toBe(404)
	expect(await unknown.text()).toBe('Voz no encontrada')
})
