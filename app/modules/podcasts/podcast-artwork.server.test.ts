import crypto from 'node:crypto'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import {
	ArtworkError,
	artworkFile,
	checkArtwork,
	readArtwork,
	readArtworkThumbnail,
	restoreGeneratedArtwork,
	saveUploadedArtwork,
} from './podcast-artwork.server.ts'

/** A plain picture made here: `width` × `height`, in a format and colour space. */
function picture(
	width: number,
	height = width,
	{ format = 'jpeg', space, alpha = false }: { format?: 'jpeg' | 'png' | 'webp'; space?: 'cmyk' | 'b-w'; alpha?: boolean } = {},
) {
	let image = sharp({
		create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 80, b: 40, alpha: alpha ? 0.5 : 1 } },
	})
	if (space) image = image.toColourspace(space)
	return image.toFormat(format).toBuffer()
}

/** Why checkArtwork refused the bytes (null when it accepted them). */
async function problemOf(bytes: Buffer) {
	try {
		await checkArtwork(bytes)
		return null
	} catch (error) {
		if (error instanceof ArtworkError) return error.problem
		throw error
	}
}

test('a square RGB JPEG or PNG of 1400 to 3000 px is accepted as it is', async () => {
	const jpeg = await picture(1400)
	expect(await checkArtwork(jpeg)).toEqual({ bytes: jpeg, extension: 'jpg' })
	const png = await picture(1500, 1500, { format: 'png' })
	expect(await checkArtwork(png)).toEqual({ bytes: png, extension: 'png' })
})

test('each refusal says why, with the size it measured', async () => {
	expect(await problemOf(await picture(1500, 1400))).toEqual({ code: 'notSquare', width: 1500, height: 1400 })
	expect(await problemOf(await picture(1000))).toEqual({ code: 'tooSmall', width: 1000, height: 1000 })
	expect(await problemOf(await picture(3001))).toEqual({ code: 'tooLarge', width: 3001, height: 3001 })
	expect(await problemOf(await picture(1400, 1400, { format: 'webp' }))).toMatchObject({ code: 'format' })
	expect(await problemOf(await picture(1400, 1400, { space: 'cmyk' }))).toMatchObject({ code: 'colour' })
	expect(await problemOf(await picture(1400, 1400, { format: 'png', space: 'b-w' }))).toMatchObject({ code: 'colour' })
	expect(await problemOf(Buffer.from('%PDF-1.4 no es una imagen'))).toEqual({ code: 'notImage' })
	expect(await problemOf(Buffer.alloc(10 * 1024 * 1024 + 1))).toEqual({ code: 'tooBig' })
})

test('a PNG with transparency becomes a plain RGB PNG', async () => {
	const checked = await checkArtwork(await picture(1400, 1400, { format: 'png', alpha: true }))
	expect(checked.extension).toBe('png')
	expect(await sharp(checked.bytes).metadata()).toMatchObject({ format: 'png', space: 'srgb', channels: 3, hasAlpha: false })
})

async function newShow(name = 'Ondas de Ciencia') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	return prisma.podcast.create({ data: { userId: user.id, name, ownerEmail: user.email } })
}

test('a show without an upload gets a 3000 × 3000 RGB JPEG made from its name, under 512 KB, made once', async () => {
	const show = await newShow('Ñandú & compañía: «ciencia» en 5 minutos 🎙️')
	const artwork = await readArtwork(show)
	expect(artwork.contentType).toBe('image/jpeg')
	expect(artwork.fileName).toMatch(/^artwork-[0-9a-f]{16}\.jpg$/)
	expect(await sharp(artwork.bytes).metadata()).toMatchObject({
		format: 'jpeg',
		width: 3000,
		height: 3000,
		space: 'srgb',
		channels: 3,
	})
	expect(artwork.bytes.length).toBeLessThanOrEqual(512 * 1024)
	const stored = await prisma.podcast.findUniqueOrThrow({ where: { id: show.id } })
	expect(stored.artworkKey?.endsWith(artwork.fileName)).toBe(true)
	expect((await readArtwork(stored)).bytes.equals(artwork.bytes)).toBe(true)
	const thumbnail = await readArtworkThumbnail(stored)
	expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 })
})

test('an uploaded artwork replaces the made one until the owner goes back to it', async () => {
	const show = await newShow()
	await readArtwork(show)
	const made = await prisma.podcast.findUniqueOrThrow({ where: { id: show.id } })
	const png = await picture(2000, 2000, { format: 'png' })
	await saveUploadedArtwork(made, await checkArtwork(png))
	const uploaded = await prisma.podcast.findUniqueOrThrow({ where: { id: show.id } })
	expect(uploaded.artworkSource).toBe('uploaded')
	expect(artworkFile(uploaded)).toMatchObject({ contentType: 'image/png', fileName: expect.stringMatching(/\.png$/) })
	expect((await readArtwork(uploaded)).bytes.equals(png)).toBe(true)
	expect(await readFile(made.artworkKey!)).toBeNull()

	await restoreGeneratedArtwork(uploaded)
	const back = await prisma.podcast.findUniqueOrThrow({ where: { id: show.id } })
	expect(back).toMatchObject({ artworkSource: 'generated', artworkKey: null })
	expect(await readFile(uploaded.artworkKey!)).toBeNull()
	expect((await readArtwork(back)).contentType).toBe('image/jpeg')
})
