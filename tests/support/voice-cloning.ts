import { beforeAll, expect } from 'vitest'
import { action as voiceCloningAction } from '#app/routes/_app.voice-cloning._index.tsx'
import { action as previewAction } from '#app/routes/resources.cloned-voices.$voiceId.preview.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { elevenLabsWorker } from './elevenlabs-worker.ts'
import { speechSample } from './voice-samples.ts'

/**
 * For a test file that clones with ELEVENLABS_API_KEY: the local ElevenLabs fake, the job worker (elevenLabsWorker)
 * and a sample of real speech, ready before its tests. Read them through the returned getters.
 */
export function elevenLabsCloning() {
	const fake = elevenLabsWorker()
	let speech: Buffer
	beforeAll(async () => {
		speech = await speechSample()
	})
	return { fake, speech: () => speech }
}

/** The create form of /voice-cloning posted as a browser does (name, accent, consent, an MP3): the new voice's id. */
export async function uploadVoice(cookie: string, name: string, sample: Buffer, { accent = 'castellano' } = {}) {
	const form = new FormData()
	form.set('intent', 'create')
	form.set('name', name)
	form.set('accent', accent)
	form.set('consent', 'on')
	form.set('audio', new File([new Uint8Array(sample)], 'muestra.mp3', { type: 'audio/mpeg' }))
	const response = (await voiceCloningAction({
		request: new Request('http://localhost/voice-cloning?index', { method: 'POST', body: form, headers: { Cookie: cookie } }),
		params: {},
		context: { cspNonce: '' },
	})) as Response
	expect(response.status).toBe(302)
	const voice = await prisma.clonedVoice.findFirstOrThrow({ where: { name }, orderBy: { createdAt: 'desc' } })
	return voice.id
}

/** The voice once its clone job has finished, one way or the other. */
export async function settledVoice(voiceId: string) {
	await expect
		.poll(async () => (await prisma.clonedVoice.findUniqueOrThrow({ where: { id: voiceId } })).status, { timeout: 60_000 })
		.not.toBe('processing')
	return prisma.clonedVoice.findUniqueOrThrow({ where: { id: voiceId } })
}

/** The preview button's form post for a voice: the answer (a refusal thrown as a Response is returned too). */
export function previewVoice(cookie: string, voiceId: string) {
	return previewAction({
		request: new Request(`http://localhost/resources/cloned-voices/${voiceId}/preview`, {
			method: 'POST',
			body: new URLSearchParams({ text: 'Hola, esta es mi voz clonada.' }),
			headers: { Cookie: cookie },
		}),
		params: { voiceId },
		context: { cspNonce: '' },
	}).catch((thrown: unknown) => thrown as Response)
}
