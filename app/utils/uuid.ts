const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether a value is a UUID (the form of every id in the database). Check ids that come from a URL or a form with
 * this before they reach a query: Postgres refuses a malformed uuid with an error, and the user should get a 404.
 */
export function isUuid(value: unknown): value is string {
	return typeof value === 'string' && UUID.test(value)
}
