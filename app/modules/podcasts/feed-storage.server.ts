import { openFile } from '#app/integrations/storage/storage.server.ts'
import { id3TagLength, readId3Chapters } from '#app/modules/audio/id3-chapters.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { type ArtworkShow, artworkKeyOf, readArtwork } from './podcast-artwork.server.ts'

type StoredFile = NonNullable<Awaited<ReturnType<typeof openFile>>>

/** Bytes `start` to `end` (inclusive) of a stored file, without reading the rest. */
async function readRange(stored: StoredFile, start: number, end: number) {
	if (stored.size === 0 || start > end) return Buffer.alloc(0)
	return Buffer.from(await new Response(stored.stream(start, Math.min(end, stored.size - 1))).arrayBuffer())
}

const IMAGE_TYPES: ReadonlyArray<{ magic: readonly number[]; contentType: string; extension: 'png' | 'jpg' }> = [
	{ magic: [0x89, 0x50, 0x4e, 0x47], contentType: 'image/png', extension: 'png' },
	{ magic: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', extension: 'jpg' },
]

/**
 * The show's artwork as the feed serves it: the stored file (the one made from the show's name is made now if no one
 * has asked for it yet), its type from its first bytes (Apple Podcasts takes JPEG and PNG only: anything else is no
 * artwork) and a version that changes with the file. null: none.
 */
export async function openShowArtwork(podcast: ArtworkShow) {
	let stored = await openFile(artworkKeyOf(podcast))
	if (!stored) {
		await readArtwork(podcast)
		stored = await openFile(artworkKeyOf(podcast))
	}
	if (!stored) return null
	const head = await readRange(stored, 0, 3)
	const type = IMAGE_TYPES.find(({ magic }) => magic.every((byte, index) => head[index] === byte))
	if (!type) return null
	return { stored, contentType: type.contentType, extension: type.extension, version: stored.modifiedAt.getTime().toString(36) }
}

/**
 * The chapters of the episode's MP3, read from its ID3 tag (only the tag's bytes are fetched): the offsets the audio
 * job wrote there, which are the audio's real ones. null: no MP3.
 */
export async function episodeMp3Chapters(episodeId: string) {
	const stored = await openFile(episodeFileKey(episodeId, 'audio.mp3'))
	if (!stored) return null
	const length = id3TagLength(await readRange(stored, 0, 9))
	if (length === 0) return []
	return readId3Chapters(await readRange(stored, 0, length - 1))
}
