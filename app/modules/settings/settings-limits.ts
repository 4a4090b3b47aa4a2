/**
 * The settings' limits, apart from the forms' zod schemas (settings-schemas.ts): the settings page imports them from
 * here, so its JavaScript carries no zod (docs/decisions/0009-landing-page-weight.md).
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_SIZE = 256

/** The longest name of an API token. */
export const API_TOKEN_NAME_MAX = 60
