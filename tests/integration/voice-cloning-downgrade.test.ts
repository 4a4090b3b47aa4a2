import { expect, test } from 'vitest'
import { createEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { prepareEpisode } from '#app/modules/episodes/episode-submission.server.ts'
import { inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import { getSettingsPage, updatePreferences } from '#app/modules/settings/settings.server.ts'
import { CLONED_VOICE_PREFIX } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { getVoiceSample } from '#app/modules/voices/voice-sample.server.ts'
import { action as episodeAction } from '#app/routes/_app.create.$episodeId.tsx'
import { action as pageAction, loader as pageLoader } from '#app/routes/_app.voice-cloning._index.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { getToast } from '#app/utils/toast.server.ts'
import { elevenLabsError } from '#tests/fakes/elevenlabs-fake.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'
import { elevenLabsCloning, previewVoice, settledVoice, uploadVoice } from '#tests/support/voice-cloning.ts'

// A downgrade or the end of a trial (a plan whose `cloningVoices` is 0): the user's voices are kept, but nothing
// with them reaches ElevenLabs and they are not offered or accepted anywhere until the plan includes cloning again.
const cloning = elevenLabsCloning()

const base = 'http://localhost'
const context = { cspNonce: '' }

const upload = (cookie: string, name: string) => uploadVoice(cookie, name, cloning.speech())
const settled = settledVoice

/** The retry button's form post: where it leads and the toast the next page shows. */
async function retry(cookie: string, voiceId: string) {
	const response = (await pageAction({
		request: new Request(`${base}/voice-cloning?index`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'retry', voiceId }),
			headers: { Cookie: cookie },
		}),
		params: {},
		context,
	})) as Response
	const next = new Request(`${base}/voice-cloning`, { headers: { Cookie: response.headers.get('Set-Cookie') ?? '' } })
	return { status: response.status, location: response.headers.get('Location'), toast: (await getToast(next)).toast }
}

const preview = previewVoice

/** Where the user's cloned voice could be chosen or used: the voice grid, the settings defaults, an episode. */
async function whereOffered(userId: string, voiceId: string) {
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
	const formData = new FormData()
	for (const [name, value] of Object.entries({
		podcastName: 'Ondas',
		episodeTitle: 'Con mi voz',
		presenterVoiceId: voiceId,
		guestVoiceId: 'local-es-invitada',
		content: 'Un texto corto sobre la apicultura urbana.',
		lengthConfirmed: 'on',
	}))
		formData.append(name, value)
	const episode = await prepareEpisode(user, { formData, tooLarge: [] })
	await updatePreferences(userId, {
		intent: 'preferences',
		defaultPresenterVoice: voiceId,
		defaultLanguage: 'castellano',
		autoSaveScript: true,
	})
	const saved = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { defaultPresenterVoice: true } })
	return {
		catalogue: (await userVoices(userId)).some((voice) => voice.voice_id === voiceId),
		grid: (await inputStepFor(userId)).voices.some((option) => option.id === voiceId),
		settings: (await getSettingsPage(userId)).voices.some((option) => option.id === voiceId),
		defaultSaved: saved.defaultPresenterVoice === voiceId,
		sample: await getVoiceSample(voiceId, userId).then(
			() => true,
			() => false,
		),
		episode: episode.ok ? true : episode.reply.result.error?.presenterVoiceId,
	}
}

const everywhere = { catalogue: true, grid: true, settings: true, defaultSaved: true, sample: true, episode: true }

