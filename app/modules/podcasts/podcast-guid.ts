import crypto from 'node:crypto'

/** The Podcasting 2.0 namespace's UUID namespace for `podcast:guid` (podcastindex.org/namespace/1.0, guid tag). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

/**
 * `podcast:guid`: a UUIDv5 (RFC 9562) of the feed's address without its scheme (`https://`) and trailing slashes, in
 * the namespace above, as the tag's specification asks.
 */
export function podcastGuid(feedUrl: string) {
	const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '')
	return uuidV5(name, PODCAST_GUID_NAMESPACE)
}

function uuidV5(name: string, namespace: string) {
	const hash = crypto
		.createHash('sha1')
		.update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
		.update(name, 'utf8')
		.digest()
	hash[6] = (hash[6]! & 0x0f) | 0x50
	hash[8] = (hash[8]! & 0x3f) | 0x80
	const hex = hash.subarray(0, 16).toString('hex')
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
