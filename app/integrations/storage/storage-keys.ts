/**
 * Keys are relative paths such as `avatars/<userId>/<name>.webp`: letters, digits and `/_.-`, never `..` or `//`,
 * so no caller can reach outside the storage's root (a folder or a bucket). Returns the key, or throws.
 */
export function checkKey(key: string) {
	if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
		throw new Error(`Clave de almacenamiento no válida: ${key}`)
	}
	return key
}

/** A folder's prefix with its one trailing slash (`episodes/<id>/`), so it never matches `episodes/<id>0/…`. */
export function folderPrefix(prefix: string) {
	return `${checkKey(prefix.replace(/\/+$/, ''))}/`
}

/** What list() looks under: a folder's prefix, or everything for `''`. */
export function listPrefix(prefix: string) {
	return prefix === '' ? '' : folderPrefix(prefix)
}
