/**
 * The input step's limits, apart from its zod schema (episode-form-schema.ts): the form's fields import them from
 * here, so the create pages' JavaScript carries no zod; the schema checks them on the server
 * (docs/decisions/0009-landing-page-weight.md).
 */
export const TITLE_MAX = 100
/** Above this many characters the title counter turns orange. */
export const TITLE_WARNING = 90
export const CONTENT_MAX = 60_000
export const MAX_URLS = 10
/** Empty address fields shown without JavaScript (with it, the user adds and removes fields). */
export const URL_FIELDS_WITHOUT_JS = 3
export const MAX_DOCUMENTS = 10
