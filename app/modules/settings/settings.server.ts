import crypto from 'node:crypto'
import sharp from 'sharp'
import type { z } from 'zod'
import { Prisma } from '#app/generated/prisma/client.ts'
import { deleteFile, deletePrefix, putFile } from '#app/integrations/storage/storage.server.ts'
import { EmailTakenError } from '#app/modules/auth/users.server.ts'
import { availableVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import {
	AVATAR_MAX_BYTES,
	AVATAR_SIZE,
	type accountSchema,
	type notificationsSchema,
	type preferencesSchema,
} from './settings-schemas.ts'

/** The settings object of spec section 3: account, preferences and notifications. */
export async function getSettings(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { companySettings: true } })
	return {
		account: {
			firstName: user.firstName,
			lastName: user.lastName,
			email: user.email,
			company: user.companySettings?.companyName ?? null,
			avatarUrl: user.avatarUrl,
		},
		preferences: {
			defaultPresenterVoice: user.defaultPresenterVoice,
			defaultGuestVoice: user.defaultGuestVoice,
			defaultLanguage: user.defaultLanguage,
			autoSaveScript: user.autoSaveScript,
		},
		notifications: {
			email: user.notifyEmail,
			episodeComplete: user.notifyEpisodeComplete,
			weeklyReport: user.notifyWeeklyReport,
		},
	}
}

export async function updateAccount(userId: string, input: z.output<typeof accountSchema>) {
	try {
		await prisma.user.update({
			where: { id: userId },
			data: {
				firstName: input.firstName || null,
				lastName: input.lastName || null,
				email: input.email,
				companySettings: {
					upsert: { create: { companyName: input.company || null }, update: { companyName: input.company || null } },
				},
			},
		})
	} catch (error) {
		if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new EmailTakenError()
		throw error
	}
}

export async function updatePreferences(userId: string, input: z.output<typeof preferencesSchema>) {
	const known = new Set((await availableVoices()).map((voice) => voice.voice_id))
	const voice = (id: string | undefined) => (id && known.has(id) ? id : null)
	await prisma.user.update({
		where: { id: userId },
		data: {
			defaultPresenterVoice: voice(input.defaultPresenterVoice),
			defaultGuestVoice: voice(input.defaultGuestVoice),
			defaultLanguage: input.defaultLanguage,
			autoSaveScript: input.autoSaveScript,
		},
	})
}

export async function updateNotifications(userId: string, input: z.output<typeof notificationsSchema>) {
	await prisma.user.update({
		where: { id: userId },
		data: {
			notifyEmail: input.notifyEmail,
			notifyEpisodeComplete: input.notifyEpisodeComplete,
			notifyWeeklyReport: input.notifyWeeklyReport,
		},
	})
}

export class AvatarError extends Error {
	override name = 'AvatarError'
	readonly reason: 'notImage' | 'tooBig' | 'missing'
	constructor(reason: 'notImage' | 'tooBig' | 'missing') {
		super(reason)
		this.reason = reason
	}
}

/**
 * A new profile picture: one image file of at most 5 MB, recognised by its content (a renamed PDF is refused),
 * resized to 256x256 and stored through the storage integration. The previous picture is removed.
 */
export async function saveAvatar(userId: string, file: File | null) {
	if (!file || file.size === 0) throw new AvatarError('missing')
	if (file.size > AVATAR_MAX_BYTES) throw new AvatarError('tooBig')
	const input = Buffer.from(await file.arrayBuffer())
	const image = await sharp(input, { limitInputPixels: 40_000_000 })
		.rotate()
		.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
		.webp({ quality: 85 })
		.toBuffer()
		.catch(() => {
			throw new AvatarError('notImage')
		})
	const key = `avatars/${userId}/${crypto.randomBytes(8).toString('hex')}.webp`
	await putFile(key, image)
	const previous = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarUrl: true } })
	await prisma.user.update({ where: { id: userId }, data: { avatarUrl: `/${key}` } })
	if (previous.avatarUrl?.startsWith('/avatars/')) await deleteFile(previous.avatarUrl.slice(1))
}

/** Deletes the account: its files, sessions, episodes, voices and the user (the rest cascades). */
export async function deleteAccount(userId: string) {
	await deletePrefix(`avatars/${userId}`)
	await prisma.$transaction([
		prisma.$executeRaw`DELETE FROM "sessions" WHERE "sess"->>'userId' = ${userId}`,
		prisma.user.delete({ where: { id: userId } }),
	])
}
