import { COUNT_IN_WINDOW_SQL } from '#app/utils/counted-window.server.ts'
import type { Tx } from '#app/utils/db.server.ts'

/**
 * How often an account may correct its finished episodes (ADR 0051). A correction uses no episode of the month, but
 * each one makes the MP3 (and the video) again, minutes of the worker's CPU and maybe a voice provider's credits:
 * CORRECTIONS_PER_DAY per account in a window of a day that starts with its first correction, counted across nodes.
 */
export const CORRECTIONS_PER_DAY = 10
const CORRECTION_WINDOW_MS = 24 * 60 * 60_000

/** The account has made CORRECTIONS_PER_DAY corrections in the window; `resetAt` is when it may correct again. */
export class CorrectionLimitError extends Error {
	override name = 'CorrectionLimitError'
	readonly limit = CORRECTIONS_PER_DAY
	readonly resetAt: Date
	constructor(resetAt: Date) {
		super('Límite de correcciones alcanzado')
		this.resetAt = resetAt
	}
}

/**
 * Counts one correction of the user's in the transaction that starts it: past the limit it throws, which rolls the
 * transaction back — the refused correction is neither started nor counted.
 */
export async function countCorrection(tx: Tx, userId: string) {
	const [row] = await tx.$queryRawUnsafe<{ hits: number; resetAt: Date }[]>(
		COUNT_IN_WINDOW_SQL,
		`episode-correction:${userId}`,
		CORRECTION_WINDOW_MS,
	)
	if (row && row.hits > CORRECTIONS_PER_DAY) throw new CorrectionLimitError(row.resetAt)
}
