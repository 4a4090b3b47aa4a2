import crypto from 'node:crypto'
import { deleteFile, deletePrefix, putFile } from '#app/integrations/storage/storage.server.ts'
import { isVoiceCloneErrorCode, type VoiceCloneErrorCode } from '#app/modules/errors/error-codes.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { prisma } from '#app/utils/db.server.ts'
import { enqueue } from '#app/utils/queue.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { voiceSampleKey } from '../voice-sample.server.ts'
import { clonedVoiceId } from './cloned-voice-id.ts'
import { cloningAllowance } from './cloning-allowance.server.ts'
import { CONSENT_TEXT_VERSION } from './consent.ts'
import { deleteProviderVoiceOf } from './provider-voices.server.ts'
import { type VoiceAccent, voiceAccentOf } from './voice-accent.ts'

/** The user's plan includes cloning (a downgraded or ended-trial account's voices cannot be used); VoiceLimitError(0) if not. */
export async function requireCloningInPlan(userId: string) {
	const { limit } = await cloningAllowance(userId)
	if (limit === 0) throw new VoiceLimitError(0)
}

/**
 * A user's voices, newest first, as the page lists them. While the plan has no cloning (a downgrade, the end of a
 * trial) they are still listed, so they can be deleted, but cannot be previewed or retried.
 */
export async function listClonedVoices(userId: string) {
	const inPlan = (await cloningAllowance(userId)).limit > 0
	const rows = await prisma.clonedVoice.findMany({
		where: { userId },
		orderBy: { createdAt: 'desc' },
		select: {
			id: true,
			name: true,
			accent: true,
			status: true,
			errorCode: true,
			engine: true,
			elevenlabsVoiceId: true,
			createdAt: true,
			updatedAt: true,
		},
	})
	return rows.map((row) => ({
		...row,
		accent: voiceAccentOf(row.accent),
		errorCode: row.errorCode && isVoiceCloneErrorCode(row.errorCode) ? row.errorCode : null,
		canPreview: inPlan && row.status === 'completed' && (row.engine === 'local' || Boolean(row.elevenlabsVoiceId)),
		canRetry: inPlan && row.status === 'failed',
	}))
}

/** The plan has no cloning, or its voices are all taken. */
export class VoiceLimitError extends Error {
	override name = 'VoiceLimitError'
	readonly limit: number
	constructor(limit: number) {
		super(`Límite de voces clonadas alcanzado (${limit}).`)
		this.limit = limit
	}
}

export type NewClonedVoice = {
	userId: string
	name: string
	accent: VoiceAccent
	/** the checked upload, as the user sent it */
	sample: { audio: Buffer; extension: string }
	seconds: number
}

/** A voice's storage folder (its sample); all of a user's voices are under `cloned-voices/<userId>`. */
export function voiceFolder(userId: string, voiceId: string) {
	return `cloned-voices/${userId}/${voiceId}`
}

/**
 * A new voice, 'processing', with its consent record and the job that clones it. The sample is stored first; the
 * row and the job are written in one transaction that first locks the user's row, so two submissions at the limit
 * are counted one after the other and exactly one gets through (the other's sample is removed).
 */
export async function createClonedVoice({ userId, name, accent, sample, seconds }: NewClonedVoice) {
	const id = crypto.randomUUID()
	const key = `${voiceFolder(userId, id)}/sample${sample.extension}`
	await putFile(key, sample.audio)
	try {
		await prisma.$transaction(async (tx) => {
			const [user] = await tx.$queryRaw<Array<{ email: string; planId: string; isDemoUser: boolean }>>`
				SELECT email, "planId", "isDemoUser" FROM users WHERE id = ${userId}::uuid FOR UPDATE`
			// signed in a moment ago (requireUserId): only an account deleted meanwhile has no row
			if (!user) throw new Error(`user ${userId} no longer exists`)
			const limit = planOf(user).cloningVoices
			const taken = await tx.clonedVoice.count({ where: { userId } })
			if (taken >= limit) throw new VoiceLimitError(limit)
			const now = new Date()
			await tx.clonedVoice.create({
				data: {
					id,
					userId,
					name,
					accent,
					audioFileUrl: key,
					status: 'processing',
					acceptedTerms: true,
					termsAcceptedAt: now,
					processingStartedAt: now,
					consentEmail: user.email,
					consentTextVersion: CONSENT_TEXT_VERSION,
					sampleSha256: crypto.createHash('sha256').update(sample.audio).digest('hex'),
					sampleSeconds: seconds,
				},
			})
			await enqueue('voice-clone', { voiceId: id }, { tx })
		})
	} catch (error) {
		await deletePrefix(voiceFolder(userId, id))
		throw error
	}
	return id
}

