import type { Prisma } from '#app/generated/prisma/client.ts'
import { deletePrefix } from '#app/integrations/storage/storage.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { type PronunciationEntryInput, writtenKey } from './pronunciation-schemas.ts'

/** The entry id is not one of the user's entries (another account's, a deleted one, a made-up id). */
export class PronunciationNotFoundError extends Error {
	override name = 'PronunciationNotFoundError'
}

/** The account has its plan's number of entries already (config/plans.json `pronunciationEntries`). */
export class PronunciationLimitError extends Error {
	override name = 'PronunciationLimitError'
	readonly limit: number
	constructor(limit: number) {
		super(`El plan admite ${limit} entradas de pronunciación.`)
		this.limit = limit
	}
}

/** Another of the user's entries has the same written form (whatever its case): edit that one instead. */
export class PronunciationTakenError extends Error {
	override name = 'PronunciationTakenError'
}

const entryFields = {
	id: true,
	written: true,
	said: true,
	caseSensitive: true,
	ipa: true,
	updatedAt: true,
} satisfies Prisma.PronunciationEntrySelect

/** The user's entries in alphabetical order of their written form. */
export function listPronunciations(userId: string) {
	return prisma.pronunciationEntry.findMany({ where: { userId }, orderBy: { writtenKey: 'asc' }, select: entryFields })
}

/** How many entries the user's plan allows. */
export async function pronunciationLimit(userId: string, tx: Prisma.TransactionClient = prisma) {
	const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { planId: true, isDemoUser: true } })
	return planOf(user).pronunciationEntries
}

/** One of the user's entries, or PronunciationNotFoundError. */
export async function requirePronunciation(userId: string, entryId: string | undefined) {
	const entry = isUuid(entryId)
		? await prisma.pronunciationEntry.findFirst({ where: { id: entryId, userId }, select: entryFields })
		: null
	if (!entry) throw new PronunciationNotFoundError(`La entrada «${entryId}» no existe.`)
	return entry
}

/** Where the 'Escuchar' audio of an entry is kept: removed when the entry changes or goes. */
export const pronunciationAudioFolder = (userId: string, entryId: string) => `pronunciations/${userId}/${entryId}`

/**
 * Adds an entry, or with `entryId` changes one of the user's (PronunciationNotFoundError otherwise). A written form
 * the user has in another entry is PronunciationTakenError; a new entry past the plan's limit, PronunciationLimitError.
 */
export async function savePronunciation(userId: string, input: PronunciationEntryInput, entryId?: string) {
	if (entryId !== undefined && !isUuid(entryId)) throw new PronunciationNotFoundError(`La entrada «${entryId}» no existe.`)
	const key = writtenKey(input.written)
	const data = {
		written: input.written,
		writtenKey: key,
		said: input.said,
		caseSensitive: input.caseSensitive,
		ipa: input.ipa || null,
	}
	const saved = await prisma.$transaction(async (tx) => {
		// the user's row is locked so that two requests at once cannot both pass the count or take the same form
		await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`
		if (
			entryId !== undefined &&
			!(await tx.pronunciationEntry.findFirst({ where: { id: entryId, userId }, select: { id: true } }))
		) {
			throw new PronunciationNotFoundError(`La entrada «${entryId}» no existe.`)
		}
		const same = await tx.pronunciationEntry.findUnique({ where: { userId_writtenKey: { userId, writtenKey: key } } })
		if (same && same.id !== entryId) throw new PronunciationTakenError(`Ya hay una entrada para «${input.written}».`)
		if (entryId !== undefined) return tx.pronunciationEntry.update({ where: { id: entryId }, data, select: entryFields })
		const limit = await pronunciationLimit(userId, tx)
		if ((await tx.pronunciationEntry.count({ where: { userId } })) >= limit) throw new PronunciationLimitError(limit)
		return tx.pronunciationEntry.create({ data: { ...data, userId }, select: entryFields })
	})
	if (entryId !== undefined) await deletePrefix(pronunciationAudioFolder(userId, entryId))
	return saved
}

/** Deletes one of the user's entries (PronunciationNotFoundError otherwise), and its audio. */
export async function deletePronunciation(userId: string, entryId: string) {
	const { count } = isUuid(entryId)
		? await prisma.pronunciationEntry.deleteMany({ where: { id: entryId, userId } })
		: { count: 0 }
	if (count === 0) throw new PronunciationNotFoundError(`La entrada «${entryId}» no existe.`)
	await deletePrefix(pronunciationAudioFolder(userId, entryId))
}

/** The user's entries as their episodes are said (episodePronunciations): the respelling, and the IPA if any. */
export function userPronunciationEntries(userId: string) {
	return prisma.pronunciationEntry.findMany({
		where: { userId },
		select: { written: true, said: true, caseSensitive: true, ipa: true },
	})
}
