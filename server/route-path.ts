/**
 * The path as Remix's router matches it, so that limits keyed by path cannot be dodged by another spelling of the
 * same route: percent-decoded, lowercase (Remix matches case-insensitively), repeated and trailing slashes dropped,
 * and the single-fetch data suffix removed (`/login.data` is what the JavaScript client posts for `/login`, and
 * `/_root.data` is `/`). The query string (`?index`, `?_data=`) never takes part.
 */
export function routePath(path: string) {
	let decoded = path
	try {
		decoded = decodeURIComponent(path)
	} catch {
		// malformed escapes: Remix matches them as they are
	}
	let normalised = decoded.toLowerCase().replace(/[/\\]+/g, '/')
	if (normalised === '/_root.data') return '/'
	normalised = normalised
		.replace(/\/+$/, '')
		.replace(/\.data$/, '')
		.replace(/\/+$/, '')
	return normalised || '/'
}
