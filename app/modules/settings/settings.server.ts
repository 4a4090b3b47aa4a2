import crypto from 'node:crypto'
import { MaxPartSizeExceededError, type UploadHandler, unstable_createMemoryUploadHandler } from '@remix-run/node'
import type { z } from 'zod'
import { Prisma } from '#app/generated/prisma/client.ts'
import { NotAnImageError, squareWebp } from '#app/integrations/image/image.server.ts'
import { deleteFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { revokeAllApiTokens } from '#app/modules/api/api-tokens.server.ts'
import { EmailTakenError } from '#app/modules/auth/users.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { PronunciationImportError } from '#app/modules/pronunciation/import-problem.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isMultipartForm, parseMultipartForm, parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from './settings-limits.ts'
import type { accountSchema, notificationsSchema, preferencesSchema } from './settings-schemas.ts'

/** Everything the settings page shows: the user's settings, the voices to choose from, the Agencia plan's episodes. */
export async function getSettingsPage(userId: string) {
	const [settings, voices] = await Promise.all([getSettings(userId), userVoices(userId)])
	return {
		settings,
		agencyEpisodes: getPlan('agencia').episodesPerMonth,
		/** the time zones the runtime knows, for the weekly report's Monday 09:00 */
		timeZones: Intl.supportedValuesOf('timeZone'),
		voices: voices.map((voice) => ({
			id: voice.voice_id,
			name: voice.name,
			accent: voice.labels.accent,
			language: voice.labels.language,
			own: voice.category === 'cloned',
		})),
	}
}

/** An account's settings: account, preferences and notifications. */
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
			timeZone: user.timeZone,
		},
		notifications: {
			email: user.notifyEmail,
			episodeComplete: user.notifyEpisodeComplete,
			weeklyReport: user.notifyWeeklyReport,
		},
	}
}

/**
 * The account section. A new e-mail revokes the account's API tokens, but for `keepApiTokenId`: the token of the API
 * call that changed it (the page has none).
 */
export async function updateAccount(
	userId: string,
	input: z.output<typeof accountSchema>,
	{ keepApiTokenId }: { keepApiTokenId?: string | null } = {},
) {
	const before = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })
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
	// a new address for the account: programs given access under the old one must sign in again
	if (before.email !== input.email) await revokeAllApiTokens(userId, { except: keepApiTokenId })
}

export async function updatePreferences(userId: string, input: z.output<typeof preferencesSchema>) {
	const known = new Set((await userVoices(userId)).map((voice) => voice.voice_id))
	const voice = (id: string | undefined) => (id && known.has(id) ? id : null)
	await prisma.user.update({
		where: { id: userId },
		data: {
			defaultPresenterVoice: voice(input.defaultPresenterVoice),
			defaultGuestVoice: voice(input.defaultGuestVoice),
			defaultLanguage: input.defaultLanguage,
			autoSaveScript: input.autoSaveScript,
			...(input.timeZone ? { timeZone: input.timeZone } : {}),
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
 * The settings form as posted: a plain form, or a multipart form with a file (the avatar, a pronunciation
 * dictionary to import), held in memory up to 5 MB. A bigger one stops the upload as it streams in, and comes back
 * as the refusal of the form it came with: AvatarError 'tooBig', or PronunciationImportError 'tooBig' when the form's
 * intent (a field before the file) was the import.
 */
export async function readSettingsForm(request: Request): Promise<FormData | AvatarError | PronunciationImportError> {
	if (!isMultipartForm(request)) return parsePlainForm(request)
	let intent: unknown
	const inMemory = unstable_createMemoryUploadHandler({ maxPartSize: AVATAR_MAX_BYTES })
	const handler: UploadHandler = async (part) => {
		const value = await inMemory(part)
		if (part.name === 'intent') intent = value
		return value
	}
	try {
		return await parseMultipartForm(request, handler)
	} catch (error) {
		if (!(error instanceof MaxPartSizeExceededError)) throw error
		return intent === 'import-pronunciation' ? new PronunciationImportError({ code: 'tooBig' }) : new AvatarError('tooBig')
	}
}

/**
 * A new profile picture: one image file of at most 5 MB, recognised by its content (a renamed PDF is refused),
 * resized to 256x256 and stored through the storage integration. The previous picture is removed.
 */
export async function saveAvatar(userId: string, file: FormDataEntryValue | null) {
	if (!(file instanceof File) || file.size === 0) throw new AvatarError('missing')
	if (file.size > AVATAR_MAX_BYTES) throw new AvatarError('tooBig')
	await saveAvatarImage(userId, Buffer.from(await file.arrayBuffer()))
}

/**
 * saveAvatar's checks and processing for a picture's bytes however they came (the page's form, an object uploaded
 * through the API): at most 5 MB, an image by its content, 256x256 WebP. Answers the picture's address.
 */
export async function saveAvatarImage(userId: string, bytes: Buffer) {
	if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AvatarError('tooBig')
	const image = await squareWebp(bytes, { size: AVATAR_SIZE, quality: 85 }).catch((error) => {
		throw error instanceof NotAnImageError ? new AvatarError('notImage') : error
	})
	const key = `avatars/${userId}/${crypto.randomBytes(8).toString('hex')}.webp`
	await putFile(key, image)
	const previous = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarUrl: true } })
	await prisma.user.update({ where: { id: userId }, data: { avatarUrl: `/${key}` } })
	if (previous.avatarUrl?.startsWith('/avatars/')) await deleteFile(previous.avatarUrl.slice(1))
	return `/${key}`
}
