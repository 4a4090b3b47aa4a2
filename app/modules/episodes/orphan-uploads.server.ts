import { deleteFile, listFiles } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/** How long an upload may wait for its form to be sent again (a validation error, a monologue to confirm). */
const GRACE_MS = 24 * 60 * 60 * 1000

/**
 * Documents are stored when the input step is first sent, so a form that comes back with an error does not ask
 * for them again. Those whose form was never completed belong to no episode: after a day they are deleted.
 */
export async function purgeOrphanUploads(now = new Date()) {
	const files = (await listFiles('uploads')).filter((file) => now.getTime() - file.modifiedAt.getTime() > GRACE_MS)
	if (files.length === 0) return { deleted: 0 }
	const rows = await prisma.$queryRaw<Array<{ key: string }>>`
		SELECT DISTINCT document->>'key' AS "key"
		FROM "episodes", jsonb_array_elements("sourceFiles") AS document
		WHERE document->>'key' = ANY(${files.map((file) => file.key)}::text[])`
	const referenced = new Set(rows.map((row) => row.key))
	const orphans = files.filter((file) => !referenced.has(file.key))
	for (const file of orphans) await deleteFile(file.key)
	return { deleted: orphans.length }
}
