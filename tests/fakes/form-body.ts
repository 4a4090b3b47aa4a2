/**
 * A URL-encoded body as the Stripe SDK sends it (`metadata[plan]=x&line_items[0][price]=y`), as nested objects;
 * keys that are all digits make arrays.
 */
export function parseNestedForm(raw: string): Record<string, unknown> {
	const root: Record<string, unknown> = {}
	for (const [key, value] of new URLSearchParams(raw)) {
		const parts = key.replace(/\]/g, '').split('[')
		let node: Record<string, unknown> = root
		parts.forEach((part, index) => {
			if (index === parts.length - 1) {
				node[part] = value
				return
			}
			node[part] ??= {}
			node = node[part] as Record<string, unknown>
		})
	}
	return toArrays(root) as Record<string, unknown>
}

function toArrays(value: unknown): unknown {
	if (typeof value !== 'object' || value === null) return value
	const entries = Object.entries(value).map(([key, inner]) => [key, toArrays(inner)] as const)
	if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
		return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
	}
	return Object.fromEntries(entries)
}