test.each(['esencial', 'trial'])(
	'after moving to %s: no retry or preview reaches ElevenLabs and the voice is offered nowhere; back on Creadores it all works again, nothing was deleted',
	async (lowerPlan) => {
		const owner = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })
		const cookie = await cookieFor(owner.id)
		const ready = await upload(cookie, `Lista ${lowerPlan}`)
		expect(await settled(ready)).toMatchObject({ status: 'completed' })
		cloning.fake().failNext({ status: 400, body: elevenLabsError('invalid_audio', 'The audio file could not be processed.') })
		const failed = await upload(cookie, `Fallida ${lowerPlan}`)
		expect(await settled(failed)).toMatchObject({ status: 'failed' })
		const voiceId = `${CLONED_VOICE_PREFIX}${ready}`
		expect(await whereOffered(owner.id, voiceId)).toEqual(everywhere)

		await prisma.user.update({ where: { id: owner.id }, data: { planId: lowerPlan } })
		cloning.fake().reset()
		expect(await retry(cookie, failed)).toEqual({
			status: 302,
			location: '/voice-cloning',
			toast: { type: 'error', title: 'voices:problems.notInPlan.title', description: 'voices:problems.notInPlan.message' },
		})
		expect(await prisma.clonedVoice.findUniqueOrThrow({ where: { id: failed } })).toMatchObject({ status: 'failed' })
		const refused = await preview(cookie, ready)
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ error: 'notInPlan' })
		expect(await whereOffered(owner.id, voiceId)).toEqual({
			catalogue: false,
			grid: false,
			settings: false,
			defaultSaved: false,
			sample: false,
			episode: ['create.errors.voiceUnknown'],
		})
		// the page shows the plan gate, and the voices, to be deleted, without preview or retry
		const gated = await pageLoader({
			request: new Request(`${base}/voice-cloning`, { headers: { Cookie: cookie } }),
			params: {},
			context,
		})
		expect(gated).toMatchObject({
			enabled: false,
			voices: [
				{ id: failed, status: 'failed', canPreview: false, canRetry: false },
				{ id: ready, status: 'completed', canPreview: false, canRetry: false },
			],
		})
		expect([...cloning.fake().cloneRequests(), ...cloning.fake().speechRequests()]).toEqual([])
		expect(await prisma.clonedVoice.count({ where: { userId: owner.id } })).toBe(2)

		await prisma.user.update({ where: { id: owner.id }, data: { planId: 'creadores' } })
		expect(await whereOffered(owner.id, voiceId)).toEqual(everywhere)
		expect((await preview(cookie, ready)).status).toBe(200)
		expect(await retry(cookie, failed)).toMatchObject({ status: 302, toast: { type: 'success' } })
		expect(await settled(failed)).toMatchObject({ status: 'completed' })
		const restored = await pageLoader({
			request: new Request(`${base}/voice-cloning`, { headers: { Cookie: cookie } }),
			params: {},
			context,
		})
		expect(restored.voices.map((voice) => voice.canPreview)).toEqual([true, true])
		expect(cloning.fake().cloneRequests()).toHaveLength(1)
	},
)

test('a draft with a cloned voice made before the downgrade is not approved or sampled with it after, nor once the voice is gone; on Creadores again it is', async () => {
	const owner = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })
	const cookie = await cookieFor(owner.id)
	const voiceRow = await upload(cookie, 'Para el borrador')
	expect(await settled(voiceRow)).toMatchObject({ status: 'completed' })
	const { id } = await createEpisode(owner.id, {
		title: 'Con mi voz',
		podcastName: 'Ondas',
		presenterName: 'Marta',
		guestName: 'Luis',
		format: 'podcast',
		tone: 'innovacion',
		language: 'castellano',
		presenterVoiceId: `${CLONED_VOICE_PREFIX}${voiceRow}`,
		guestVoiceId: 'local-es-invitada',
		content: spanishParagraph('las colmenas de azotea', 10),
		urls: [],
		files: [],
	})
	await expect
		.poll(async () => (await prisma.episode.findUniqueOrThrow({ where: { id } })).step, { timeout: 60_000 })
		.toBe('preview')
	const { script } = await prisma.episode.findUniqueOrThrow({ where: { id } })

	await prisma.user.update({ where: { id: owner.id }, data: { planId: 'esencial' } })
	cloning.fake().reset()
	const post = async (fields: Record<string, string>) => {
		const response = (await episodeAction({
			request: new Request(`${base}/create/${id}`, {
				method: 'POST',
				body: new URLSearchParams(fields),
				headers: { Cookie: cookie },
			}),
			params: { episodeId: id },
			context,
		})) as Response
		const next = new Request(`${base}/create/${id}`, { headers: { Cookie: response.headers.get('Set-Cookie') ?? '' } })
		return { location: response.headers.get('Location'), toast: (await getToast(next)).toast }
	}
	const refusal = {
		location: `/create/${id}`,
		toast: { type: 'error', title: 'toasts.cloneNotInPlan', description: 'toasts.cloneNotInPlanText' },
	}
	expect(await post({ intent: 'approve', script: script! })).toEqual(refusal)
	expect(await post({ intent: 'preview-audio' })).toEqual(refusal)
	expect(await prisma.episode.findUniqueOrThrow({ where: { id } })).toMatchObject({ step: 'preview', previewStatus: 'idle' })
	expect(cloning.fake().speechRequests()).toEqual([])

	await prisma.user.update({ where: { id: owner.id }, data: { planId: 'creadores' } })
	// a voice deleted meanwhile: said at once, not as a failed audio job
	await prisma.clonedVoice.update({ where: { id: voiceRow }, data: { status: 'failed' } })
	expect(await post({ intent: 'approve', script: script! })).toEqual({
		location: `/create/${id}`,
		toast: { type: 'error', title: 'toasts.cloneGone', description: 'toasts.cloneGoneText' },
	})
	await prisma.clonedVoice.update({ where: { id: voiceRow }, data: { status: 'completed' } })
	expect(await post({ intent: 'approve', script: script! })).toMatchObject({ location: `/create/${id}`, toast: null })
	expect((await prisma.episode.findUniqueOrThrow({ where: { id } })).step).not.toBe('preview')
})