/** Guard: the user's own voice with this id; anything else (another user's, a made-up id) is the 404 of notFound. */
export async function requireClonedVoice(userId: string, voiceId: string | undefined, { request }: { request: Request }) {
	const voice = isUuid(voiceId) ? await prisma.clonedVoice.findFirst({ where: { id: voiceId, userId } }) : null
	if (!voice) throw await notFound(request, 'VOICE_NOT_FOUND')
	return voice
}

/** A voice as requireClonedVoice answers it. */
export type ClonedVoice = Awaited<ReturnType<typeof requireClonedVoice>>

/**
 * A failed voice cloned again from its stored sample (the same job, from the start); VoiceLimitError when the plan no
 * longer includes cloning (nothing is sent to the provider then).
 */
export async function retryClonedVoice(voice: ClonedVoice) {
	if (voice.status !== 'failed') return
	await requireCloningInPlan(voice.userId)
	await prisma.$transaction(async (tx) => {
		const { count } = await tx.clonedVoice.updateMany({
			where: { id: voice.id, status: 'failed' },
			data: { status: 'processing', errorCode: null, processingStartedAt: new Date() },
		})
		if (count === 1) await enqueue('voice-clone', { voiceId: voice.id }, { tx })
	})
}

/**
 * Deletes a voice: the provider's voice first (if the provider fails the voice stays, 'kept', so nothing is left
 * behind at the provider without a row pointing at it), then the sample and the row with its consent record.
 */
export async function deleteClonedVoice(voice: ClonedVoice): Promise<'deleted' | 'kept'> {
	if (voice.elevenlabsVoiceId) {
		try {
			await deleteProviderVoiceOf(voice.elevenlabsVoiceId)
		} catch (error) {
			if (!(error instanceof SpeechProviderError)) throw error
			console.warn('[voices] the provider did not delete the voice; it is kept', error.message)
			return 'kept'
		}
	}
	await deletePrefix(voiceFolder(voice.userId, voice.id))
	// the voice pickers' cached sample of it
	await deleteFile(voiceSampleKey(clonedVoiceId(voice.id)))
	await prisma.clonedVoice.delete({ where: { id: voice.id } })
	return 'deleted'
}

/**
 * Before an account is deleted: its voices at the provider go (best effort: a failure is logged and the account is
 * deleted anyway, as the user asked). Their samples are under the account's `cloned-voices/<userId>` folder.
 */
export async function discardProviderVoicesOf(userId: string) {
	const voices = await prisma.clonedVoice.findMany({
		where: { userId, elevenlabsVoiceId: { not: null } },
		select: { elevenlabsVoiceId: true },
	})
	for (const { elevenlabsVoiceId } of voices) {
		await deleteProviderVoiceOf(elevenlabsVoiceId!).catch((error: unknown) =>
			console.warn('[voices] could not delete a provider voice of a deleted account', elevenlabsVoiceId, error),
		)
	}
}

/** How a job failure is stored: its code. */
export async function markCloneFailed(voiceId: string, code: VoiceCloneErrorCode) {
	await prisma.clonedVoice.updateMany({
		where: { id: voiceId, status: 'processing' },
		data: { status: 'failed', errorCode: code },
	})
}
