import crypto from 'node:crypto'
import { imageFacts, NotAnImageError, plainRgbPng, squareWebp, uprightJpeg } from '#app/integrations/image/image.server.ts'
import { deleteFile, putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { renderShowArtwork } from '#app/modules/cover/render-cover.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { type ArtworkProblem, artworkRules } from './podcast-artwork-rules.ts'

/**
 * A show's square artwork, in storage under podcasts/<user>/<show>/. Either made by the cover module from the show's
 * name (a 3000 × 3000 JPEG, made when first read and made again when the name changes), or uploaded by the owner and
 * checked by Apple's rules (podcast-artwork-rules.ts). File names carry a hash of what made them, so a new artwork
 * has a new name (apps and caches keep an artwork by its address).
 */

/** What the artwork needs of a show. */
export type ArtworkShow = {
	id: string
	userId: string
	name: string
	language: string
	artworkKey: string | null
	artworkSource: string
}

/** Bumped when the generated design changes, so every show's generated artwork is made again. */
const GENERATED_DESIGN = 1
const THUMBNAIL_SIDE = 400

export class ArtworkError extends Error {
	override name = 'ArtworkError'
	readonly problem: ArtworkProblem
	constructor(problem: ArtworkProblem) {
		super(problem.code)
		this.problem = problem
	}
}

/** The show's folder in storage: its artworks (and their thumbnails). */
export function artworkFolder(show: Pick<ArtworkShow, 'id' | 'userId'>) {
	return `podcasts/${show.userId}/${show.id}`
}

/** Where the artwork made from the show's name is (or will be) stored. */
function generatedKey(show: ArtworkShow) {
	const made = crypto.createHash('sha256').update(`${GENERATED_DESIGN}\n${show.language}\n${show.name}`).digest('hex')
	return `${artworkFolder(show)}/artwork-${made.slice(0, 16)}.jpg`
}

/** The storage key of the show's artwork as it is now: the uploaded one, else the one made from the name. */
export function artworkKeyOf(show: ArtworkShow) {
	return show.artworkSource === 'uploaded' && show.artworkKey ? show.artworkKey : generatedKey(show)
}

const contentTypeOf = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg')

/**
 * The show's artwork as a file name for its address ('artwork-<hash>.jpg' or '.png': Apple wants the extension to
 * match the format) and its content type, known without reading it.
 */
export function artworkFile(show: ArtworkShow) {
	const key = artworkKeyOf(show)
	return { fileName: key.slice(key.lastIndexOf('/') + 1), contentType: contentTypeOf(key) }
}

/**
 * The show's artwork: bytes and content type. The one made from the name is made here the first time it is asked
 * for (and stored); an uploaded one that storage lost gives way to it.
 */
export async function readArtwork(show: ArtworkShow): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
	const key = artworkKeyOf(show)
	const stored = await readFile(key)
	if (stored) return { bytes: stored, ...artworkFile(show) }
	const made = generatedKey(show)
	const bytes = await renderShowArtwork({ name: show.name, label: show.language === 'en' ? 'PODCAST' : 'PÓDCAST' })
	await putFile(made, bytes)
	// recorded only while the show is still as it was drawn (a rename meanwhile makes its own)
	await prisma.podcast.updateMany({
		where: { id: show.id, name: show.name, language: show.language, artworkSource: 'generated' },
		data: { artworkKey: made },
	})
	const name = made.slice(made.lastIndexOf('/') + 1)
	return { bytes, contentType: 'image/jpeg', fileName: name }
}

/** A small WebP of the artwork for lists (made once per artwork, next to it). */
export async function readArtworkThumbnail(show: ArtworkShow) {
	const key = thumbnailKey(artworkKeyOf(show))
	const stored = await readFile(key)
	if (stored) return stored
	const thumbnail = await squareWebp((await readArtwork(show)).bytes, { size: THUMBNAIL_SIDE, quality: 80 })
	await putFile(key, thumbnail)
	return thumbnail
}

const thumbnailKey = (artworkKey: string) => artworkKey.replace(/\.\w+$/, `-${THUMBNAIL_SIDE}.webp`)

/**
 * An uploaded picture checked as Apple checks artwork: a JPEG or PNG, square, 1400 to 3000 pixels a side, in RGB;
 * ArtworkError says what is wrong. A PNG with transparency or a palette becomes a plain RGB PNG, and a JPEG stored
 * turned (EXIF orientation) is turned upright: apps that ignore either would show it wrong.
 */
export async function checkArtwork(bytes: Buffer): Promise<{ bytes: Buffer; extension: 'jpg' | 'png' }> {
	if (bytes.length > artworkRules.maxBytes) throw new ArtworkError({ code: 'tooBig' })
	const facts = await imageFacts(bytes).catch((error: unknown) => {
		throw error instanceof NotAnImageError ? new ArtworkError({ code: 'notImage' }) : error
	})
	const { width, height } = facts
	if (facts.format !== 'jpeg' && facts.format !== 'png') throw new ArtworkError({ code: 'format', width, height })
	if (width !== height) throw new ArtworkError({ code: 'notSquare', width, height })
	if (width < artworkRules.minSide) throw new ArtworkError({ code: 'tooSmall', width, height })
	if (width > artworkRules.maxSide) throw new ArtworkError({ code: 'tooLarge', width, height })
	if (facts.space !== 'srgb' && facts.space !== 'rgb16') throw new ArtworkError({ code: 'colour', width, height })
	if (facts.format === 'png') {
		const plain = !facts.hasAlpha && !facts.isPalette && facts.eightBit && !facts.turned
		return { bytes: plain ? bytes : await plainRgbPng(bytes), extension: 'png' }
	}
	return { bytes: facts.turned ? await uprightJpeg(bytes) : bytes, extension: 'jpg' }
}

/** A checked artwork (checkArtwork) becomes the show's; the one it had before is deleted. */
export async function saveUploadedArtwork(show: ArtworkShow, artwork: { bytes: Buffer; extension: 'jpg' | 'png' }) {
	const hash = crypto.createHash('sha256').update(artwork.bytes).digest('hex').slice(0, 16)
	const key = `${artworkFolder(show)}/artwork-${hash}.${artwork.extension}`
	await putFile(key, artwork.bytes)
	await prisma.podcast.update({ where: { id: show.id }, data: { artworkKey: key, artworkSource: 'uploaded' } })
	if (show.artworkKey && show.artworkKey !== key) await deleteArtworkFiles(show.artworkKey)
}

/** Back to the artwork made from the name: the uploaded one is deleted. */
export async function restoreGeneratedArtwork(show: ArtworkShow) {
	if (show.artworkSource !== 'uploaded') return
	await prisma.podcast.update({ where: { id: show.id }, data: { artworkKey: null, artworkSource: 'generated' } })
	if (show.artworkKey) await deleteArtworkFiles(show.artworkKey)
}

/**
 * After a show's name or language changed: its generated artwork no longer says the right thing, so it is deleted
 * (the next read makes the new one). An uploaded artwork stays.
 */
export async function forgetOutdatedArtwork(before: ArtworkShow, after: ArtworkShow) {
	if (after.artworkSource !== 'generated' || !before.artworkKey || before.artworkKey === generatedKey(after)) return
	await prisma.podcast.updateMany({
		where: { id: after.id, artworkKey: before.artworkKey, artworkSource: 'generated' },
		data: { artworkKey: null },
	})
	await deleteArtworkFiles(before.artworkKey)
}

async function deleteArtworkFiles(key: string) {
	await deleteFile(key)
	await deleteFile(thumbnailKey(key))
}
